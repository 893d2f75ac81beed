import { formatPrice } from '@lemon/kit';
import { useId } from 'react';
import { useTranslation } from '@lemon/shared';
import { freeDeliveryProgress } from './free-delivery';
import styles from './free-delivery-progress.module.css';

/**
 * "X € more for free delivery in France and Monaco", then "Delivery is free…", over a bar that fills up; from the
 * API's `threshold` when given.
 */
export function FreeDeliveryProgress({ total, threshold: from }: { total: number; threshold?: number }) {
  const { t } = useTranslation('cart');
  const messageId = useId();
  const { missing, reached, done, threshold } = freeDeliveryProgress(total, from);
  return (
    <div className={styles.progress}>
      {/* Announced as it changes with the quantities and the promo code. */}
      <p id={messageId} className={reached ? styles.reached : styles.message} aria-live="polite">
        {reached ? t('freeDelivery.reached') : t('freeDelivery.missing', { amount: formatPrice(missing) })}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={messageId}
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={done}
        aria-valuetext={t('freeDelivery.progress', { total: formatPrice(done), threshold: formatPrice(threshold) })}
      >
        <span className={styles.bar} style={{ width: `${(done / threshold) * 100}%` }} />
      </div>
    </div>
  );
}
