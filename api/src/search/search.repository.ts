import type { ProductFacets } from '@lemon/catalog-contract';
import { locales, type Locale } from '@lemon/shared/locales';
import { distance } from 'fastest-levenshtein';
import { sql } from 'kysely';
import type { ProductRow } from '../catalog/catalog-serializers';
import { localized } from '../catalog/localized-columns';
import { facetsOf, facetsOfGroups, filtersChosen, noFacets, passingFilters, type ShopperFilters } from '../catalog/product-filters';
import { shownProducts } from '../catalog/products.repository';
import type { LocalizedColumns } from '../database/column-types';
import type { DbOrTransaction } from '../database/database';
import { searchEngineOf, type Matches, type MatchingIds, type QueryWords } from './search-engines.repository';
import { queryAlternatives, synonymTerms } from './search-synonyms.repository';
import { orderColumn, type ChosenOrder, type FactsSnapshot, type ShownProductFacts } from './shown-product-facts';
import { isLittleWord, stemOf, words } from './search-words';

/** The words of a shopper's query (folded) that count in each language; the last is read as a start of a word too. */
function queryWords(typed: readonly string[]): QueryWords {
  // A language where the query holds only little words ("de") is not searched in: the index leaves them out.
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, typed.filter((word) => !isLittleWord(word, locale))])) as Record<
    Locale,
    string[]
  >;
  return { byLocale, lastIsPrefix: true };
}

/** The words of the shop's index (a few thousand), as `correctedQuery` knows them. */
const shopWords = async (db: DbOrTransaction) => (await db.selectFrom('search_words').select('word').execute()).map((row) => row.word);

/** Words this short are not corrected: one letter changes what they are. */
const shortestCorrected = 5;

/**
 * The query with each misspelt word of five letters or more (no word of the shop is it, or starts with it when it
 * is the last, being typed) replaced by the shop's word one letter away from it (one missing, added or wrong),
 * the first in the alphabet when there are several (so on both engines); undefined when none is. Given the shop's
 * words (`knownWords`), a word among them is not looked up.
 */
export async function correctedQuery(db: DbOrTransaction, query: string, knownWords?: readonly string[]): Promise<string | undefined> {
  const typed = words(query);
  const engine = searchEngineOf(db);
  let corrected = false;
  const fixed = await Promise.all(
    typed.map(async (word, index) => {
      if (word.length < shortestCorrected || /\d/.test(word)) return word;
      const isLast = index === typed.length - 1;
      const isKnown = (known: string) => known === word || (isLast && known.startsWith(word) && known.length === word.length + 1);
      // A word the shop has is not misspelt: no need to ask the index for words like it.
      if (knownWords?.some(isKnown)) return word;
      const candidates = await engine.wordsLike(db, word);
      if (candidates.some((known) => known === word || (isLast && known.startsWith(word)))) return word;
      const nearest = candidates.filter((known) => distance(known, word) === 1).sort()[0];
      if (nearest === undefined) return word;
      corrected = true;
      return nearest;
    }),
  );
  return corrected ? fixed.join(' ') : undefined;
}

/** What a search is asked: its words, the page's language, the shopper's filters and order, the page. */
export interface SearchOptions {
  query: string;
  locale: Locale;
  filters?: ShopperFilters;
  /** The order a shopper chose (by price, newest, best sellers); the most relevant first when none. */
  sort?: ChosenOrder;
  /** Also count what each filter's choices would show. */
  facets?: boolean;
  page: number;
  perPage: number;
}

export interface Found {
  rows: ProductRow[];
  total: number;
  facets?: ProductFacets;
  correctedQuery?: string;
}

/**
 * A page of the products shoppers see (never a hidden one) whose words hold every word of `query`, narrowed by
 * the filters, the most relevant first or in the order asked (the shop's order breaks ties), with how many there
 * are in all. A query finding nothing at all is corrected (`correctedQuery`): what the corrected query finds, if
 * anything, is answered, with it.
 */
export async function searchProducts(db: DbOrTransaction, options: SearchOptions, facts?: ShownProductFacts): Promise<Found> {
  const found = await productsMatching(db, options, facts);
  if (found.total > 0 || found.wordsMatched) return found;
  const corrected = await correctedQuery(db, options.query, facts && (await keptOr(facts, 'words', () => shopWords(db))));
  if (corrected === undefined) return found;
  const foundCorrected = await productsMatching(db, { ...options, query: corrected }, facts);
  return foundCorrected.total > 0 || foundCorrected.wordsMatched ? { ...foundCorrected, correctedQuery: corrected } : found;
}

/**
 * The most matches ranked by relevance. Beyond, most hold the words alike, so the rank says little, and scoring
 * every match would cost each search of a broad word tens of milliseconds: they come in the shop's order, as a
 * category's products do.
 */
