import { useTranslation } from '@lemon/shared';
import styles from './checkout.module.css';

/** Something the page needs could not be fetched: what, announced, and a button to ask again. */
export function RetryNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className={styles.notice}>
      <p className={styles.failure} role="alert">
        {text}
      </p>
      <button type="button" className={`button-secondary ${styles.retry}`} onClick={onRetry}>
        {t('checkout.retry')}
      </button>
    </div>
  );
}
