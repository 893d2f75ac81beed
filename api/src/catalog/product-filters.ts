import { priceRanges, type ProductFacets } from '@lemon/catalog-contract';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, DbOrTransaction } from '../database/database';
import { listingFactsMoved, unitsSoldMoved } from './listing-facts.repository';
import { localized } from './localized-columns';

// The filters a shopper narrows a category or a search with, and what each of their choices would leave (the
// facets), from the products' rows alone: their listing facts (listing-facts.ts), category and alcohol.

/** What a shopper filters by; a filter left out lets every product through. Prices in cents, both ends included. */
export interface ShopperFilters {
  categoryId?: number;
  priceMin?: number;
  priceMax?: number;
  inStock?: boolean;
  containsAlcohol?: boolean;
}

/**
 * The filters of a list call's query as the contract reads them (`filter[price_min]`…), but the category: a
 * search is narrowed to one, a category's list is its own.
 */
export const shopperFiltersOf = (filters: {
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
  contains_alcohol?: boolean;
}): ShopperFilters => ({
  priceMin: filters.price_min,
  priceMax: filters.price_max,
  inStock: filters.in_stock,
  containsAlcohol: filters.contains_alcohol,
});

/** Whether a shopper chose any filter. */
export const filtersChosen = (filters: ShopperFilters) => Object.values(filters).some((value) => value !== undefined);

type Facet = 'category' | 'price' | 'stock' | 'alcohol';

/** The products the filters let through, all of them but `except`'s (a facet counts its own choices among the others'). */
export function passingFilters(filters: ShopperFilters, except?: Facet) {
  return (eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (except !== 'category' && filters.categoryId !== undefined)
      conditions.push(eb('products.product_category_id', '=', filters.categoryId));
    if (except !== 'price' && filters.priceMin !== undefined) conditions.push(eb('products.shown_price', '>=', filters.priceMin));
    if (except !== 'price' && filters.priceMax !== undefined) conditions.push(eb('products.shown_price', '<=', filters.priceMax));
    if (except !== 'stock' && filters.inStock) conditions.push(eb('products.in_stock', '=', 1));
    if (except !== 'alcohol' && filters.containsAlcohol !== undefined)
      conditions.push(eb('products.contains_alcohol', '=', filters.containsAlcohol ? 1 : 0));
    return eb.and(conditions);
  };
}

/** The price range (its index in `priceRanges`) of a product's shown price. */
const priceRangeOf = sql<number>`case ${sql.join(
  priceRanges.flatMap((range, index) =>
    range.max === null ? [] : [sql`when products.shown_price <= ${sql.lit(range.max)} then ${sql.lit(index)}`],
  ),
  sql` `,
)} else ${sql.lit(priceRanges.length - 1)} end`;

/** The facets of a list that holds nothing. */
export const noFacets = (): ProductFacets => ({
  matched: 0,
  categories: [],
  price_ranges: priceRanges.map((range) => ({ ...range, count: 0 })),
  in_stock: 0,
  alcohol: { with: 0, without: 0 },
});

/** One group of the matched products: alike in everything a facet counts. */
export interface FacetGroup {
  category: number;
  price_range: number;
  in_stock: number;
  contains_alcohol: number;
  in_price: number;
  products: number | string;
}

/**
 * How many of `matched` (the products a category or a search holds) the filters let through, and the facets: how
 * many `matched` holds, and for each choice of a filter how many it would show with the other filters as chosen. One read of the matched
 * products, grouped by what the facets count (a few dozen groups however many products), counted here.
 */
