import { useTranslation } from '@lemon/shared';
import styles from './loading-state.module.css';

/** What a page shows while its data is on the way. */
export function LoadingState() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {t('loading')}
    </div>
  );
}
