import { type FormCallStatus, FormError } from '@lemon/kit';
import type { ButtonHTMLAttributes, FormHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import styles from './forms.module.css';

interface FormFooterProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  status: FormCallStatus;
  submitLabel: string;
  /** Buttons beside the main one (cancel). */
  children?: ReactNode;
}

/**
 * The end of a contract form: a server refusal no field shows, why the call failed when the fields do not
 * say it (too many attempts, the server unreachable), both announced; then the buttons, the main one first.
 */
export function FormFooter<Values extends FieldValues>({ form, status, submitLabel, children }: FormFooterProps<Values>) {
  return (
    <>
      <FormError form={form} />
      {status.failure && (
        <p className={styles.failure} role="alert">
          {status.failure}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button-primary" disabled={status.sending}>
          {submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}

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
