import type { ProductFacets } from '@lemon/catalog-contract';
import type { IdOrSlug } from '@lemon/shared/contract';
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import type { Database, Db, DbOrTransaction } from '../database/database';
import { lockingRows } from '../database/engine';
import { readGrouped } from '../database/read-grouped';
import type { ProductRow, RecipeRow, VariationRow } from './catalog-serializers';
import { matchesIdOrSlug } from './id-or-slug';
import { lockProductsOf, refreshListingFacts } from './listing-facts.repository';
import { facetsOf, filtersChosen, passingFilters, type ShopperFilters } from './product-filters';

export interface ProductListOptions {
  categoryId?: number;
  /** What the shopper narrowed the list to (a category's page); `facets`: also count what each choice would show. */
  filters?: ShopperFilters;
  facets?: boolean;
  /** Products related to this one: itself excluded, its own category first. */
  relatedTo?: number;
  isMonthly?: boolean;
  isHighlighted?: boolean;
  sort: { field: 'order' | 'id' | 'created_at' | 'price' | 'sales'; descending: boolean }[];
  page: number;
  perPage: number;
}

const sortColumn = {
  order: 'products.position',
  id: 'products.id',
  created_at: 'products.created_at',
  price: 'products.shown_price',
  sales: 'products.units_sold',
} as const;
type OrderColumn = (typeof sortColumn)[keyof typeof sortColumn] | 'products.best_seller_position';
type OrderBy = OrderColumn | ((eb: ExpressionBuilder<Database, 'products'>) => Expression<number>);

/**
 * What shoppers see of the catalogue: the owner's drafts (hidden products) are not in it. A literal, not a
 * parameter: the engines use the indexes of the products shown (`products_category_order`) only then.
 */
export const shownProducts = (db: DbOrTransaction) => db.selectFrom('products').where('products.is_hidden', '=', sql.lit(0));

