import { lowStockThreshold, maxStock, stockItemsPerPage, stockLevelOf, type StockItem } from '@lemon/staff-contract';
import { sql } from 'kysely';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import { lockProductsOf, refreshListingFacts } from '../catalog/listing-facts.repository';
import type { Db, DbOrTransaction } from '../database/database';
import { pagedList } from '../database/paged-list';
import { hasEveryWord, wordsOf } from '../database/text-search';

/** The variations, each with its product. */
const stockTables = (db: DbOrTransaction) =>
  db.selectFrom('product_variations').innerJoin('products', 'products.id', 'product_variations.product_id');

/** Their product's and their own names, and the shoppers still waiting for each. */
const withStockColumns = (variations: ReturnType<typeof stockTables>) =>
  variations
    .select([
      'product_variations.id as variation_id',
      'product_variations.product_id',
      'product_variations.stock',
      'products.label_fr as product_fr',
      'products.label_en as product_en',
      'products.label_it as product_it',
      'product_variations.label_fr as variation_fr',
      'product_variations.label_en as variation_en',
      'product_variations.label_it as variation_it',
    ])
    .select((eb) =>
      eb
        .selectFrom('stock_notifications')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('stock_notifications.product_variation_id', '=', 'product_variations.id')
        .where('stock_notifications.notified_at', 'is', null)
        .as('waiting'),
    );

const stockRows = (db: DbOrTransaction) => withStockColumns(stockTables(db));

type StockRow = Awaited<ReturnType<ReturnType<typeof stockRows>['executeTakeFirstOrThrow']>>;

export const toStockItem = (row: StockRow): StockItem => ({
  variation_id: row.variation_id,
  product_id: row.product_id,
  product: { fr: row.product_fr, en: row.product_en, it: row.product_it },
  variation: { fr: row.variation_fr, en: row.variation_en, it: row.variation_it },
  stock: row.stock,
  level: stockLevelOf(row.stock),
  waiting: Number(row.waiting ?? 0),
});

const searchedColumns = [
  'products.label_fr',
  'products.label_en',
  'products.label_it',
  'product_variations.label_fr',
  'product_variations.label_en',
  'product_variations.label_it',
] as const;

/** A page of the stock screen: out of stock first, then running low, then the rest, each by product name. */
export async function listStock(db: Db, { q, level, page }: { q?: string; level?: 'out' | 'low'; page: number }) {
  const words = wordsOf(q);
  // Every word somewhere in the product's or the variation's name, in any language, whatever its case.
  const filtered = stockTables(db)
    .$if(words.length > 0, (query) => query.where((eb) => hasEveryWord(eb, searchedColumns, words)))
    .$if(level === 'out', (query) => query.where('product_variations.stock', '=', 0))
    .$if(level === 'low', (query) =>
      query.where('product_variations.stock', '>', 0).where('product_variations.stock', '<=', lowStockThreshold),
    );
  const { rows, total } = await pagedList(
    filtered,
    (variations) =>
      withStockColumns(variations)
        .orderBy(sql`case when product_variations.stock = 0 then 0 when product_variations.stock <= ${lowStockThreshold} then 1 else 2 end`)
        .orderBy('products.label_fr')
        .orderBy('products.id')
        .orderBy('product_variations.position')
        .orderBy('product_variations.id'),
    { page, perPage: stockItemsPerPage },
  );
  return { items: rows.map(toStockItem), total };
}

export async function findStockItem(db: DbOrTransaction, variationId: number): Promise<StockItem | undefined> {
  const row = await stockRows(db).where('product_variations.id', '=', variationId).executeTakeFirst();
  return row && toStockItem(row);
}

export type StockAdjustment = { before: number; after: number } | 'not_found' | 'out_of_bounds';

/**
 * Adds `change` units (taken away when negative) in one statement, so two adjustments at once both count and
 * none takes the stock below 0 or above `maxStock`; the audit entry is written in the same transaction.
 */
export function adjustStock(db: Db, variationId: number, change: number, actor: AuditActor): Promise<StockAdjustment> {
  return db.transaction().execute(async (trx) => {
    const productOf = await lockProductsOf(trx, [variationId]);
    const updated = await trx
      .updateTable('product_variations')
      .set((eb) => ({ stock: eb('stock', '+', change) }))
      .where('id', '=', variationId)
      .where((eb) => eb.between(eb('stock', '+', change), 0, maxStock))
      .returning('stock')
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom('product_variations').select('id').where('id', '=', variationId).executeTakeFirst();
      return exists ? 'out_of_bounds' : 'not_found';
    }
    const before = updated.stock - change;
    await refreshListingFacts(trx, [...productOf.values()]);
    await recordAudit(trx, actor, {
      action: 'stock.adjusted',
      subject: { type: 'product_variation', id: variationId },
      before: { stock: before },
      after: { stock: updated.stock, change },
    });
    return { before, after: updated.stock };
  });
}
