import { $locale, defaultLocale, locales, type Locale } from '@lemon/shared';
import { createEffect, sample } from 'effector';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { visitorCookie } from '../analytics/visitor-cookie';
import { consentTranslation } from './consent-translations';
import {
  consentAnswers,
  consentCookie,
  consentCookieDomain,
  consentCookieValue,
  consentRevision,
  type ConsentAnswer,
} from '@lemon/shared/consent-cookie';
import Cookies from 'js-cookie';
import { earlierConsent } from '../consent/consent-cookie';
import { consentSettled } from '../consent/consent.model';

export function consentConfig(): CookieConsentConfig {
  return {
    revision: consentRevision,
    // The banner is the shell's own (consent-banner.tsx), drawn with the page; the library keeps the choice and
    // shows the preferences panel.
    autoShow: false,
    cookie: {
      name: consentCookie.name,
      expiresAfterDays: consentCookie.days,
      sameSite: 'Lax',
      secure: location.protocol === 'https:',
    },
    guiOptions: {
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      preferences: {},
      analytics: { autoClear: { cookies: [{ name: visitorCookie.name }] } },
    },
    language: {
      // The page's language, which the shell keeps on <html lang> (French when it cannot tell).
      default: defaultLocale,
      autoDetect: 'document',
      translations: Object.fromEntries(locales.map((each) => [each, () => consentTranslation(each)])),
    },
    // On every page load with a valid consent, and on the first one.
    onConsent: ({ cookie }) => consentSettled(cookie.categories),
    onChange: ({ cookie }) => consentSettled(cookie.categories),
  };
}

// The library (about 10 kB with its styles) loads when the visitor opens the preferences panel: the banner's two
// answers are kept without it.
const loadLibrary = () =>
  Promise.all([
    import(/* webpackChunkName: "cookie-consent" */ 'vanilla-cookieconsent'),
    import(/* webpackChunkName: "cookie-consent" */ 'vanilla-cookieconsent/dist/cookieconsent.css'),
    import(/* webpackChunkName: "cookie-consent" */ './cookie-consent.css'),
  ]).then(([library]) => library);
let library: ReturnType<typeof loadLibrary> | undefined;
let running: Promise<void> | undefined;

function runLibrary(): Promise<void> {
  running ??= (library ??= loadLibrary()).then((CookieConsent) => CookieConsent.run(consentConfig()));
  return running;
}

/** A choice made on an earlier visit reaches the store on every page load; a visitor the banner asks has not made one. */
export function startCookieConsent(): void {
  const earlier = earlierConsent();
  if (earlier) consentSettled(earlier);
}

// The banner speaks the site's language, whichever page it is on.
const setBannerLanguageFx = createEffect(async (locale: Locale) => {
  // Forced: the library reads the page's language, which the shell may already have changed.
  if (library) await (await library).setLanguage(locale, true);
});
sample({ clock: $locale.updates, target: setBannerLanguageFx });

/**
 * The banner's "accept all" or "necessary only", kept in the cookie as the library keeps it, with its attributes, so
 * that the library later reads and replaces that very cookie. Once the library runs in the page (the panel was opened), it keeps the choice itself.
 */
export async function chooseConsent(answer: ConsentAnswer): Promise<void> {
  if (running) {
    await running;
    (await library!).acceptCategory(answer === 'all' ? 'all' : []);
    return;
  }
  const { hostname, protocol } = location;
  const categories = consentAnswers[answer];
  Cookies.set(consentCookie.name, consentCookieValue(categories, { languageCode: document.documentElement.lang || defaultLocale }), {
    expires: consentCookie.days,
    path: '/',
    sameSite: 'Lax',
    secure: protocol === 'https:',
    ...consentCookieDomain(hostname),
  });
  consentSettled(categories);
}

/** The footer's "Cookie settings": the preferences panel, where any choice can be changed or withdrawn. */
export async function openCookiePreferences(): Promise<void> {
  await runLibrary(); // a click before the banner has started waits for it
  (await library!).showPreferences();
}
