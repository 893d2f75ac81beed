import type { ProductFacets } from '@lemon/catalog-contract';
import { locales, type Locale } from '@lemon/shared/locales';
import { distance } from 'fastest-levenshtein';
import { sql } from 'kysely';
import type { ProductRow } from '../catalog/catalog-serializers';
import { localized } from '../catalog/localized-columns';
import { facetsOf, filtersChosen, noFacets, passingFilters, type ShopperFilters } from '../catalog/product-filters';
import { shownProducts } from '../catalog/products.repository';
import type { LocalizedColumns } from '../database/column-types';
import type { DbOrTransaction } from '../database/database';
import { searchEngineOf, type QueryWords } from './search-engines';
import { queryAlternatives } from './search-synonyms.repository';
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

/** Words this short are not corrected: one letter changes what they are. */
const shortestCorrected = 5;

/**
 * The query with each misspelt word of five letters or more (no word of the shop is it, or starts with it when it
 * is the last, being typed) replaced by the shop's word one letter away from it (one missing, added or wrong),
 * the first in the alphabet when there are several (so on both engines); undefined when none is.
 */
export async function correctedQuery(db: DbOrTransaction, query: string): Promise<string | undefined> {
  const typed = words(query);
  const engine = searchEngineOf(db);
  let corrected = false;
  const fixed = await Promise.all(
    typed.map(async (word, index) => {
      if (word.length < shortestCorrected || /\d/.test(word)) return word;
      const candidates = await engine.wordsLike(db, word);
      const isLast = index === typed.length - 1;
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
  sort?: readonly { field: 'price' | 'created_at' | 'sales'; descending: boolean }[];
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
export async function searchProducts(db: DbOrTransaction, options: SearchOptions): Promise<Found> {
  const found = await productsMatching(db, options);
  if (found.total > 0 || found.wordsMatched) return found;
  const corrected = await correctedQuery(db, options.query);
  if (corrected === undefined) return found;
  const foundCorrected = await productsMatching(db, { ...options, query: corrected });
  return foundCorrected.total > 0 || foundCorrected.wordsMatched ? { ...foundCorrected, correctedQuery: corrected } : found;
}

const sortColumn = { price: 'products.shown_price', created_at: 'products.created_at', sales: 'products.units_sold' } as const;

/**
 * The most matches ranked by relevance. Beyond, most hold the words alike, so the rank says little, and scoring
 * every match would cost each search of a broad word tens of milliseconds: they come in the shop's order, as a
 * category's products do, read along its index up to the page asked.
 */
export const rankedAtMost = 1_000;

/**
 * The products matching the query, narrowed by the filters; `wordsMatched`: whether the words found anything
 * before the filters narrowed it (a query finding nothing only through its filters is not corrected). Counted
 * first: the most relevant first when there are few enough to rank and no order was asked, else in the order asked
 * and then the shop's.
 */
async function productsMatching(db: DbOrTransaction, options: SearchOptions): Promise<Found & { wordsMatched: boolean }> {
  const { query, locale, filters = {}, sort = [], page, perPage } = options;
  const engine = searchEngineOf(db);
  const alternatives = (await queryAlternatives(db, query)).map(queryWords);
  const ids = engine.matchingIds(alternatives);
  const matches = engine.matches(alternatives, locale);
  if (!ids || !matches) return { rows: [], total: 0, wordsMatched: false, ...(options.facets && { facets: noFacets() }) };
  const matched = shownProducts(db).where(sql<boolean>`products.id in ${ids}`);
  const found = matched.where(passingFilters(filters));
  // The index holds only the products shoppers see: with no filter, it counts them alone.
  const counted = filtersChosen(filters)
    ? found.select(sql<number>`count(*)`.as('total'))
    : db.selectFrom(ids.as('matches')).select(sql<number>`count(*)`.as('total'));
  const { total, facets } = options.facets
    ? await facetsOf(db, matched, filters)
    : { total: Number((await counted.executeTakeFirstOrThrow()).total), facets: undefined };
  const pageOf = <Query extends { limit: (count: number) => Query; offset: (count: number) => Query }>(list: Query) =>
    list.limit(perPage).offset((page - 1) * perPage);
  const ranked = sort.length === 0 && total <= rankedAtMost;
  const rows =
    total === 0
      ? []
      : ranked
        ? await pageOf(
            shownProducts(db)
              .innerJoin(matches.as('matches'), 'matches.product_id', 'products.id')
              .where(passingFilters(filters))
              .selectAll('products')
              .orderBy('matches.relevance', 'desc')
              .orderBy('products.position')
              .orderBy('products.id'),
          ).execute()
        : await pageOf(
            sort
              .reduce(
                (list, { field, descending }) => list.orderBy(sortColumn[field], descending ? 'desc' : 'asc'),
                shownProducts(db).where(engine.inOrderAmong(ids)).where(passingFilters(filters)).selectAll('products'),
              )
              .orderBy('products.position')
              .orderBy('products.id'),
          ).execute();
  const wordsMatched =
    total > 0 || (facets?.matched ?? (filtersChosen(filters) ? (await matched.select('products.id').limit(1).execute()).length : 0)) > 0;
  return { rows, total, wordsMatched, ...(facets && { facets }) };
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
export async function suggestions(db: DbOrTransaction, { query, locale }: { query: string; locale: Locale }) {
  const [products, categories, recipes] = await Promise.all([
    searchProducts(db, { query, locale, page: 1, perPage: suggestedAtMost.products }),
    db
      .selectFrom('product_categories')
      .innerJoin('product_category_counts', 'product_category_counts.product_category_id', 'product_categories.id')
      .selectAll('product_categories')
      .where('product_category_counts.shown_products', '>', 0)
      .orderBy('product_categories.position')
      .orderBy('product_categories.id')
      .execute(),
    db.selectFrom('recipes').selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  // A misspelt query is corrected for all its suggestions; a synonym's other terms suggest too.
  const typed = (await queryAlternatives(db, products.correctedQuery ?? query)).map(queryWords);
  const holding = <Row extends LocalizedColumns<'label'>>(rows: Row[], atMost: number) =>
    rows.filter((row) => nameHoldsQuery(localized(row, 'label'), typed)).slice(0, atMost);
  return {
    products,
    correctedQuery: products.correctedQuery,
    categories: holding(categories, suggestedAtMost.categories),
    recipes: holding(recipes, suggestedAtMost.recipes),
  };
}
