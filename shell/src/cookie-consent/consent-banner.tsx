import { $locale, Link, localizedPath } from '@lemon/shared';
import { untilHydrated, useHydrated } from '@lemon/kit';
import { useUnit } from 'effector-react';
import { useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDrawnContext } from '../apps/server-drawn';
import { $consentKnown } from '../consent/consent.model';
import { chooseConsent, openCookiePreferences } from './cookie-consent';
import styles from './consent-banner.module.css';

/**
 * The cookie banner, shown until the visitor chooses: drawn with the page (the server reads the consent cookie
 * as the browser does), so it is there from the first paint and its buttons keep a tap made before the scripts
 * run. The banner library stores the choice and shows the preferences panel.
 */
export function ConsentBanner() {
  const { t } = useTranslation('shell');
  const { consent } = useContext(ServerDrawnContext);
  const [locale, known] = useUnit([$locale, $consentKnown]);
  const scripts = untilHydrated(useHydrated());
  const titleId = useId();
  const textId = useId();
  if (!consent || consent === 'chosen' || known) return null;

  const choose = (categories: 'all' | string[]) => () =>
    void chooseConsent(categories).catch((error: unknown) => console.error('The cookie choice could not be kept', error));
  return (
    <section id="consent-banner" role="dialog" aria-labelledby={titleId} aria-describedby={textId} className={styles.banner}>
      <h2 id={titleId} className={styles.title}>
        {t('cookies.consent.title')}
      </h2>
      <p id={textId} className={styles.text}>
        {consent === 'again' && `${t('cookies.consent.revisionMessage')} `}
        {t('cookies.consent.description')}
      </p>
      {/* Accepting and refusing weigh the same: the same look, side by side. */}
      <div className={styles.buttons}>
        <button type="button" className="button-primary" onClick={choose('all')} {...scripts}>
          {t('cookies.consent.acceptAll')}
        </button>
        <button type="button" className="button-primary" onClick={choose([])} {...scripts}>
          {t('cookies.consent.acceptNecessary')}
        </button>
        <button type="button" className="button-secondary" onClick={() => void openCookiePreferences()} {...scripts}>
          {t('cookies.consent.showPreferences')}
        </button>
      </div>
      <p className={styles.links}>
        <Link to={localizedPath(locale, 'legal')}>{t('cookies.consent.legal')}</Link>
        <Link to={localizedPath(locale, 'cgv')}>{t('cookies.consent.cgv')}</Link>
        <Link to={localizedPath(locale, 'privacy')}>{t('cookies.consent.privacy')}</Link>
      </p>
    </section>
  );
}
