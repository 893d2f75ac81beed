import { locales, type Locale } from '@lemon/shared/locales';

/** A page's absolute address in each language, at the shop's `origin`. */
export function addressesInEveryLocale(origin: string, pathIn: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, new URL(pathIn(locale), origin).href])) as Record<Locale, string>;
}
