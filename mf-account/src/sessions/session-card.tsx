import type { Locale } from '@lemon/shared';
import type { Session } from '@lemon/account-contract';
import { useTranslation } from '@lemon/shared';
import { formatWrittenMoment } from '@lemon/kit';
import { SecondaryButton } from '../forms/form-parts';
import { deviceName } from './session-words';
import styles from './sessions.module.css';

interface SessionCardProps {
  session: Session;
  locale: Locale;
  /** A change is on its way. */
  busy: boolean;
  onEnd: () => void;
}

/** One device the shopper is logged in on: what it is, since when, its last use; "log out" for another device. */
export function SessionCard({ session, locale, busy, onEnd }: SessionCardProps) {
  const { t } = useTranslation('account');
  const device = deviceName(session, t);
  const signedIn = formatWrittenMoment(session.signed_in_at, locale);
  const headingId = `session-${session.id}`;
  return (
    <article className={`${styles.card} ${session.current ? styles.current : ''}`} aria-labelledby={headingId} data-testid="session">
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.device}>
          {device}
        </h3>
        {session.current && <span className={styles.badge}>{t('sessions.thisDevice')}</span>}
      </header>
      <dl className={styles.moments}>
        <div>
          <dt>{t('sessions.signedIn')}</dt>
          <dd>{signedIn}</dd>
        </div>
        <div>
          <dt>{t('sessions.lastUsed')}</dt>
          <dd>{session.current ? t('sessions.now') : formatWrittenMoment(session.last_used_at, locale)}</dd>
        </div>
      </dl>
      {!session.current && (
        <SecondaryButton
          className={styles.end}
          onClick={onEnd}
          disabled={busy}
          aria-label={t('sessions.endLabel', { device, moment: signedIn })}
        >
          {t('sessions.end')}
        </SecondaryButton>
      )}
    </article>
  );
}
