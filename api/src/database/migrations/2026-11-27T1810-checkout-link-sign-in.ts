import { timestampType, type AnyDb } from './schema-helpers';

// The verification link of an account registered at checkout logs its shopper in once, for a short while, and
// brings their cart along: until when it may, when it did, and the cart of the browser that registered.
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tokens').addColumn('sign_in_expires_at', timestampType(db)).execute();
  await db.schema.alterTable('tokens').addColumn('signed_in_at', timestampType(db)).execute();
  await db.schema.alterTable('tokens').addColumn('cart_uuid', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['cart_uuid', 'signed_in_at', 'sign_in_expires_at'])
    await db.schema.alterTable('tokens').dropColumn(column).execute();
}