export const rankedAtMost = 1_000;

/** What the matches of a query come to once filtered: how many, the facets if asked, and the page asked. */
interface Counted {
  total: number;
  facets?: ProductFacets;
  /** Whether the words found anything before the filters narrowed it. */
  wordsMatched: boolean;
  /** The page asked, the most relevant first (when there are few enough to rank and no order was asked). */
  pageByRelevance: () => Promise<ProductRow[]>;
  /** The page asked, in the order asked (the shop's when none), the shop's order breaking ties. */
  pageInOrder: () => Promise<ProductRow[]>;
}

/** The words of a query as the index is asked for them: its matches' ids alone, or with their relevance too. */
interface Matching {
  ids: MatchingIds;
  /** With their relevance, among those said (when said). */
  matches: (among?: readonly number[]) => Matches;
}

/**
 * The products matching the query, narrowed by the filters; `wordsMatched`: whether the words found anything
 * before the filters narrowed it (a query finding nothing only through its filters is not corrected). Counted
 * first: the most relevant first when there are few enough to rank and no order was asked, else in the order asked
 * and then the shop's. Counted in the process's facts of the products shown when it keeps them, else in the database.
 */
async function productsMatching(
  db: DbOrTransaction,
  options: SearchOptions,
  facts: ShownProductFacts | undefined,
): Promise<Found & { wordsMatched: boolean }> {
  const engine = searchEngineOf(db);
  const synonyms = await keptOr(facts, 'synonyms', () => synonymTerms(db));
  const alternatives = queryAlternatives(options.query, synonyms).map(queryWords);
  const ids = engine.matchingIds(alternatives);
  if (!ids) return { rows: [], total: 0, wordsMatched: false, ...(options.facets && { facets: noFacets() }) };
  // Words counting in some language have matches too.
  const matches = (among?: readonly number[]) => engine.matches(alternatives, options.locale, among)!;
  const { total, facets, wordsMatched, pageByRelevance, pageInOrder } = facts
    ? await countedInFacts(db, await facts.current(), { ids, matches, key: JSON.stringify(alternatives) }, options)
    : await countedInDatabase(db, { ids, matches }, options);
  const ranked = (options.sort ?? []).length === 0 && total <= rankedAtMost;
  const rows = total === 0 ? [] : ranked ? await pageByRelevance() : await pageInOrder();
  return { rows, total, wordsMatched, ...(facets && { facets }) };
}

