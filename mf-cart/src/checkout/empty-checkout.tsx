import { $locale, Link, localizedPath, useUnit, useTranslation } from '@lemon/shared';
import styles from './checkout.module.css';

/** Nothing to deliver: the way back to the cart, or to the shop's products. */
export function EmptyCheckout() {
  const { t } = useTranslation('cart');
  const locale = useUnit($locale);
  return (
    <div className={styles.empty}>
      <p>{t('checkout.empty')}</p>
      <Link className="button-primary" to={localizedPath(locale, 'cart')}>
        {t('checkout.backToCart')}
      </Link>
      <Link to={localizedPath(locale, 'home')}>{t('checkout.continueShopping')}</Link>
    </div>
  );
}
