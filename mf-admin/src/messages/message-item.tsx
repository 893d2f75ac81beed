import { $locale, i18n, shopTimeZone, showToastFx } from '@lemon/shared';
import type { StaffMessage } from '@lemon/shared/staff-contract';
import { useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveMessage } from './messages-calls';
import styles from './messages.module.css';

const dateInWords = (moment: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: shopTimeZone }).format(new Date(moment));

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
        <span className={styles.date}>{dateInWords(message.received_at, locale)}</span>
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
        {message.answered_at && (
          <p className={styles.meta}>{t('messages.answeredOn', { date: dateInWords(message.answered_at, locale) })}</p>
        )}
        <div className={styles.actions}>
          <a className="button-primary" href={replyLink(message)} aria-label={t('messages.replyTo', { name: message.name })}>
            {t('messages.reply')}
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