/** The page asked of `matches` passing the filters, the most relevant first. */
const pageByRelevance = (db: DbOrTransaction, matches: Matches, { filters = {}, page, perPage }: SearchOptions) =>
  shownProducts(db)
    .innerJoin(matches.as('matches'), 'matches.product_id', 'products.id')
    .where(passingFilters(filters))
    .selectAll('products')
    .orderBy('matches.relevance', 'desc')
    .orderBy('products.position')
    .orderBy('products.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();

/** The matches counted by the database: the page read along the index of the order asked, up to its end. */
async function countedInDatabase(db: DbOrTransaction, { ids, matches }: Matching, options: SearchOptions): Promise<Counted> {
  const { filters = {}, sort = [], page, perPage } = options;
  const engine = searchEngineOf(db);
  const matched = shownProducts(db).where(sql<boolean>`products.id in ${ids}`);
  const found = matched.where(passingFilters(filters));
  // The index holds only the products shoppers see: with no filter, it counts them alone.
  const counted = filtersChosen(filters)
    ? found.select(sql<number>`count(*)`.as('total'))
    : db.selectFrom(ids.as('matches')).select(sql<number>`count(*)`.as('total'));
  const { total, facets } = options.facets
    ? await facetsOf(db, matched, filters)
    : { total: Number((await counted.executeTakeFirstOrThrow()).total), facets: undefined };
  const wordsMatched =
    total > 0 || (facets?.matched ?? (filtersChosen(filters) ? (await matched.select('products.id').limit(1).execute()).length : 0)) > 0;
  const pageInOrder = () =>
    sort
      .reduce(
        (list, { field, descending }) => list.orderBy(orderColumn[field], descending ? 'desc' : 'asc'),
        shownProducts(db).where(engine.inOrderAmong(ids)).where(passingFilters(filters)).selectAll('products'),
      )
      .orderBy('products.position')
      .orderBy('products.id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  return { total, facets, wordsMatched, pageByRelevance: () => pageByRelevance(db, matches(), options), pageInOrder };
}

/**
 * The matches counted in the facts of the products shown: their ids alone are read from the index (once for the
 * same words, while the facts hold); their count, facets and page are found among the facts, and only the page's
 * rows are read.
 */
async function countedInFacts(
  db: DbOrTransaction,
  facts: FactsSnapshot,
  { ids, matches, key }: Matching & { key: string },
  options: SearchOptions,
): Promise<Counted> {
  const { filters = {}, sort = [], page, perPage } = options;
  const among = await facts.rowsMatching(key, () => searchEngineOf(db).readIds(db, ids));
  const passing = (row: number) => among[row] === 1 && facts.passes(row, filters);
  let total = 0;
  let facets: ProductFacets | undefined;
  if (options.facets) ({ total, facets } = await facetsOfGroups(db, facts.facetGroups(among, filters), filters));
  else for (let row = 0; row < among.length; row += 1) if (passing(row)) total += 1;
  const pageInOrder = async () => {
    const order = sort.length === 0 ? undefined : await facts.rowsInOrder(db, sort);
    const rowCount = order?.length ?? among.length;
    const pageIds: number[] = [];
    for (let index = 0, skipped = 0; index < rowCount && pageIds.length < perPage; index += 1) {
      const row = order ? order[index]! : index;
      if (!passing(row)) continue;
      if (skipped < (page - 1) * perPage) skipped += 1;
      else pageIds.push(facts.ids[row]!);
    }
    if (pageIds.length === 0) return [];
    const rows = await shownProducts(db).where('products.id', 'in', pageIds).selectAll('products').execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return pageIds.flatMap((id) => byId.get(id) ?? []);
  };
  // The few passing named, so that the index scores them alone, each looked up by id, not every match of a broad word.
  const passingIds = () => [...facts.ids.filter((_, row) => passing(row))];
  return {
    total,
    facets,
    wordsMatched: among.includes(1),
    pageByRelevance: () => pageByRelevance(db, matches(passingIds()), options),
    pageInOrder,
  };
}

/**
 * What searches read alike whatever the query, until the catalogue changes (the synonyms, the categories, the
 * recipes): kept with the process's facts when it keeps them, else read.
 */
async function keptOr<Value>(facts: ShownProductFacts | undefined, name: string, read: () => Promise<Value>): Promise<Value> {
  return facts ? (await facts.current()).kept(name, read) : read();
}

/** Suggestions of each kind a shopper is shown as they type. */
export const suggestedAtMost = { products: 5, categories: 3, recipes: 3 };

/**
 * Whether a name holds every word of the query, in one of the three languages: each word of the query starts one
 * of the name's words, or has the same stem ("savons" suggests "Savon").
 */
function nameHoldsQuery(name: Record<Locale, string>, alternatives: readonly QueryWords[]): boolean {
  return alternatives.some(({ byLocale }) =>
    locales.some((locale) => {
      const typed = byLocale[locale];
      if (typed.length === 0) return false;
      const own = words(name[locale]);
      const ownStems = new Set(own.map((word) => stemOf(word, locale)));
      return typed.every((word) => own.some((each) => each.startsWith(word)) || ownStems.has(stemOf(word, locale)));
    }),
  );
}

/**
 * What the header's search box suggests as a shopper types: the most relevant products shown, and the categories
 * (those with products to show) and recipes whose name holds what was typed.
 */
export async function suggestions(db: DbOrTransaction, { query, locale }: { query: string; locale: Locale }, facts?: ShownProductFacts) {
  const [products, categories, recipes, synonyms] = await Promise.all([
    searchProducts(db, { query, locale, page: 1, perPage: suggestedAtMost.products }, facts),
    keptOr(facts, 'categories shown', () =>
      db
        .selectFrom('product_categories')
        .innerJoin('product_category_counts', 'product_category_counts.product_category_id', 'product_categories.id')
        .selectAll('product_categories')
        .where('product_category_counts.shown_products', '>', 0)
        .orderBy('product_categories.position')
        .orderBy('product_categories.id')
        .execute(),
    ),
    keptOr(facts, 'recipes', () => db.selectFrom('recipes').selectAll().orderBy('position').orderBy('id').execute()),
    keptOr(facts, 'synonyms', () => synonymTerms(db)),
  ]);
  // A misspelt query is corrected for all its suggestions; a synonym's other terms suggest too.
  const typed = queryAlternatives(products.correctedQuery ?? query, synonyms).map(queryWords);
  const holding = <Row extends LocalizedColumns<'label'>>(rows: Row[], atMost: number) =>
    rows.filter((row) => nameHoldsQuery(localized(row, 'label'), typed)).slice(0, atMost);
  return {
    products,
    correctedQuery: products.correctedQuery,
    categories: holding(categories, suggestedAtMost.categories),
    recipes: holding(recipes, suggestedAtMost.recipes),
  };
}