export async function facetsOf<Tables extends 'products'>(
  db: DbOrTransaction,
  matched: SelectQueryBuilder<Database, Tables, object>,
  filters: ShopperFilters,
): Promise<{ total: number; facets: ProductFacets }> {
  // Literals (the contract read them as integers), not parameters: PostgreSQL groups by the expression selected
  // only when it is written the same, and two parameters are two expressions.
  const inPrice = sql<number>`case when ${sql.join(
    [
      sql`1 = 1`,
      ...(filters.priceMin === undefined ? [] : [sql`products.shown_price >= ${sql.lit(filters.priceMin)}`]),
      ...(filters.priceMax === undefined ? [] : [sql`products.shown_price <= ${sql.lit(filters.priceMax)}`]),
    ],
    sql` and `,
  )} then 1 else 0 end`;
  const grouped = [
    sql.ref('products.product_category_id'),
    priceRangeOf,
    sql.ref('products.in_stock'),
    sql.ref('products.contains_alcohol'),
    inPrice,
  ];
  const groups = (await (matched as unknown as SelectQueryBuilder<Database, 'products', object>)
    .select([
      sql<number>`products.product_category_id`.as('category'),
      priceRangeOf.as('price_range'),
      'products.in_stock',
      'products.contains_alcohol',
      inPrice.as('in_price'),
      (eb) => eb.fn.countAll<number | string>().as('products'),
    ])
    .groupBy(grouped)
    .execute()) as FacetGroup[];
  return facetsOfGroups(db, groups, filters);
}

/** How many of the grouped products the filters let through, and the facets (see `facetsOf`). */
export async function facetsOfGroups(
  db: DbOrTransaction,
  groups: readonly FacetGroup[],
  filters: ShopperFilters,
): Promise<{ total: number; facets: ProductFacets }> {
  const passes = (group: FacetGroup, except?: Facet) =>
    (except === 'category' || filters.categoryId === undefined || group.category === filters.categoryId) &&
    (except === 'price' || group.in_price === 1) &&
    (except === 'stock' || !filters.inStock || group.in_stock === 1) &&
    (except === 'alcohol' || filters.containsAlcohol === undefined || group.contains_alcohol === (filters.containsAlcohol ? 1 : 0));
  const sum = (kept: readonly FacetGroup[]) => kept.reduce((total, group) => total + Number(group.products), 0);

  const byCategory = new Map<number, number>();
  for (const group of groups.filter((each) => passes(each, 'category')))
    byCategory.set(group.category, (byCategory.get(group.category) ?? 0) + Number(group.products));
  const forAlcohol = groups.filter((each) => passes(each, 'alcohol'));
  // The categories by name, in the shop's order: a shopper picks one by what it is called.
  const categories =
    byCategory.size === 0
      ? []
      : await db
          .selectFrom('product_categories')
          .select(['id', 'label_fr', 'label_en', 'label_it'])
          .where('id', 'in', [...byCategory.keys()])
          .orderBy('position')
          .orderBy('id')
          .execute();
  return {
    total: sum(groups.filter((each) => passes(each))),
    facets: {
      matched: sum(groups),
      categories: categories.map((category) => ({
        id: category.id,
        label: localized(category, 'label'),
        count: byCategory.get(category.id)!,
      })),
      price_ranges: priceRanges.map((range, index) => ({
        ...range,
        count: sum(groups.filter((each) => passes(each, 'price') && each.price_range === index)),
      })),
      in_stock: sum(groups.filter((each) => passes(each, 'stock') && each.in_stock === 1)),
      alcohol: {
        with: sum(forAlcohol.filter((each) => each.contains_alcohol === 1)),
        without: sum(forAlcohol.filter((each) => each.contains_alcohol === 0)),
      },
    },
  };
}

/**
 * What a list's answer depends on beyond the stock it shows, as the pseudo-variations it is forgotten with: the
 * listing facts of products it may not show (its filters and facets count them, its order by price is theirs),
 * and the units sold (its order by best sellers).
 */
export function listingFactsDeciding(filters: ShopperFilters, sort: readonly { field: string }[], includes: readonly string[]): number[] {
  const byFacts = filtersChosen(filters) || includes.includes('facets') || sort.some(({ field }) => field === 'price');
  const bySales = sort.some(({ field }) => field === 'sales');
  return [...(byFacts ? [listingFactsMoved] : []), ...(bySales ? [unitsSoldMoved] : [])];
}
