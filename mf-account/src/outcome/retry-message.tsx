import { useTranslation } from '@lemon/shared';
import styles from './outcome.module.css';

/** Something could not be loaded: says what, and offers to try again. */
export function RetryMessage({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={`${styles.outcome} ${styles.problem}`} role="alert">
      <p>{text}</p>
      <button type="button" className="button-primary" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
