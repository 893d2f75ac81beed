import type { ButtonHTMLAttributes, FormHTMLAttributes } from 'react';
import styles from './forms.module.css';

/** A secondary button (cancel, edit): outlined, beside the main one. */
export function SecondaryButton({ children, ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" {...button} className={`button-secondary ${button.className ?? ''}`}>
      {children}
    </button>
  );
}

/** A form of the account's pages: checked by the contract schema rather than the browser, at a readable width. */
export function FormFrame({ children, ...form }: FormHTMLAttributes<HTMLFormElement>) {
  return (
    <form noValidate {...form} className={styles.form}>
      {children}
    </form>
  );
}
