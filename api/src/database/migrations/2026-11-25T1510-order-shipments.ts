import { timestampType, type AnyDb } from './schema-helpers';

/**
 * How a sent order travels (its carrier and tracking number, for the customer's tracking link), and when the
 * shop was told of a newly paid order (told once, however often the provider reports the payment).
 */
export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite adds one at a time.
  await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('shop_notified_at', timestampType(db)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of ['shop_notified_at', 'tracking_number', 'carrier']) await db.schema.alterTable('orders').dropColumn(name).execute();
}
