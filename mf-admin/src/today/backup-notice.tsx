import { $locale, useUnit, useTranslation } from '@lemon/shared';
import type { BackupState } from '@lemon/staff-contract';
import { formatMoment } from '@lemon/shop-format';
import styles from './today.module.css';

/**
 * What Today says of the backups: one line when the last night's was made; a card that cannot be missed when it
 * failed or none was made for a day and a half, telling the owner whom to tell. Nothing on PostgreSQL, whose
 * backups its operator makes.
 */
export function BackupNotice({ backups }: { backups: BackupState | null | undefined }) {
  const { t } = useTranslation('admin');
  const locale = useUnit($locale);
  if (!backups) return null;
  const made = backups.last_made_at && formatMoment(backups.last_made_at, locale);
  if (backups.state === 'ok') return <p className={styles.note}>{t('today.backups.ok', { time: made })}</p>;
  const failed = backups.last_failed_at && formatMoment(backups.last_failed_at, locale);
  const text =
    backups.state === 'failed'
      ? made
        ? t('today.backups.failed', { time: failed, since: made })
        : t('today.backups.failedNever', { time: failed })
      : made
        ? t('today.backups.missing', { time: made })
        : t('today.backups.missingNever');
  return (
    <section className={`${styles.card} ${styles.warning}`} aria-labelledby="today-backups">
      <h3 id="today-backups">{t('today.backups.title')}</h3>
      <p>{text}</p>
    </section>
  );
}
