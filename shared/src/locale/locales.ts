export const locales = ['fr', 'en', 'it'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'fr';
/** Where the shopper's language choice is kept between visits. */
export const localeStorageKey = 'locale';

/** Each language named in itself, as a language switcher shows it. */
export const localeNames: Record<Locale, string> = { fr: 'Français', en: 'English', it: 'Italiano' };

/** The regional formats dates and numbers follow in each language (European English: "17 February"). */
export const intlLocales: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', it: 'it-IT' };

/**
 * The shop's clock: it counts its days and writes its moments in its own time zone, whatever the visitor's or
 * the server's (a view at 00:30 in Menton is of that day, not of UTC's).
 */
export const shopTimeZone = 'Europe/Paris';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The spec's guess order: the persisted choice, the browser language with its region,
 * the browser language without it, then French.
 */
export function guessLocale(stored: string | null | undefined, browserLanguage: string | null | undefined): Locale {
  const language = browserLanguage?.toLowerCase();
  const candidates = [stored, language, language?.split('-')[0]];
  return candidates.find(isLocale) ?? defaultLocale;
}
