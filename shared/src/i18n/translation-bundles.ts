import type { Locale } from '../locale/locales';

/** The same keys as the French reference, each holding a string. */
export type TranslationShape<T> = { readonly [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };

export type TranslationBundles<T> = { fr: T; en: TranslationShape<T>; it: TranslationShape<T> };

/** Types the English and Italian bundles against the French one, so a missing key fails the build. */
export function defineTranslations<T extends object>(bundles: TranslationBundles<T>): Record<Locale, T> {
  return bundles as Record<Locale, T>;
}

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

/**
 * Everything wrong with a set of bundles compared with the French one: keys missing or extra in a
 * locale, empty texts, and interpolation placeholders that differ. Empty when the bundles are complete.
 */
export function translationProblems(bundles: Record<Locale, object>): string[] {
  const reference = flatten(bundles.fr as Tree);
  const problems: string[] = [];
  for (const [locale, bundle] of Object.entries(bundles)) {
    const texts = flatten(bundle as Tree);
    for (const [key, referenceText] of reference) {
      const text = texts.get(key);
      if (text === undefined) problems.push(`${locale}: missing ${key}`);
      else if (!text.trim()) problems.push(`${locale}: empty ${key}`);
      else if (placeholdersOf(text) !== placeholdersOf(referenceText)) problems.push(`${locale}: placeholders differ in ${key}`);
    }
    for (const key of texts.keys()) if (!reference.has(key)) problems.push(`${locale}: extra ${key}`);
  }
  return problems;
}
