import { timestampType, type AnyDb } from './schema-helpers';

/**
 * What a payment event said and what the shop made of it (a payment that does not match its order is kept for
 * the staff to reconcile or refund); the payment page an unpaid order was given, reused until it expires.
 */
export async function up(db: AnyDb): Promise<void> {
  const eventColumns: [name: string, type: 'text' | 'integer'][] = [
    ['outcome', 'text'],
    ['payment_reference', 'text'],
    ['amount', 'integer'],
    ['currency', 'text'],
  ];
  // One column per statement: SQLite adds one at a time.
  for (const [name, type] of eventColumns) await db.schema.alterTable('payment_events').addColumn(name, type).execute();
  await db.schema.createIndex('payment_events_outcome').on('payment_events').columns(['outcome', 'received_at']).execute();

  await db.schema.alterTable('orders').addColumn('payment_url', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_url_expires_at', timestampType(db)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_url_expires_at').execute();
  await db.schema.alterTable('orders').dropColumn('payment_url').execute();
  await db.schema.dropIndex('payment_events_outcome').execute();
  for (const name of ['currency', 'amount', 'payment_reference', 'outcome'])
    await db.schema.alterTable('payment_events').dropColumn(name).execute();
}
