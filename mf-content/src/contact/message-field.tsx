import { $locale, useUnit, useTranslation } from '@lemon/shared';
import { contactMessageMaxLength } from '@lemon/content-contract';
import { formatCount, TextAreaField } from '@lemon/kit';
import type { TextareaHTMLAttributes } from 'react';
import type { ContactForm } from './contact-form-values';
import styles from './contact.module.css';

interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form'> {
  form: ContactForm;
  label: string;
  hint: string;
}

/**
 * The message, with the characters left under it, read out politely as they change. Typing past the limit
 * is not cut: the counter says how many characters are too many, and the schema refuses the message.
 */
export function MessageField({ form, label, hint, ...textarea }: MessageFieldProps) {
  const { t } = useTranslation('content');
  const locale = useUnit($locale);
  const left = contactMessageMaxLength - (form.watch('message') ?? '').length;
  // `count` picks the plural, `shown` is the number as the language writes it.
  const characters = (count: number) => ({ count, shown: formatCount(count, locale) });
  const counter = (
    <p className={left < 0 ? styles.counterOver : styles.counter} aria-live="polite" data-testid="message-counter">
      {left >= 0 ? t('contact.form.charactersLeft', characters(left)) : t('contact.form.charactersOver', characters(-left))}
    </p>
  );
  return <TextAreaField form={form} name="message" label={label} hint={hint} note={counter} {...textarea} />;
}
