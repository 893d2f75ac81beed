import { sql } from 'kysely';
import type { AnyDb } from './schema-helpers';

// A catalogue of tens of thousands of products: each call shoppers make reads only what it returns. Both indexes
// hold only the rows such a call asks for (queries compare the flags with literals, which is how an engine knows it
// may use them); `products_category` stays for the back office, whose counts and checks take drafts too.
// - The product of the month: the few products marked so.
// - A category's page, to the last one: the ids of the products shown, in the shop's order (position, then id),
//   which the page reads from the index alone before it fetches its dozen rows.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('products_monthly').on('products').column('position').where(sql.ref('is_monthly'), '=', sql.lit(1)).execute();
  await db.schema
    .createIndex('products_category_order')
    .on('products')
    .columns(['product_category_id', 'position', 'id'])
    .where(sql.ref('is_hidden'), '=', sql.lit(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('products_category_order').execute();
  await db.schema.dropIndex('products_monthly').execute();
}
