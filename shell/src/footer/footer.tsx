import { shop, untilHydrated, useHydrated } from '@lemon/kit';
import { useTranslation } from '@lemon/shared';
import { openCookiePreferences } from '../cookie-consent/cookie-consent';
import { PageLinkItems } from '../page-links/page-link-items';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation('shell');
  const { address, phone, openingHours } = shop;
  const scripts = untilHydrated(useHydrated());

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section>
          <h2 className={styles.heading}>{t('footer.visitUs')}</h2>
          <address className={styles.address}>
            {shop.name}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}, {address.country}
          </address>
          <p>
            {t('footer.hours', { opens: openingHours.opens, closes: openingHours.closes })}
            <br />
            <a href={`tel:${phone.international}`}>{t('footer.phone', { phone: phone.display })}</a>
          </p>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.followUs')}</h2>
          <ul className={styles.list}>
            {shop.social.map(({ network, url }) => (
              <li key={network}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {network}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label={t('footer.visitUs')}>
          <ul className={styles.list}>
            <PageLinkItems
              links={[
                { page: 'about', label: t('footer.about') },
                { page: 'contact', label: t('footer.contact') },
                { page: 'legal', label: t('footer.legal') },
                { page: 'cgv', label: t('footer.cgv') },
                { page: 'privacy', label: t('footer.privacy') },
              ]}
            />
            <li>
              {/* Reopens the cookie choices: any of them can be changed or withdrawn at any time. */}
              <button type="button" className={styles.linkButton} onClick={() => void openCookiePreferences()} {...scripts}>
                {t('cookies.settings')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), name: shop.name })}</p>
    </footer>
  );
}
