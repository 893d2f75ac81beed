import { localizedPath, type Locale } from '@lemon/shared';
import type { Translation } from 'vanilla-cookieconsent';
import { visitorCookie } from '../analytics/visitor-cookie';
import { shellTranslations } from '../i18n';

/** A link the preferences panel shows as HTML: the banner library writes its texts into the page as markup. */
const link = (href: string, label: string) => `<a href="${href}">${label}</a>`;

/** The library's preferences panel in one language, from the shell's texts. */
export function consentTranslation(locale: Locale): Translation {
  const { preferences } = shellTranslations[locale].cookies;
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
