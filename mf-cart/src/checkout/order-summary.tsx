import { $locale, type Cart, useUnit, useTranslation } from '@lemon/shared';
import { formatPrice } from '@lemon/kit';
import { refusedLines } from './checkout-rules';
import { useFeeText, useRefusalText } from './checkout-texts';
import { $deliveryFee, $refusal } from './checkout.model';
import totals from '../totals/cart-totals.module.css';
import styles from './checkout.module.css';

/**
 * What the order holds and costs: its lines (a line refused for its stock says how many are left), the
 * amounts the server reckoned, the chosen delivery's cost, and the total to pay, the cart's total plus it.
 */
export function OrderSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const [locale, fee, refusal] = useUnit([$locale, $deliveryFee, $refusal]);
  const feeText = useFeeText();
  const refusalText = useRefusalText();
  const refused = refusedLines(refusal);
  const promoRefused = refusal?.kind === 'fields' && 'promo_id' in refusal.fields;

  return (
    <>
      <ul className={styles.orderLines} aria-label={t('checkout.summary.lines')}>
        {cart.cart_items.map((item) => {
          const { product, product_variation: variation, quantity } = item;
          const name = product.label[locale];
          const code = refused.get(item.id);
          return (
            <li key={item.id} className={styles.orderLine} data-testid="order-line">
              <span className={styles.lineName}>{name}</span>
              <span className={styles.lineTotal}>{formatPrice(variation.price * quantity)}</span>
              {variation.label[locale] !== name && <span className={styles.lineDetail}>{variation.label[locale]}</span>}
              <span className={styles.lineDetail}>{t('checkout.summary.quantity', { quantity })}</span>
              {code && (
                <p className={`${styles.error} ${styles.lineRefusal}`} role="alert" tabIndex={-1} data-refused="">
                  {refusalText(code)}
                  {code === 'stock' && ` ${t('checkout.refusals.available', { available: variation.stock })}`}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <dl className={`${totals.totals} ${styles.amounts}`}>
        <div className={totals.row}>
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd data-testid="order-subtotal">{formatPrice(cart.subtotal)}</dd>
        </div>
        {cart.promo && (
          <div className={`${totals.row} ${totals.discount}`}>
            <dt>{t('checkout.summary.discount', { code: cart.promo.code })}</dt>
            <dd data-testid="order-discount">−{formatPrice(cart.discount)}</dd>
          </div>
        )}
        <div className={totals.row}>
          <dt>{t('checkout.summary.delivery')}</dt>
          <dd data-testid="order-delivery">{feeText(fee)}</dd>
        </div>
        <div className={`${totals.row} ${totals.total}`}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="order-total">
            {fee.status === 'known' ? formatPrice(cart.total + fee.cost) : t('checkout.summary.toBeCalculated')}
          </dd>
        </div>
      </dl>
      {promoRefused && (
        <p className={styles.failure} role="alert" tabIndex={-1} data-refused="">
          {t('checkout.refusals.promo')}
        </p>
      )}
    </>
  );
}
