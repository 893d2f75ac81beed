import { $locale, useUnit, useTranslation } from '@lemon/shared';
import { LoadingState } from '@lemon/kit';
import { useId, useRef } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog';
import { RetryMessage } from '../outcome/retry-message';
import { SessionCard } from './session-card';
import {
  $logOutQuestion,
  $sessionsBusy,
  endSessionClicked,
  logOutAsked,
  logOutCancelled,
  logOutConfirmed,
  sessionList,
} from './sessions.model';
import styles from './sessions.module.css';

/** The devices the shopper is logged in on, this one first, and the ways to log them out. */
export function SessionList() {
  const { t } = useTranslation('account');
  const [state, locale, busy, question] = useUnit([sessionList.$state, $locale, $sessionsBusy, $logOutQuestion]);
  const [reload, endSession, ask, cancel, confirm] = useUnit([
    sessionList.opened,
    endSessionClicked,
    logOutAsked,
    logOutCancelled,
    logOutConfirmed,
  ]);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('sessions.heading')}
      </h2>
      <p className={styles.intro}>{t('sessions.intro')}</p>
      {state.status === 'loading' && <LoadingState />}
      {(state.status === 'error' || state.status === 'not-found') && <RetryMessage text={t('sessions.loadFailed')} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <ul className={styles.list}>
            {state.data.map((session) => (
              <li key={session.id}>
                <SessionCard session={session} locale={locale} busy={busy} onEnd={() => endSession(session)} />
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            {state.data.some((session) => !session.current) && (
              <button type="button" className="button-secondary" disabled={busy} onClick={() => ask('others')}>
                {t('sessions.logOutOthers')}
              </button>
            )}
            <button type="button" className="button-primary" disabled={busy} onClick={() => ask('everywhere')}>
              {t('sessions.logOutEverywhere')}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={question !== null}
        title={t(`sessions.confirm.${question ?? 'everywhere'}.title`)}
        message={t(`sessions.confirm.${question ?? 'everywhere'}.message`)}
        confirmLabel={t(`sessions.confirm.${question ?? 'everywhere'}.confirm`)}
        cancelLabel={t('sessions.confirm.cancel')}
        busy={busy}
        onConfirm={confirm}
        onCancel={cancel}
        fallbackFocus={heading}
      />
    </section>
  );
}
