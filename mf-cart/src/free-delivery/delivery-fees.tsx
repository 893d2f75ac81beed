import { formatPrice, shop } from '@lemon/kit';
import { useUnit, useTranslation } from '@lemon/shared';
import { useEffect, useId } from 'react';
import { $franceFees, deliveryFeesHidden, deliveryFeesShown } from './delivery-fees.model';
import { FreeDeliveryProgress } from './free-delivery-progress';
import styles from './delivery-fees.module.css';

/**
 * What delivery costs for this cart before any login or address, as the API's rules answer it: home delivery in
 * France and Monaco (and from how much it is free), pickup in the shop if offered, the way to free delivery; other
 * countries at the next step. Follows the cart's total as it changes.
 */
export function DeliveryFees({ total }: { total: number }) {
  const { t } = useTranslation('cart');
  const [fees, shown, hidden] = useUnit([$franceFees, deliveryFeesShown, deliveryFeesHidden]);
  const titleId = useId();
  useEffect(() => {
    shown();
    return () => hidden();
  }, [shown, hidden]);

  const ready = fees.status === 'ready' ? fees : null;
  const cost = (cents: number | null, free: string) =>
    cents === null ? t('deliveryFees.unknown') : cents === 0 ? free : formatPrice(cents);
  return (
    <section className={styles.fees} aria-labelledby={titleId} aria-busy={fees.status === 'loading'} data-testid="delivery-fees">
      <h3 id={titleId} className={styles.title}>
        {t('deliveryFees.title')}
      </h3>
      {fees.status === 'error' ? (
        <p className={styles.note}>{t('deliveryFees.failed')}</p>
      ) : (
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>
              <span>{t('deliveryFees.france')}</span>
              {ready && ready.freeFrom !== null && (
                <span className={styles.rule}>{t('deliveryFees.freeFrom', { amount: formatPrice(ready.freeFrom) })}</span>
              )}
            </dt>
            <dd data-testid="cart-fee-shipping">
              {ready ? cost(ready.shipping, t('deliveryFees.shippingFree')) : t('deliveryFees.loading')}
            </dd>
          </div>
          {ready && ready.pickup !== null && (
            <div className={styles.row}>
              <dt>{t('deliveryFees.pickup', { city: shop.address.city })}</dt>
              <dd data-testid="cart-fee-pickup">{cost(ready.pickup, t('deliveryFees.pickupFree'))}</dd>
            </div>
          )}
        </dl>
      )}
      <FreeDeliveryProgress total={total} threshold={ready?.freeFrom ?? undefined} />
      <p className={styles.note}>{t('deliveryFees.elsewhere')}</p>
    </section>
  );
}
