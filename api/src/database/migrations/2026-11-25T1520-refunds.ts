import { sql } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

/**
 * Refunds of paid orders: what was given back (an amount, or units of lines), through which provider, and how
 * it stands. A refund is reserved `pending` before the provider is asked, so two at once cannot exceed what was paid.
 */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('refunds'))
    // Money records stay: an order with refunds is never deleted.
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id'))
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text')
    .addColumn('restocked', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`restocked in (0, 1)`),
    )
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'succeeded', 'failed')`),
    )
    .addColumn('provider', 'text', (column) => column.notNull())
    // The provider's id of the refund, once it answered.
    .addColumn('provider_reference', 'text')
    // The staff's attempt: the same key answers the same refund, never a second one.
    .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .addColumn('settled_at', timestampType(db))
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').columns(['order_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('refund_lines'))
    .addColumn('refund_id', 'integer', (column) => column.notNull().references('refunds.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (column) => column.notNull().references('order_lines.id'))
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount >= 0`))
    .execute();
  await db.schema.createIndex('refund_lines_refund').on('refund_lines').columns(['refund_id']).execute();
  await db.schema.createIndex('refund_lines_order_line').on('refund_lines').columns(['order_line_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('refund_lines').execute();
  await db.schema.dropTable('refunds').execute();
}
