import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

// The seller's identity as each invoice and credit note was issued under: an issued document never changes,
// even when the shop's settings (SELLER_*) do.
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('seller_identities'))
    /** The identity as JSON (`SellerIdentity`). */
    .addColumn('identity', 'text', (column) => column.notNull())
    .addColumn('recorded_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  for (const table of ['invoices', 'credit_notes'])
    await db.schema
      .alterTable(table)
      .addColumn('seller_identity_id', 'integer', (column) => column.references('seller_identities.id'))
      .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['credit_notes', 'invoices']) await db.schema.alterTable(table).dropColumn('seller_identity_id').execute();
  await db.schema.dropTable('seller_identities').execute();
}
