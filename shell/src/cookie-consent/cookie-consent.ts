import { $locale, defaultLocale, locales, type Locale } from '@lemon/shared';
import { createEffect, sample } from 'effector';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { visitorCookie } from '../analytics/visitor-cookie';
import { consentTranslation } from './consent-translations';
import { consentCookie, consentRevision } from '../consent/consent-cookie';
import { consentSettled } from '../consent/consent.model';

export function consentConfig(): CookieConsentConfig {
  return {
    revision: consentRevision,
    cookie: {
      name: consentCookie.name,
      expiresAfterDays: consentCookie.days,
      sameSite: 'Lax',
      secure: location.protocol === 'https:',
    },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true },
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

// The library (about 15 kB with its styles) loads after the page is shown, never before the first paint.
const loadLibrary = () =>
  Promise.all([
    import('vanilla-cookieconsent'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
    import('./cookie-consent.css'),
  ]).then(([library]) => library);
let library: ReturnType<typeof loadLibrary> | undefined;
let started: Promise<void> | undefined;

/** Shows the banner until the visitor chooses; their choice, once made, reaches the store on every page load. */
export function startCookieConsent(): Promise<void> {
  started ??= (library ??= loadLibrary()).then((CookieConsent) => CookieConsent.run(consentConfig()));
  return started;
}

// The banner speaks the site's language, whichever page it is on.
const setBannerLanguageFx = createEffect(async (locale: Locale) => {
  // Forced: the library reads the page's language, which the shell may already have changed.
  if (library) await (await library).setLanguage(locale, true);
});
sample({ clock: $locale.updates, target: setBannerLanguageFx });

/** The footer's "Cookie settings": the preferences panel, where any choice can be changed or withdrawn. */
export async function openCookiePreferences(): Promise<void> {
  await startCookieConsent(); // a click before the banner has started waits for it
  (await library!).showPreferences();
}
