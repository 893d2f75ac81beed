// pnpm bench:search: the shop's search (issue 54) with its seed catalogue against the same build with
// BENCH_PRODUCTS more products (50,000 by default, 300,000 variations), as bench:scale compares them (see
// seed-against-large.ts; BENCH_ENGINE=postgres for PostgreSQL). Each call is asked over a mix of shoppers' queries in
// the three languages, in turn: broad words every product holds, rare ones, several words, a word being typed, a
// misspelt word, a word of another language; the results page's with their facets, some narrowed or sorted. With the cache off every answer is the engine's; with it on, each
// query was asked once before the rounds, as the week's popular searches are. The issue asks a results page's call
// under 50 ms p99 and a suggestion's under 30 ms, at 10 connections, on both engines.
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

const addressesOf = (path: string, asked: [string, string][], more: (index: number) => string = () => '') =>
  asked.map(([q, locale], index) => `${path}?${new URLSearchParams({ q, locale }).toString()}${more(index)}`);

async function targetsOf(): Promise<Record<string, Target>> {
  const results = addressesOf('/api/search', queries, (index) => `&include=facets${narrowings[index % narrowings.length]}`);
  const suggestions = addressesOf('/api/search/suggestions', typing);
  return {
    [`results page's call, ${queries.length} queries in turn`]: { path: results[0]!, spread: results },
    [`suggestions, ${typing.length} starts in turn`]: { path: suggestions[0]!, spread: suggestions },
  };
}

await compareSeedWithLarge({
  spreadOver: 1,
  targetsOf,
  traffic: 'each call over its mix of queries in turn; with the cache on, each asked once before the rounds',
});
