// pnpm bench:search: the shop's search (issue 54) with its seed catalogue against the same build with
// BENCH_PRODUCTS more products (50,000 by default, 300,000 variations), as bench:scale compares them (see
// seed-against-large.ts; BENCH_ENGINE=postgres for PostgreSQL). Each call is asked over a mix of shoppers' queries in
// the three languages, in turn: broad words every product holds, rare ones, several words, a word being typed, a
// misspelt word, a word of another language; the results page's with their facets, some narrowed or sorted. With
// the cache off every answer is the engine's; with it on, each query was asked once before the rounds, as the
// week's popular searches are. Then the same calls as a week brings them: with the cache on, one in four asks what
// no one asked before (a product's number, a word the shop lacks, a broad word narrowed and sorted anew). The issue
// asks a results page's call under 50 ms p99 and a suggestion's under 30 ms, at 10 connections, on both engines.
import { priceRanges } from '@lemon/catalog-contract';
import { compareSeedWithLarge, type Target } from './seed-against-large';

/** What shoppers type, with the page's language: the results page's queries. */
const queries: [string, 'fr' | 'en' | 'it'][] = [
  ['citron', 'fr'],
  ['savon', 'fr'],
  ['miel', 'fr'],
  ['limonade artisanale', 'fr'],
  ['écorces confites', 'fr'],
  ['epicerie', 'fr'],
  ['coffret cadeau', 'fr'],
  ['bougie', 'fr'],
  ['thé citron', 'fr'],
  ['limonade artisnale', 'fr'],
  ['honey', 'fr'],
  ['atelier 4711', 'fr'],
  ['lemon', 'en'],
  ['soap', 'en'],
  ['gift box', 'en'],
  ['lemon curd', 'en'],
  ['candied peel', 'en'],
  ['limone', 'it'],
  ['limoni', 'it'],
  ['sapone', 'it'],
  ['miele di zagara', 'it'],
  ['bottega', 'it'],
];

/** What the header's box asks as a shopper types: the words' starts, from the second letter. */
const typing: [string, 'fr' | 'en' | 'it'][] = [
  ['ci', 'fr'],
  ['cit', 'fr'],
  ['sa', 'fr'],
  ['sav', 'fr'],
  ['mie', 'fr'],
  ['limonade ar', 'fr'],
  ['bou', 'fr'],
  ['le', 'en'],
  ['lemo', 'en'],
  ['so', 'en'],
  ['li', 'it'],
  ['limo', 'it'],
  ['sap', 'it'],
];

/** What a shopper narrows the results to, in turn over the queries: as the results page asks, with the facets. */
const narrowings = [
  '',
  '',
  '&filter[price_max]=2999',
  '&sort=price',
  '&filter[in_stock]=true&sort=-sales',
  '&filter[contains_alcohol]=false',
];

/** A word every product holds, in each language. */
const broadWords = [
  ['citron', 'fr'],
  ['lemon', 'en'],
  ['limone', 'it'],
] as const;

/** A number's digits as letters: after a word of the shop's, letters no word of it has. */
const asLetters = (number: number) => String(number).replace(/\d/g, (digit) => 'qwxzjkvbfh'[Number(digit)]!);

/**
 * The n-th of what shoppers ask that no one asked before, in turn: a product looked for by its number with a broad
 * word, a word the shop does not have (corrected, in vain), or a broad word narrowed in a way not chosen before (a
 * category, a price range, in stock or not, an order, a page), in each language. None comes twice in the first 7,560.
 */
function unseenAddress(n: number): string {
  const [word, locale] = broadWords[n % broadWords.length]!;
  const kind = Math.floor(n / 3) % 3;
  const m = Math.floor(n / 9);
  const number = 1 + ((m * 7_919) % 50_000);
  const address = (q: string, more = '') => `/api/search?${new URLSearchParams({ q, locale }).toString()}&include=facets${more}`;
  if (kind === 0) return address(`${word} ${number}`);
  if (kind === 1) return address(`${word}${asLetters(number)}`);
  const range = priceRanges[Math.floor(m / 7) % priceRanges.length]!;
  return address(
    word,
    [
      `&filter[product_category_id]=${1 + (m % 7)}`,
      `&filter[price_min]=${range.min}`,
      range.max === null ? '' : `&filter[price_max]=${range.max}`,
      Math.floor(m / 35) % 2 === 0 ? '' : '&filter[in_stock]=true',
      `&sort=${['price', '-price', '-created_at', '-sales'][Math.floor(m / 70) % 4]}`,
      `&page=${1 + (Math.floor(m / 280) % 3)}`,
    ].join(''),
  );
}

/**
 * The n-th start of words no one typed before, in turn: a broad word then the start of a product's number, or a
 * word of the shop's with letters no word has after it, in each language.
 */
function unseenTyping(n: number): string {
  const [word, locale] = broadWords[n % broadWords.length]!;
  const number = 1 + ((Math.floor(n / 6) * 7_919) % 50_000);
  const typed = Math.floor(n / 3) % 2 === 0 ? `${word} ${number}` : `${word}${asLetters(number)}`;
  return `/api/search/suggestions?${new URLSearchParams({ q: typed, locale }).toString()}`;
}

/** A call's addresses as a week brings them: the popular ones, asked before, and one in `every` never asked. */
function weekOf(popular: string[], unseen: (n: number) => string, every: number): () => string {
  let asked = 0;
  let unseenAsked = 0;
  return () => {
    asked += 1;
    return asked % every === 0 ? unseen(unseenAsked++) : popular[asked % popular.length]!;
  };
}

/** One call in this many asks what no one asked before. */
const unseenEvery = 4;

const addressesOf = (path: string, asked: [string, string][], more: (index: number) => string = () => '') =>
  asked.map(([q, locale], index) => `${path}?${new URLSearchParams({ q, locale }).toString()}${more(index)}`);

async function targetsOf(): Promise<Record<string, Target>> {
  const results = addressesOf('/api/search', queries, (index) => `&include=facets${narrowings[index % narrowings.length]}`);
  const suggestions = addressesOf('/api/search/suggestions', typing);
  return {
    [`results page's call, ${queries.length} queries in turn`]: { path: results[0]!, spread: results },
    [`suggestions, ${typing.length} starts in turn`]: { path: suggestions[0]!, spread: suggestions },
    [`results page's call, the same with one in ${unseenEvery} never asked before`]: {
      path: results[0]!,
      warm: results,
      stream: weekOf(results, unseenAddress, unseenEvery),
    },
    [`suggestions, the same with one in ${unseenEvery} never typed before`]: {
      path: suggestions[0]!,
      warm: suggestions,
      stream: weekOf(suggestions, unseenTyping, unseenEvery),
    },
  };
}

await compareSeedWithLarge({
  spreadOver: 1,
  targetsOf,
  traffic: 'each call over its mix of queries in turn; with the cache on, each asked once before the rounds',
});
