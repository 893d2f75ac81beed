import { sql } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import { lockRows } from '../database/engine';
import { stockMoved } from './stock-shown';

// What shoppers filter and sort products by, kept on each product's row (see the migration
// 2026-12-05T1400-product-listing-facts): the price its card shows, whether it is in stock, the units orders hold.
// Whatever changes a variation's stock or price writes them again in its transaction: it locks the products' rows
// first, in id order (`lockProductsOf`, as the back office's save of a product does), writes the variations, then
// the facts, so no two writers wait on each other in a circle.

/**
 * Noted as a variation (`stockMoved`) when a product's facts changed: the answers that filtered, sorted or counted
 * by them (a search's, a filtered category's) name it among the variations they show, and are forgotten with it.
 * No variation has id 0.
 */
export const listingFactsMoved = 0;

/**
 * Noted likewise when orders take or give back units: only an order by best sellers depends on them, so a sale
 * leaves the other filtered answers (every category's, with its facets) kept. No variation has id -1.
 */
export const unitsSoldMoved = -1;

const firstVariationPrice = (inStockOnly: boolean) =>
  sql<number>`(select price from product_variations where product_id = products.id ${inStockOnly ? sql`and stock > 0` : sql``}
    order by position, id limit 1)`;

/** The facts of the row `products` (in an update of it) as its variations have them now. */
const currentFacts = {
  shown_price: sql<number>`coalesce(${firstVariationPrice(true)}, ${firstVariationPrice(false)}, 0)`,
  in_stock: sql<number>`case when exists (select 1 from product_variations where product_id = products.id and stock > 0) then 1 else 0 end`,
};

/** Writes the price shown and whether they are in stock of these products, as their variations have them now. */
export async function refreshListingFacts(db: DbOrTransaction, productIds: readonly number[]): Promise<void> {
  for (const id of [...new Set(productIds)].sort((a, b) => a - b)) {
    const changed = await db
      .updateTable('products')
      .set(currentFacts)
      .where('id', '=', id)
      .where((eb) => eb.or([eb('shown_price', '!=', currentFacts.shown_price), eb('in_stock', '!=', currentFacts.in_stock)]))
      .executeTakeFirst();
    if (changed.numUpdatedRows > 0n) stockMoved.note([listingFactsMoved]);
  }
}

/** Writes the facts of products added at once with their variations (a seed's, a test's): no shopper saw them before. */
export async function writeListingFacts(db: DbOrTransaction, productIds: readonly number[]): Promise<void> {
  if (productIds.length > 0) await db.updateTable('products').set(currentFacts).where('id', 'in', productIds).execute();
}

/** The product of each of these variations (a removed variation has none). */
export type ProductsOfVariations = Map<number, number>;

/**
 * The products of these variations, their rows locked until the transaction ends (on PostgreSQL), in id order:
 * what writes variations and then their products' facts holds the products first, as the back office's save of a
 * product does, so neither waits on the other in a circle.
 */
export async function lockProductsOf(db: DbOrTransaction, variationIds: readonly number[]): Promise<ProductsOfVariations> {
  if (variationIds.length === 0) return new Map();
  const rows = await db.selectFrom('product_variations').select(['id', 'product_id']).where('id', 'in', variationIds).execute();
  const productIds = [...new Set(rows.map((row) => row.product_id))].sort((a, b) => a - b);
  if (productIds.length > 0) await lockRows(db, db.selectFrom('products').select('id').where('id', 'in', productIds).orderBy('id'));
  return new Map(rows.map((row) => [row.id, row.product_id]));
}

/**
 * Adds units that orders took (`sign` 1) or gave back (-1) to their products' units sold, and writes the facts
 * their stock decides: what an order's stock does to its products' rows (locked first, `lockProductsOf`).
 */
export async function countUnitsSold(
  db: DbOrTransaction,
  productOf: ProductsOfVariations,
  units: readonly { variationId: number; quantity: number }[],
  sign: 1 | -1,
): Promise<void> {
  const soldOf = new Map<number, number>();
  for (const { variationId, quantity } of units) {
    const product = productOf.get(variationId);
    if (product !== undefined) soldOf.set(product, (soldOf.get(product) ?? 0) + quantity * sign);
  }
  if (soldOf.size === 0) return;
  for (const [id, sold] of [...soldOf].sort(([a], [b]) => a - b)) {
    await db
      .updateTable('products')
      .set({ units_sold: sql<number>`case when units_sold + ${sold} < 0 then 0 else units_sold + ${sold} end` })
      .where('id', '=', id)
      .execute();
  }
  await refreshListingFacts(db, [...soldOf.keys()]);
  stockMoved.note([unitsSoldMoved]);
}
