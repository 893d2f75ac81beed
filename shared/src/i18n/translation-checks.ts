// What tests check of the shop's texts, apart from what pages run (translation-bundles.ts): the rules' patterns
// would otherwise come with every page.
import type { Locale } from '../locale/locales';

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

/** Every text of a tree of texts (bundles, a page's sections, catalogue data), by its path: `it.footer.hours`, `sections.x.blocks[2]`. */
export function textsIn(tree: unknown, path = ''): [path: string, text: string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => textsIn(item, `${path}[${index}]`));
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => textsIn(value, path ? `${path}.${key}` : key));
}

/** The typewriter's apostrophe next to a letter (`l'`, `don't`, `L'Atelier`), where the shop writes `’`. */
const straightApostrophe = /\p{L}'|'\p{L}/u;

/** Any of `words` as a whole word (JavaScript's `\b` knows no accented letter), in any case unless `caseSensitive`. */
const anyWord = (words: string, { caseSensitive = false, after = '' } = {}) =>
  new RegExp(`${after}(?<!\\p{L})(?:${words})(?!\\p{L})`, caseSensitive ? 'mu' : 'imu');

/**
 * Italian speaks to the shopper with «tu». What gives «Lei» away (a capitalised pronoun within a sentence,
 * «La preghiamo», the imperatives) or «voi» (its possessives, verbs, and imperatives with a pronoun). Forms that
 * are also «tu»'s present («verifichi», «clicchi», «ci contatti») count only where an imperative stands: a
 * sentence's start.
 */
const formalItalian = [
  anyWord('Suo|Sua|Suoi|Sue|Lei|La|Le|Gli', { caseSensitive: true, after: '(?<=[\\p{Ll},;] )' }),
  /\p{Ll}(?:La|Le|Gli)(?!\p{L})/u, // contattarLa
  anyWord(
    '(?<!(?:te|ce|me|se|ve) )(?:la|le) (?:preghiamo|ringraziamo|invitiamo|informiamo|ricordiamo|chiediamo|consigliamo|confermiamo|scriveremo|invieremo)',
  ),
  anyWord('acceda|inserisca|scelga|scriva|segua|attenda|prenda|legga|aggiunga'),
  anyWord('Verifichi|Clicchi|Controlli|Confermi|Indichi|Compili|Chiami|Ci contatti|Ci scriva', {
    caseSensitive: true,
    after: '(?:^|[.!?] )',
  }),
  anyWord('vostr[oaie]'),
  anyWord('avete|potete|volete|dovete|siete|sapete|potrete|troverete|riceverete'),
  anyWord(
    'scoprite|riprovate|ricevete|contattateci|scriveteci|chiamateci|aggiungete|mettete|cuocete|stendete|sbattete|sciogliete|ripetete|scegliete|prendete',
  ),
  anyWord('\\p{L}{2,}(?:ate|ete|ite)(?:lo|la|li|le|ne|ci|vi)'), // conservatelo, lasciateci
  anyWord('(?:avvis|ringrazi|aiut|contatt|inform|invi|ricord)arvi|(?:scriv|rispond)ervi|servirvi'),
  anyWord('vi (?:ringraziamo|aspettiamo|invieremo|scriveremo|ricordiamo|chiediamo|preghiamo|consigliamo|interessa|ospita|piace)'),
];

/**
 * What the shop's wording rules find in a tree of texts, by path: an apostrophe typed `'` instead of `’`
 * (markup aside), and an Italian text (under an `it` key) that addresses the reader as «Lei» or «voi».
 * Empty when every text follows them.
 */
export function wordingProblems(tree: unknown): string[] {
  const problems: string[] = [];
  for (const [path, text] of textsIn(tree)) {
    const words = text
      .replace(/<[^>]*>/g, '\n')
      .replace(/\s*\n\s*/g, '\n')
      .replace(/[^\S\n]+/g, ' ');
    const apostrophe = words.search(straightApostrophe);
    if (apostrophe >= 0) problems.push(`${path}: ' instead of ’ in «${words.slice(Math.max(0, apostrophe - 20), apostrophe + 20)}»`);
    const formal = path.split(/[.[\]]/).includes('it') && formalItalian.map((marker) => marker.exec(words)?.[0]).find(Boolean);
    if (formal) problems.push(`${path}: «${formal.trim()}» is not how Italian speaks to the reader (tu)`);
  }
  return problems;
}
