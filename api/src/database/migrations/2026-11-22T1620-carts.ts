import { sql } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('carts'))
    .addColumn('uuid', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .addColumn('updated_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();

  await withId(db, db.schema.createTable('cart_items'))
    .addColumn('cart_id', 'integer', (column) => column.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_variation_id', 'integer', (column) => column.notNull().references('product_variations.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addUniqueConstraint('cart_items_variation', ['cart_id', 'product_variation_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['cart_items', 'carts']) await db.schema.dropTable(table).execute();
}
