import { $cart, $locale, type Cart, Link, localizedPath, useLocation, useUnit, useTranslation } from '@lemon/shared';
import { Page } from '@lemon/kit';
import { useId } from 'react';
import { useFreshCart } from '../fresh-cart/fresh-cart';
import { DeliveryFees } from '../free-delivery/delivery-fees';
import { PromoCode } from '../promo/promo-code';
import { CartTotals } from '../totals/cart-totals';
import { CartLine } from './cart-line';
import styles from './cart-page.module.css';

/**
 * Beside the lines: the promo code, the amounts the server reckoned, what delivery costs (before any login) and
 * the way to free delivery, the next step.
 */
function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const locale = useUnit($locale);
  const titleId = useId();
  return (
    <aside className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        {t('cart.summary')}
      </h2>
      <PromoCode promo={cart.promo} />
      <CartTotals cart={cart} />
      <DeliveryFees total={cart.total} />
      {/* Login required: the shell's guard asks an anonymous shopper to log in first. */}
      <Link className={`button-primary ${styles.checkout}`} to={localizedPath(locale, 'delivery')}>
        {t('cart.checkout')}
      </Link>
    </aside>
  );
}

/**
 * Why a change to the cart the server answered changed nothing (`?refused=stock`): a page whose scripts had not
 * started posted its form (api/src/cart/cart-form.routes.ts), and the server sent the shopper here.
 */
function AddRefusal() {
  const { t } = useTranslation('cart');
  const refused = new URLSearchParams(useLocation().search).get('refused');
  if (refused !== 'stock' && refused !== 'unavailable' && refused !== 'changed') return null;
  return (
    <p role="alert" className={styles.refused}>
      {t(`cart.refused.${refused}`)}
    </p>
  );
}

/** The cart page (`panier`): the cart the shell loaded into the page's store, changed in place. */
export function CartPage() {
  useFreshCart();
  const { t } = useTranslation('cart');
  const [cart, locale] = useUnit([$cart, $locale]);

  return (
    <Page title={t('cart.title')}>
      <AddRefusal />
      {!cart || cart.cart_items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('cart.empty')}</p>
          <Link to={localizedPath(locale, 'home')}>{t('cart.continueShopping')}</Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label={t('cart.lines')}>
            {cart.cart_items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <CartSummary cart={cart} />
        </div>
      )}
    </Page>
  );
}
