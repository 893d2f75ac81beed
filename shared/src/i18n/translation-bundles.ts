import type { Locale } from '../locale/locales';

/** The same keys as the French reference, each holding a string. */
export type TranslationShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };

export type TranslationBundles<T> = { fr: T; en: TranslationShape<T>; it: TranslationShape<T> };

/** Types the English and Italian bundles against the French one, so a missing key fails the build. */
export function defineTranslations<T extends object>(bundles: TranslationBundles<T>): Record<Locale, T> {
  return bundles as Record<Locale, T>;
}
