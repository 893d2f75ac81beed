import { intlLocales, type Locale } from '@lemon/shared/locales';

const namesByLocale = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in the page's language ("IT" → "Italie"): the shop's one way of naming a country, on its pages,
 * in its mails and in the countries it lists (`GET /api/countries`). A code Intl does not know is shown as it came.
 */
export function countryName(code: string, locale: Locale): string {
  let names = namesByLocale.get(locale);
  if (!names) namesByLocale.set(locale, (names = new Intl.DisplayNames(intlLocales[locale], { type: 'region' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // not a region code at all (RangeError)
  }
}
