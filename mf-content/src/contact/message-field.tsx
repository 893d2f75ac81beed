import { contactMessageMaxLength } from '@lemon/shared';
import { useId, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactForm } from './contact-form-values';
import styles from './contact.module.css';

interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'> {
  form: ContactForm;
  label: string;
  hint: string;
}

/**
 * The message: a labelled textarea wired as kit's `TextField` (hint, translated error announced and tied to
 * it), with the characters left under it, read out politely as they change. Typing past the limit is not
 * cut: the counter says how many characters are too many, and the schema refuses the message.
 */
export function MessageField({ form, label, hint, ...textarea }: MessageFieldProps) {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const id = useId();
  const code = form.formState.errors.message?.message;
  const error = code ? common(`validation.errors.${code}`, { defaultValue: common('validation.errors.invalid') }) : undefined;
  const left = contactMessageMaxLength - (form.watch('message') ?? '').length;
  const describedBy = [`${id}-hint`, `${id}-counter`, error && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <textarea id={id} rows={8} {...textarea} {...form.register('message')} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
      <p id={`${id}-counter`} className={left < 0 ? styles.counterOver : styles.counter} aria-live="polite" data-testid="message-counter">
        {left >= 0 ? t('contact.form.charactersLeft', { count: left }) : t('contact.form.charactersOver', { count: -left })}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
