import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

type ColumnBuilder = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

const addressFields = ['first_name', 'last_name', 'line1', 'line2', 'zip', 'city', 'country'];

/** The products buying needs an age confirmation for (the seed marks them; a database seeded before learns them here). */
const alcoholSlugs = ['liqueur-citron-menton', 'gin-citron-menton', 'coffret-aperitif-riviera'];

/**
 * Everything an order keeps from the checkout: its lines, amounts, delivery, address, payment and the dates
 * of its moves; the payment events already applied; which products hold alcohol.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('contains_alcohol', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.updateTable('products').set({ contains_alcohol: 1 }).where('slug_fr', 'in', alcoholSlugs).execute();

  const moment = timestampType(db);
  const orderColumns: [name: string, type: 'text' | 'integer' | typeof moment, build?: ColumnBuilder][] = [
    ['locale', 'text', (column) => column.notNull().defaultTo('fr')],
    ['subtotal', 'integer', (column) => column.notNull().defaultTo(0)],
    ['discount', 'integer', (column) => column.notNull().defaultTo(0)],
    ['shipping_cost', 'integer', (column) => column.notNull().defaultTo(0)],
    [
      'delivery_method',
      'text',
      (column) =>
        column
          .notNull()
          .defaultTo('shipping')
          .check(sql`delivery_method in ('shipping', 'pickup')`),
    ],
    // The address as it was when the order was placed: editing the book later changes no order.
    ...addressFields.map((field) => [`address_${field}`, 'text'] as [string, 'text']),
    ['age_confirmed_at', moment],
    // The cart it was ordered from: the ordered units leave the cart once paid.
    ['cart_id', 'integer', (column) => column.references('carts.id').onDelete('set null')],
    ['idempotency_key', 'text'],
    ['payment_provider', 'text'],
    // The provider's own id of the payment: a Stripe Checkout Session's id, the test provider's link secret.
    ['payment_reference', 'text'],
    ['payment_due_at', moment],
    ['paid_at', moment],
    ['shipped_at', moment],
    ['done_at', moment],
    ['cancelled_at', moment],
  ];
  // One column per statement: SQLite adds one at a time.
  for (const [name, type, build] of orderColumns) await db.schema.alterTable('orders').addColumn(name, type, build).execute();
  await db.schema.createIndex('orders_idempotency_key').unique().on('orders').columns(['user_id', 'idempotency_key']).execute();
  // The unpaid orders to cancel.
  await db.schema.createIndex('orders_payable').on('orders').columns(['status', 'payment_due_at']).execute();
  await db.schema.createIndex('orders_payment_reference').on('orders').columns(['payment_reference']).execute();

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_variation_id', 'integer', (column) => column.references('product_variations.id').onDelete('set null'))
    .addColumn('product_label_fr', 'text', (column) => column.notNull())
    .addColumn('product_label_en', 'text', (column) => column.notNull())
    .addColumn('product_label_it', 'text', (column) => column.notNull())
    .addColumn('variation_label_fr', 'text', (column) => column.notNull())
    .addColumn('variation_label_en', 'text', (column) => column.notNull())
    .addColumn('variation_label_it', 'text', (column) => column.notNull())
    .addColumn('unit_price', 'integer', (column) => column.notNull().check(sql`unit_price >= 0`))
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').columns(['order_id']).execute();

  // A payment provider's event, once applied: the same event delivered again changes nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('order_reference', 'text')
    .addColumn('received_at', moment, (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('order_lines').execute();
  await db.schema.dropIndex('orders_payment_reference').execute();
  await db.schema.dropIndex('orders_payable').execute();
  await db.schema.dropIndex('orders_idempotency_key').execute();
  for (const column of [
    'locale',
    'subtotal',
    'discount',
    'shipping_cost',
    'delivery_method',
    ...addressFields.map((field) => `address_${field}`),
    'age_confirmed_at',
    'cart_id',
    'idempotency_key',
    'payment_provider',
    'payment_reference',
    'payment_due_at',
    'paid_at',
    'shipped_at',
    'done_at',
    'cancelled_at',
  ])
    await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.alterTable('products').dropColumn('contains_alcohol').execute();
}
