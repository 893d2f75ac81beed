import { $locale, $user, Link, localizedPath, useLocation, useUnit, Trans, useTranslation } from '@lemon/shared';
import { contactPayloadSchema, contactSubjects } from '@lemon/content-contract';
import {
  BrowserSentForm,
  FormFooter,
  refusedFields,
  SelectField,
  showServerRefusal,
  TextField,
  useKeepTypedBeforeScripts,
  type CallFailure,
} from '@lemon/kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { emptyContactForm, fullName, sentContactValues, useContactForm, type ContactFormOutput } from './contact-form-values';
import { sendContactMessageFx } from './contact.model';
import { $sentContactForm, sentContactFormForgotten } from './sent-contact-form';
import { MessageField } from './message-field';
import styles from './contact.module.css';

/** Where the browser sends the form itself, before the scripts run or without them (`api/src/contacts/contact-form.routes.ts`). */
export const contactFormAction = '/api/forms/contact';

/**
 * The contact form, checked by the contract schema. A logged-in shopper finds who they are filled in; once
 * sent, the form is emptied but for that. A failure keeps everything typed: a 422 puts its codes at their
 * fields, a 429 says "too many attempts" above the button, anything else is an error toast (the model's);
 * the button (kit's FormFooter) takes the focus back. Before the scripts run, or without them, the browser sends
 * it (`BrowserSentForm`): the server draws the page back with it when it refuses it, which it opens with.
 */
export function ContactForm() {
  const { t } = useTranslation('content');
  const { t: common } = useTranslation('common');
  const { pathname } = useLocation();
  const [locale, user, send, sent, forgetSent] = useUnit([
    $locale,
    $user,
    sendContactMessageFx,
    $sentContactForm,
    sentContactFormForgotten,
  ]);
  const formId = useId();
  const [drawn] = useState(() => {
    const values = sent ? sentContactValues(sent.values) : emptyContactForm(user ? { name: fullName(user), email: user.email } : undefined);
    return { values, refused: sent?.refusal === 'fields' ? refusedFields(contactPayloadSchema, values) : undefined };
  });
  const form = useContactForm(drawn.values, drawn.refused);
  useKeepTypedBeforeScripts(form, formId);
  // How the last call failed, if it did. A 429: said above the button, in the page's language even if it changes meanwhile.
  const [callFailure, setCallFailure] = useState<CallFailure | null>(sent?.refusal === 'too_many_attempts' ? 'too_many_attempts' : null);
  // What the server refused is said once: a form met again later starts anew.
  useEffect(() => forgetSent, [forgetSent]);
  const sending = form.formState.isSubmitting;
  const status = {
    sending,
    failure: callFailure === 'too_many_attempts' ? common('errors.tooManyAttempts') : undefined,
    failed: callFailure !== null,
  };
  const titleId = useId();

  // The shopper may be known only after the page showed: fill in who they are, never over what they typed.
  useEffect(() => {
    if (!user) return;
    const sender = { name: fullName(user), email: user.email };
    for (const field of ['name', 'email'] as const) {
      if (!form.getValues(field).trim()) form.resetField(field, { defaultValue: sender[field] });
    }
  }, [user, form]);

  // Once sent, the focus goes to the first field the form emptied, ready for another message. After a
  // failure, the footer's button takes it back, unless a refused field did.
  const wasSending = useRef(false);
  const focusAfterSending = useRef<'name' | 'phone' | null>(null);
  useEffect(() => {
    if (wasSending.current && !sending) {
      if (focusAfterSending.current) form.setFocus(focusAfterSending.current);
      focusAfterSending.current = null;
    }
    wasSending.current = sending;
  }, [sending, form]);

  const sendMessage = async (values: ContactFormOutput) => {
    setCallFailure(null);
    try {
      await send(values);
    } catch (error) {
      setCallFailure(showServerRefusal(form, error));
      return;
    }
    const sender = user ? { name: form.getValues('name'), email: form.getValues('email') } : undefined;
    form.reset(emptyContactForm(sender));
    focusAfterSending.current = sender ? 'phone' : 'name';
  };
  const submit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(sendMessage)(event);

  const subjects = contactSubjects.map((subject) => ({ value: subject, label: t(`contact.form.subjects.${subject}`) }));

  return (
    <BrowserSentForm
      id={formId}
      action={contactFormAction}
      hiddenFields={{ locale, back: pathname }}
      requiredText={common('validation.errors.required')}
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className={styles.form}
    >
      <h2 id={titleId} className={styles.heading}>
        {t('contact.form.title')}
      </h2>
      {sent?.refusal === 'fields' && (
        <p role="alert" className={styles.notSent}>
          {t('contact.form.notSent')}
        </p>
      )}
      <TextField form={form} name="name" label={t('contact.form.name')} autoComplete="name" required />
      <TextField form={form} name="email" label={t('contact.form.email')} type="email" autoComplete="email" required />
      <TextField form={form} name="phone" label={t('contact.form.phone')} type="tel" autoComplete="tel" />
      <SelectField
        form={form}
        name="subject"
        label={t('contact.form.subject')}
        placeholder={t('contact.form.chooseSubject')}
        options={subjects}
        required
      />
      <MessageField form={form} label={t('contact.form.message')} hint={t('contact.form.messageHint')} required />
      <p className={styles.privacyNote}>
        {/* In a new tab: leaving for the page would lose the message typed. */}
        <Trans
          t={t}
          i18nKey="contact.form.privacy"
          components={{ privacy: <Link to={localizedPath(locale, 'privacy')} target="_blank" /> }}
        />
      </p>
      <FormFooter form={form} status={status} submitLabel={t('contact.form.send')} />
    </BrowserSentForm>
  );
}
