import { randomBytes } from 'node:crypto';
import { currentTimestamp, timestampType, type AnyDb } from './schema-helpers';

// A login is a session the shopper can see and end: a public id (never the token's digest), the browser and
// system it was made from, and when it was last used (for the idle limit).
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tokens').addColumn('public_id', 'text').execute();
  await db.schema.alterTable('tokens').addColumn('browser', 'text').execute();
  await db.schema.alterTable('tokens').addColumn('system', 'text').execute();
  await db.schema.alterTable('tokens').addColumn('last_used_at', timestampType(db)).execute();
  await db.schema.createIndex('tokens_public_id').on('tokens').column('public_id').unique().execute();

  // The sessions open today get an id, and count as used now: nobody is logged out by the deployment.
  const sessions = await db.selectFrom('tokens').select('id').where('purpose', '=', 'access').execute();
  for (const { id } of sessions) {
    await db
      .updateTable('tokens')
      .set({ public_id: randomBytes(16).toString('base64url'), last_used_at: currentTimestamp(db) })
      .where('id', '=', id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('tokens_public_id').execute();
  for (const column of ['last_used_at', 'system', 'browser', 'public_id'])
    await db.schema.alterTable('tokens').dropColumn(column).execute();
}