/** The products shoppers see, as the spec's list call filters and sorts them. */
export async function listProducts(
  db: DbOrTransaction,
  options: ProductListOptions,
): Promise<{ rows: ProductRow[]; total: number; facets?: ProductFacets }> {
  const { categoryId, relatedTo, isMonthly, isHighlighted, filters = {}, sort, page, perPage } = options;
  // The best sellers keep an order of their own, which reordering them on the home page sets.
  const orderColumn: OrderColumn = isHighlighted ? 'products.best_seller_position' : sortColumn.order;
  let query = shownProducts(db);
  if (categoryId !== undefined) query = query.where('products.product_category_id', '=', categoryId);
  if (relatedTo !== undefined) query = query.where('products.id', '!=', relatedTo);
  // A literal, not a parameter: the engines use the index of the month's products (`products_monthly`) only then.
  if (isMonthly !== undefined) query = query.where('products.is_monthly', '=', sql.lit(isMonthly ? 1 : 0));
  if (isHighlighted !== undefined) query = query.where('products.is_highlighted', '=', isHighlighted ? 1 : 0);
  // The list the call names, before the shopper narrows it: what its facets count.
  const listed = query;
  if (filtersChosen(filters)) query = query.where(passingFilters(filters));

  // Each ordering once: a column sorted on twice keeps an engine from reading the page in an index's order.
  const orderings: { by: OrderBy; descending: boolean }[] = [];
  // Within one category, "its own category first" changes nothing: the category's index gives the page in order.
  if (relatedTo !== undefined && categoryId === undefined && sort.length === 0) {
    // Same category as the product first, then the rest of the shop.
    const categoryOfRelated = db
      .selectFrom('products as related')
      .select('related.product_category_id')
      .where('related.id', '=', relatedTo);
    orderings.push({
      by: (eb) => eb.case().when('products.product_category_id', '=', categoryOfRelated).then(0).else(1).end(),
      descending: false,
    });
  }
  const columns = sort.map(({ field, descending }) => ({ by: field === 'order' ? orderColumn : sortColumn[field], descending }));
  // The shop's order breaks ties, then the id: the order is total, so read backwards it is the same order reversed.
  for (const tieBreak of [orderColumn, sortColumn.id] satisfies OrderColumn[])
    if (!columns.some(({ by }) => by === tieBreak)) columns.push({ by: tieBreak, descending: false });
  orderings.push(...columns);
  const pageIds = (backwards: boolean) =>
    orderings.reduce((ids, { by, descending }) => ids.orderBy(by, descending !== backwards ? 'desc' : 'asc'), query.select('products.id'));
  // A category's products are counted as they change (`product_category_counts`), not on each read.
  let facets: ProductFacets | undefined;
  const counted = async () => {
    if (options.facets) {
      const counts = await facetsOf(db, listed, filters);
      facets = counts.facets;
      return counts.total;
    }
    return categoryId !== undefined && isMonthly === undefined && isHighlighted === undefined && !filtersChosen(filters)
      ? shownInCategory(db, categoryId, relatedTo)
      : Number((await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
  };
  const offset = (page - 1) * perPage;

  // The page's ids first, from the index alone; then those rows only. The first page's ids and the count are read
  // side by side (on PostgreSQL, on two connections).
  let total: number;
  let idRows: { id: number }[];
  if (offset === 0) {
    [total, idRows] = await Promise.all([counted(), pageIds(false).limit(perPage).execute()]);
  } else {
    // A page past the middle is read from the end: the index walked backwards to it, not through every row
    // before it (the last page of 10,000 products reads a dozen entries, not 10,000).
    total = await counted();
    const size = Math.max(0, Math.min(perPage, total - offset));
    const after = total - offset - size;
    const backwards = after < offset;
    const read =
      size === 0
        ? []
        : await pageIds(backwards)
            .limit(size)
            .offset(backwards ? after : offset)
            .execute();
    idRows = backwards ? read.reverse() : read;
  }
  const ids = idRows.map((row) => row.id);
  const byId = new Map(
    ids.length ? (await db.selectFrom('products').selectAll().where('id', 'in', ids).execute()).map((row) => [row.id, row]) : [],
  );
  // A product hidden or deleted in between is left out, not an empty row.
  const pageRows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows: pageRows, total, ...(facets && { facets }) };
}

/** How many products a category shows, less `excluded` when it is one of them (the product others are related to). */
async function shownInCategory(db: DbOrTransaction, categoryId: number, excluded: number | undefined): Promise<number> {
  const [kept, excludedShown] = await Promise.all([
    db.selectFrom('product_category_counts').select('shown_products').where('product_category_id', '=', categoryId).executeTakeFirst(),
    excluded === undefined
      ? undefined
      : shownProducts(db)
          .select('products.id')
          .where('products.id', '=', excluded)
          .where('products.product_category_id', '=', categoryId)
          .executeTakeFirst(),
  ]);
  return (kept?.shown_products ?? 0) - (excludedShown ? 1 : 0);
}

/** A product shoppers see, by id or by its slug in any language. */
export function findProduct(db: DbOrTransaction, key: IdOrSlug): Promise<ProductRow | undefined> {
  return shownProducts(db).selectAll().where(matchesIdOrSlug(key)).executeTakeFirst();
}

/** The variations of these products, by product, in display order. */
export async function variationsByProduct(db: DbOrTransaction, productIds: number[]): Promise<Map<number, VariationRow[]>> {
  return readGrouped(
    productIds,
    (ids) => db.selectFrom('product_variations').selectAll().where('product_id', 'in', ids).orderBy('position').orderBy('id').execute(),
    (row) => [row.product_id, row],
  );
}

/** The recipes that use these products, by product. */
export async function recipesByProduct(db: DbOrTransaction, productIds: number[]): Promise<Map<number, RecipeRow[]>> {
  return readGrouped(
    productIds,
    (ids) =>
      db
        .selectFrom('product_recipes')
        .innerJoin('recipes', 'recipes.id', 'product_recipes.recipe_id')
        .selectAll('recipes')
        .select('product_recipes.product_id')
        .where('product_recipes.product_id', 'in', ids)
        .orderBy('recipes.position')
        .execute(),
    ({ product_id, ...recipe }) => [product_id, recipe],
  );
}

/** Whether a variation of a product shoppers see exists (a draft's are not on sale). */
export async function variationOnSale(db: DbOrTransaction, id: number): Promise<boolean> {
  const found = await db
    .selectFrom('product_variations')
    .innerJoin('products', 'products.id', 'product_variations.product_id')
    .select('product_variations.id')
    .where('product_variations.id', '=', id)
    .where('products.is_hidden', '=', 0)
    .executeTakeFirst();
  return found !== undefined;
}

/** Sets a variation's stock, in the audit log as the staff member's change; the variation as it was. */
export function setVariationStock(db: Db, id: number, stock: number, actor: AuditActor): Promise<VariationRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const productOf = await lockProductsOf(trx, [id]);
    const before = await trx.selectFrom('product_variations').selectAll().where('id', '=', id).$call(lockingRows(trx)).executeTakeFirst();
    if (!before) return undefined;
    await trx.updateTable('product_variations').set({ stock }).where('id', '=', id).execute();
    await refreshListingFacts(trx, [...productOf.values()]);
    await recordAudit(trx, actor, {
      action: 'stock.set',
      subject: { type: 'product_variation', id },
      before: { stock: before.stock },
      after: { stock },
    });
    return before;
  });
}

/** A variation's label and its product's label and slug, in every language. */
export function variationWithProductNames(db: DbOrTransaction, id: number) {
  return db
    .selectFrom('product_variations')
    .innerJoin('products', 'products.id', 'product_variations.product_id')
    .select([
      'product_variations.label_fr as variation_fr',
      'product_variations.label_en as variation_en',
      'product_variations.label_it as variation_it',
      'products.label_fr',
      'products.label_en',
      'products.label_it',
      'products.slug_fr',
      'products.slug_en',
      'products.slug_it',
    ])
    .where('product_variations.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Takes `quantity` units of the variation in one statement, only while that many are left: true when it did. */
export async function takeVariationUnits(db: DbOrTransaction, variationId: number, quantity: number): Promise<boolean> {
  const taken = await db
    .updateTable('product_variations')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', variationId)
    .where('stock', '>=', quantity)
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

/** Puts `quantity` units of the variation back; a variation that left the catalogue is none. */
export async function addVariationUnits(db: DbOrTransaction, variationId: number, quantity: number): Promise<void> {
  await db
    .updateTable('product_variations')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', variationId)
    .execute();
}

/** The variation's units in stock (none for one that left the catalogue). */
export async function variationStock(db: DbOrTransaction, variationId: number): Promise<number> {
  const variation = await db.selectFrom('product_variations').select('stock').where('id', '=', variationId).executeTakeFirst();
  return variation?.stock ?? 0;
}
