import { type AnyDb, timestampType } from './schema-helpers';

// The back office's desk: a promo code the owner switched off, a contact message read and answered, and the
// waiting list of a variation counted from the stock screen.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('promo_codes').addColumn('disabled_at', timestampType(db)).execute();
  await db.schema.alterTable('contacts').addColumn('read_at', timestampType(db)).execute();
  await db.schema.alterTable('contacts').addColumn('answered_at', timestampType(db)).execute();
  // The messages list, newest first.
  await db.schema.createIndex('contacts_created_at').on('contacts').column('created_at').execute();
  // The shoppers still waiting for a variation (the stock list counts them for every row).
  await db.schema
    .createIndex('stock_notifications_waiting')
    .on('stock_notifications')
    .columns(['product_variation_id', 'notified_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('stock_notifications_waiting').execute();
  await db.schema.dropIndex('contacts_created_at').execute();
  for (const column of ['answered_at', 'read_at']) await db.schema.alterTable('contacts').dropColumn(column).execute();
  await db.schema.alterTable('promo_codes').dropColumn('disabled_at').execute();
}
