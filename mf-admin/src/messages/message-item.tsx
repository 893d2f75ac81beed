import { FormFooter, TextAreaField, useContractForm, useFormCall } from '@lemon/kit';
import { $locale, i18n, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import { messageReplyPayloadSchema, replyMaxLength, type StaffMessage } from '@lemon/staff-contract';
import { useId, useState } from 'react';
import { useLeaveGuard } from '../ui/leave-guard';
import { formatWrittenMoment } from '@lemon/shop-format';
import { useMoveMessage, useReplyToMessage } from './messages-calls';
import styles from './messages.module.css';

/** The answer's e-mail: to the customer, "Re: " and the subject in the language they wrote in. */
export function replyLink(message: StaffMessage): string {
  const subject = i18n.getFixedT(message.locale, 'admin')(`messages.subjects.${message.subject}`);
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** One message: its sender, subject and date; opened, its text and what to do (opening it marks it read). */
export function MessageItem({ message }: { message: StaffMessage }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  const move = useMoveMessage();
  const showToast = useUnit(showToastFx);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const failed = () => void showToast({ kind: 'error', message: t('messages.failed') });

  const toggle = () => {
    setOpen(!open);
    if (!open && message.state === 'unread') move.mutate({ id: message.id, to: 'read' }, { onError: failed });
  };
  const moveTo = (to: 'answered' | 'unread') =>
    move.mutate(
      { id: message.id, to },
      {
        onSuccess: () => {
          void showToast({
            kind: 'success',
            message: t(to === 'answered' ? 'messages.markedAnswered' : 'messages.markedUnread', { name: message.name }),
          });
          if (to === 'unread') setOpen(false);
        },
        onError: failed,
      },
    );

  return (
    <li className={styles.item} data-state={message.state}>
      <button type="button" className={styles.summary} aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
        <span className={styles.badge}>{t(`messages.states.${message.state}`)}</span>
        <span className={styles.sender}>{message.name}</span>
        <span className={styles.subject}>{t(`messages.subjects.${message.subject}`)}</span>
        <span className={styles.date}>{formatWrittenMoment(message.received_at, locale)}</span>
      </button>
      <div id={bodyId} className={styles.body} hidden={!open}>
        <p className={styles.meta}>
          <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone && (
            <>
              {' · '}
              <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{t('messages.phone', { phone: message.phone })}</a>
            </>
          )}
        </p>
        <p className={styles.text}>{message.message}</p>
        {message.replies && message.replies.length > 0 && (
          <ul className={styles.replies} aria-label={t('messages.repliesSent')}>
            {message.replies.map((reply) => (
              <li key={reply.sent_at}>
                <p className={styles.meta}>
                  {t('messages.replySent', { date: formatWrittenMoment(reply.sent_at, locale), email: reply.staff_email })}
                </p>
                <p className={styles.text}>{reply.text}</p>
              </li>
            ))}
          </ul>
        )}
        {message.answered_at && (
          <p className={styles.meta}>{t('messages.answeredOn', { date: formatWrittenMoment(message.answered_at, locale) })}</p>
        )}
        {open && <ReplyForm message={message} />}
        <div className={styles.actions}>
          <a className="button-secondary" href={replyLink(message)} aria-label={t('messages.replyByMailTo', { name: message.name })}>
            {t('messages.replyByMail')}
          </a>
          {message.state !== 'answered' && (
            <button type="button" className="button-secondary" disabled={move.isPending} onClick={() => moveTo('answered')}>
              {t('messages.markAnswered')}
            </button>
          )}
          <button type="button" className="button-secondary" disabled={move.isPending} onClick={() => moveTo('unread')}>
            {t('messages.markUnread')}
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The reply, written here and sent by the shop's mail in the customer's language with their message quoted under
 * it; kept with the message, which is then answered. Leaving with a reply typed and not sent asks first.
 */
function ReplyForm({ message }: { message: StaffMessage }) {
  const { t } = useTranslation('admin');
  const showToast = useUnit(showToastFx);
  const id = useId();
  const reply = useReplyToMessage(message.id);
  const form = useContractForm(messageReplyPayloadSchema, { text: '' });
  const { submit, status } = useFormCall(
    form,
    (payload) => reply.mutateAsync(payload),
    () => {
      form.reset({ text: '' });
      void showToast({ kind: 'success', message: t('messages.replied', { email: message.email }) });
    },
  );
  useLeaveGuard(form.formState.isDirty && !status.sending, t('unsaved.leave'));
  return (
    <form className={styles.replyForm} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('messages.replyTitle', { name: message.name })}</h2>
      <TextAreaField
        form={form}
        name="text"
        rows={6}
        maxLength={replyMaxLength}
        label={t('messages.replyText')}
        hint={t('messages.replyHint', { language: t(`languageNames.${message.locale}`, { defaultValue: message.locale }) })}
      />
      <FormFooter form={form} status={status} submitLabel={t('messages.send')} />
    </form>
  );
}
