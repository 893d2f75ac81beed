import { shop } from '@lemon/kit';
import { useId } from 'react';
import { useTranslation } from '@lemon/shared';
import styles from './checkout.module.css';

/** Where and when the order is picked up: the shop's address and opening hours. */
export function ShopPickup() {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const { address, openingHours } = shop;
  return (
    <section className={styles.pickup} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('checkout.pickup.title')}</h2>
      <address>
        {shop.name}
        <br />
        {address.street}
        <br />
        {address.postalCode} {address.city}
      </address>
      <p>{t('checkout.pickup.hours', { opens: openingHours.opens, closes: openingHours.closes })}</p>
    </section>
  );
}
