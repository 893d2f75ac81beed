import { i18n, localizedPath, textsReady, type Locale } from '@lemon/shared';
import type { Translation } from 'vanilla-cookieconsent';
import { visitorCookie } from '../analytics/visitor-cookie';
import type { fr } from '../i18n/fr';
import { shellNamespace } from '../i18n/load';

/** A link the preferences panel shows as HTML: the banner library writes its texts into the page as markup. */
const link = (href: string, label: string) => `<a href="${href}">${label}</a>`;

/** The library's preferences panel in one language, from the shell's texts (loaded for it if the page has not got them). */
export async function consentTranslation(locale: Locale): Promise<Translation> {
  await textsReady(locale, [shellNamespace]);
  const { preferences } = (i18n.getResourceBundle(locale, shellNamespace) as typeof fr).cookies;
  return {
    // The banner is the shell's own (consent-banner.tsx): the library never shows its consent box.
    consentModal: {},
    preferencesModal: {
      title: preferences.title,
      acceptAllBtn: preferences.acceptAll,
      acceptNecessaryBtn: preferences.acceptNecessary,
      savePreferencesBtn: preferences.save,
      closeIconLabel: preferences.close,
      sections: [
        preferences.intro,
        { ...preferences.necessary, linkedCategory: 'necessary' },
        { ...preferences.preferencesCategory, linkedCategory: 'preferences' },
        {
          ...preferences.analytics,
          linkedCategory: 'analytics',
          cookieTable: {
            headers: { name: preferences.table.name, duration: preferences.table.duration, purpose: preferences.table.purpose },
            body: [{ name: visitorCookie.name, ...preferences.visitorCookie }],
          },
        },
        {
          title: preferences.more.title,
          description: `${preferences.more.description} ${link(localizedPath(locale, 'privacy'), preferences.more.privacy)}. ${link(localizedPath(locale, 'contact'), preferences.more.contact)}`,
        },
      ],
    },
  };
}
