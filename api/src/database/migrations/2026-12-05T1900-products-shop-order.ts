import { sql } from 'kysely';
import type { AnyDb } from './schema-helpers';

// The products shoppers see in the shop's order, across categories: a search of a broad word, which too many
// products hold to rank them, lists its matches in that order, read along this index up to the page asked
// (api/src/search/search.repository.ts, `rankedAtMost`).
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('products_shop_order')
    .on('products')
    .columns(['position', 'id'])
    .where(sql.ref('is_hidden'), '=', sql.lit(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_shop_order').execute();
}
