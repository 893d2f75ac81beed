// Laying the owner's changes over a version someone else saved meanwhile, both made from the version she
// started from (`base`): what she changed is hers, what she left is theirs.
import { locales, type Locale } from '@lemon/shared';

/** Whether two values hold the same (texts, lists, plain records). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Hers where she changed it from the version she started from, else theirs. */
export const pick = <Value>(mine: Value, base: Value, theirs: Value): Value => (same(mine, base) ? theirs : mine);

/** A text in every language, each language picked on its own. */
export const pickTexts = (mine: Record<Locale, string>, base: Record<Locale, string>, theirs: Record<Locale, string>) =>
  Object.fromEntries(locales.map((language) => [language, pick(mine[language], base[language], theirs[language])])) as Record<
    Locale,
    string
  >;

/** A set (the recipes a product is in, the products a recipe uses): theirs, less what she took off, with what she added. */
export function pickSet<Item>(mine: Item[], base: Item[], theirs: Item[], idOf: (item: Item) => number): Item[] {
  const has = (list: Item[], item: Item) => list.some((other) => idOf(other) === idOf(item));
  return [
    ...theirs.filter((item) => !has(base, item) || has(mine, item)),
    ...mine.filter((item) => !has(base, item) && !has(theirs, item)),
  ];
}
