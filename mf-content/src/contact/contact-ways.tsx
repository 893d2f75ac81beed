import { shop } from '@lemon/kit';
import { useId } from 'react';
import { useTranslation } from '@lemon/shared';
import styles from './contact.module.css';

/** The other ways to reach the shop, beside the form: phone, e-mail, the shop itself and its hours. */
export function ContactWays() {
  const { t } = useTranslation('content');
  const titleId = useId();
  const { address, phone, email, openingHours } = shop;
  return (
    <aside className={styles.ways} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('contact.reach.title')}
      </h2>
      <dl className={styles.wayList}>
        <dt>{t('contact.reach.phone')}</dt>
        <dd>
          <a href={`tel:${phone.international}`}>{phone.display}</a>
        </dd>
        <dt>{t('contact.reach.email')}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
        <dt>{t('contact.reach.address')}</dt>
        <dd>
          <address className={styles.address}>
            <span>{shop.name}</span>
            <span>{address.street}</span>
            <span>
              {address.postalCode} {address.city}
            </span>
            <span>{address.country}</span>
          </address>
        </dd>
        <dt>{t('contact.reach.hours')}</dt>
        <dd>{t('contact.reach.openDaily', { opens: openingHours.opens, closes: openingHours.closes })}</dd>
      </dl>
    </aside>
  );
}
