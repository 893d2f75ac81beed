import { sql } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('promo_codes'))
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('percent', 'amount')`))
    .addColumn('value', 'integer', (column) => column.notNull().check(sql`value > 0`))
    .addColumn('minimum_subtotal', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('starts_at', timestampType(db))
    .addColumn('ends_at', timestampType(db))
    .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('carts'))
    .addColumn('uuid', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('promo_code_id', 'integer', (column) => column.references('promo_codes.id').onDelete('set null'))
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .addColumn('updated_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();

  await withId(db, db.schema.createTable('cart_items'))
    .addColumn('cart_id', 'integer', (column) => column.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_variation_id', 'integer', (column) => column.notNull().references('product_variations.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addUniqueConstraint('cart_items_variation', ['cart_id', 'product_variation_id'])
    .execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('restrict'))
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'paid', 'sent', 'ready', 'done', 'cancelled')`),
    )
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('shipping_first_name', 'text', (column) => column.notNull())
    .addColumn('shipping_last_name', 'text', (column) => column.notNull())
    .addColumn('shipping_line1', 'text', (column) => column.notNull())
    .addColumn('shipping_line2', 'text')
    .addColumn('shipping_zip', 'text', (column) => column.notNull())
    .addColumn('shipping_city', 'text', (column) => column.notNull())
    .addColumn('shipping_country', 'text', (column) => column.notNull())
    .addColumn('delivery_method', 'text', (column) => column.notNull().check(sql`delivery_method in ('shipping', 'pickup')`))
    .addColumn('promo_code', 'text')
    .addColumn('subtotal', 'integer', (column) => column.notNull())
    .addColumn('discount', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('shipping_cost', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('payment_provider', 'text', (column) => column.notNull())
    .addColumn('payment_reference', 'text')
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .addColumn('paid_at', timestampType(db))
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_variation_id', 'integer', (column) => column.notNull().references('product_variations.id').onDelete('restrict'))
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('unit_price', 'integer', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['order_lines', 'orders', 'cart_items', 'carts', 'promo_codes']) await db.schema.dropTable(table).execute();
}
