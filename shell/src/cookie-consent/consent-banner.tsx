import { $locale, Link, localizedPath, useLocation, useUnit, useTranslation } from '@lemon/shared';
import type { ConsentAnswer } from '@lemon/shared/consent-cookie';
import { untilHydrated, useHydrated } from '@lemon/kit';
import { useContext, useId, type MouseEvent } from 'react';
import { ServerDrawnContext } from '../apps/server-drawn';
import { $consentKnown } from '../consent/consent.model';
import { chooseConsent, openCookiePreferences } from './cookie-consent';
import styles from './consent-banner.module.css';

/** Where the banner's answers post before the page's scripts run (api/src/privacy/consent-form.routes.ts). */
export const consentFormAction = '/api/forms/consent';

/**
 * The cookie banner, shown until the visitor chooses: drawn with the page (the server reads the consent cookie
 * as the browser does), so it is there from the first paint. Its two answers are a form's buttons: before the
 * page's scripts run, the server keeps the choice and shows the page again without the banner; once they run, the
 * banner library keeps it in place. The preferences panel is the library's: a tap on it made before the scripts
 * run is made again once they do.
 */
export function ConsentBanner() {
  const { t } = useTranslation('shell');
  const { consent } = useContext(ServerDrawnContext);
  const { pathname, search } = useLocation();
  const [locale, known] = useUnit([$locale, $consentKnown]);
  const scripts = untilHydrated(useHydrated());
  const titleId = useId();
  const textId = useId();
  if (!consent || consent === 'chosen' || known) return null;

  const choose = (answer: ConsentAnswer) => (event: MouseEvent) => {
    event.preventDefault();
    void chooseConsent(answer).catch((error: unknown) => console.error('The cookie choice could not be kept', error));
  };
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
      <form className={styles.buttons} method="post" action={consentFormAction}>
        <input type="hidden" name="then" value={`${pathname}${search}`} />
        <button type="submit" name="choice" value="all" className="button-primary" onClick={choose('all')}>
          {t('cookies.consent.acceptAll')}
        </button>
        <button type="submit" name="choice" value="necessary" className="button-primary" onClick={choose('necessary')}>
          {t('cookies.consent.acceptNecessary')}
        </button>
        <button type="button" className="button-secondary" onClick={() => void openCookiePreferences()} {...scripts}>
          {t('cookies.consent.showPreferences')}
        </button>
      </form>
      <p className={styles.links}>
        <Link to={localizedPath(locale, 'legal')}>{t('cookies.consent.legal')}</Link>
        <Link to={localizedPath(locale, 'cgv')}>{t('cookies.consent.cgv')}</Link>
        <Link to={localizedPath(locale, 'privacy')}>{t('cookies.consent.privacy')}</Link>
      </p>
    </section>
  );
}
