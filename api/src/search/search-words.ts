// The words of the shop's search, as both engines index and look them up: case and accents folded ("Écorces" is
// "ecorces"), the language's little words left out ("de", "the", "di"), each word cut to its stem in its language
// ("savons" and "savon" are "savon", "limoni" and "limone" are "limon"), with Snowball's stemmers: the same
// algorithms PostgreSQL's French, English and Italian configurations use.
import type { Locale } from '@lemon/shared/locales';
import { LRUCache } from 'lru-cache';
import snowball from 'snowball-stemmers';
import { eng, fra, ita } from 'stopword';

const stemmers = {
  fr: snowball.newStemmer('french'),
  en: snowball.newStemmer('english'),
  it: snowball.newStemmer('italian'),
} satisfies Record<Locale, unknown>;

/** Written folded, as `words` gives them. */
const littleWords: Record<Locale, Set<string>> = {
  fr: new Set(fra.map(fold)),
  en: new Set(eng.map(fold)),
  it: new Set(ita.map(fold)),
};

/** Lower case, accents and ligatures taken off: what a shopper types on a phone is what the shop wrote. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');
}

/** The words of a text, folded: letters and digits; an apostrophe ends a word ("l'écorce" is "l", "ecorce"). */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of a text that count in `locale`, each cut to its stem there. */
export function stems(text: string, locale: Locale): string[] {
  return words(text)
    .filter((word) => !littleWords[locale].has(word))
    .map((word) => stemOf(word, locale));
}

/**
 * The stems found lately: a stemmer takes about 30 µs a word, and the header's suggestions stem the names of every
 * category and recipe as each shopper types (the same few hundred words). Bounded: the words used least go first.
 */
const stemsFound = new LRUCache<string, string>({ max: 20_000 });

/** A word cut to its stem in `locale` (a little word too: a shopper's query may be one). */
export function stemOf(word: string, locale: Locale): string {
  const key = `${locale}:${word}`;
  let stem = stemsFound.get(key);
  if (stem === undefined) {
    stem = stemmers[locale].stem(word);
    stemsFound.set(key, stem);
  }
  return stem;
}

/** Whether `word` (folded) is one of the language's little words, which the index leaves out. */
export const isLittleWord = (word: string, locale: Locale) => littleWords[locale].has(word);
