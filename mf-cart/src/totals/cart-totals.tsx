import type { Cart } from '@lemon/shared';
import { formatPrice } from '@lemon/kit';
import { useTranslation } from '@lemon/shared';
import styles from './cart-totals.module.css';

/** Subtotal, the promo's discount, total: each as the server reckoned it, never added up here (delivery: `DeliveryFees`). */
export function CartTotals({ cart }: { cart: Pick<Cart, 'subtotal' | 'promo' | 'discount' | 'total'> }) {
  const { t } = useTranslation('cart');
  return (
    <>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>{t('totals.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(cart.subtotal)}</dd>
        </div>
        {cart.promo && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{t('totals.discount', { code: cart.promo.code })}</dt>
            <dd data-testid="cart-discount">−{formatPrice(cart.discount)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('totals.total')}</dt>
          <dd data-testid="cart-total">{formatPrice(cart.total)}</dd>
        </div>
      </dl>
    </>
  );
}
