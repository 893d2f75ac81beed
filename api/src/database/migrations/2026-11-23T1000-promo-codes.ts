import { sql } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

/** Promo codes, the one a cart holds, and the one an order used (counted against the code's usage limit). */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('promo_codes'))
    // Stored in capitals: shoppers type it in any case, it is looked up in capitals.
    .addColumn('code', 'text', (column) =>
      column
        .notNull()
        .unique()
        .check(sql`code = upper(code)`),
    )
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('percentage', 'fixed')`))
    // Percent (1 to 100) or cents.
    .addColumn('value', 'integer', (column) => column.notNull().check(sql`value > 0`))
    .addColumn('minimum_amount', 'integer', (column) => column.check(sql`minimum_amount >= 0`))
    .addColumn('starts_at', timestampType(db))
    .addColumn('ends_at', timestampType(db))
    .addColumn('usage_limit', 'integer', (column) => column.check(sql`usage_limit > 0`))
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();

  await db.schema
    .alterTable('carts')
    .addColumn('promo_code_id', 'integer', (column) => column.references('promo_codes.id').onDelete('set null'))
    .execute();
  // A shopper's most recent cart (`GET /api/me/cart`).
  await db.schema.createIndex('carts_user').on('carts').columns(['user_id', 'updated_at']).execute();

  // An order keeps the code it used: a code paid orders used cannot be deleted from under them.
  await db.schema
    .alterTable('orders')
    .addColumn('promo_code_id', 'integer', (column) => column.references('promo_codes.id').onDelete('restrict'))
    .execute();
  await db.schema.createIndex('orders_promo_code').on('orders').columns(['promo_code_id', 'status']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('orders_promo_code').execute();
  await db.schema.alterTable('orders').dropColumn('promo_code_id').execute();
  await db.schema.dropIndex('carts_user').execute();
  await db.schema.alterTable('carts').dropColumn('promo_code_id').execute();
  await db.schema.dropTable('promo_codes').execute();
}
