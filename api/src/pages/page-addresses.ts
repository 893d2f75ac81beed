import { defaultLocale, locales, type Locale } from '@lemon/shared/locales';

/**
 * The `hreflang` alternates of a page, for its head and the sitemap alike: each language's address, and the
 * default language's for any other language (`x-default`).
 */
export function hreflangAlternates(addresses: Record<Locale, string>): { hreflang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: addresses[locale] })),
    { hreflang: 'x-default', href: addresses[defaultLocale] },
  ];
}
