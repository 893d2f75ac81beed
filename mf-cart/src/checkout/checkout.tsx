import type { Cart } from '@lemon/shared';
import { useUnit, useTranslation } from '@lemon/shared';
import { useEffect, useId, useRef } from 'react';
import { $method, $refusalCount, checkoutLeft, checkoutOpened } from './checkout.model';
import { DeliveryAddress } from './delivery-address';
import { DeliveryMethodChoice } from './delivery-method';
import { OrderSummary } from './order-summary';
import { PayForm } from './pay-form';
import { ShopPickup } from './shop-pickup';
import styles from './checkout.module.css';

/**
 * The delivery step for a cart with lines: how and where it is delivered beside what the order holds and
 * costs, the boxes to tick and the pay button. After each refused attempt, the first refusal takes the focus.
 */
export function Checkout({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const [method, refusalCount, open, leave] = useUnit([$method, $refusalCount, checkoutOpened, checkoutLeft]);
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    open();
    // Back from the payment page through the browser's cache: the page is open again, its button too.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) open();
    };
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener('pageshow', restored);
      leave();
    };
  }, [open, leave]);

  const refusalsSeen = useRef(refusalCount);
  useEffect(() => {
    if (refusalCount === refusalsSeen.current) return;
    refusalsSeen.current = refusalCount;
    root.current?.querySelector<HTMLElement>('[data-refused]')?.focus();
  }, [refusalCount]);

  return (
    <div className={styles.layout} ref={root}>
      <div className={styles.steps}>
        <DeliveryMethodChoice />
        {method === 'shipping' ? <DeliveryAddress /> : <ShopPickup />}
      </div>
      <aside className={styles.summary} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.summaryTitle}>
          {t('checkout.summary.title')}
        </h2>
        <OrderSummary cart={cart} />
        <PayForm cart={cart} />
      </aside>
    </div>
  );
}
