import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

// The staff's second factor (TOTP): its secret and the last time step a code was taken at (a code works once),
// whether a session was opened with it, the logins waiting for their code, and the recovery codes (digests only).
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('second_factor_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('second_factor_enrolled_at', timestampType(db)).execute();
  await db.schema.alterTable('users').addColumn('second_factor_last_step', 'integer').execute();
  await db.schema
    .alterTable('tokens')
    .addColumn('second_factor', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('second_factor_challenges'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', timestampType(db), (column) => column.notNull())
    .addColumn('used_at', timestampType(db))
    .execute();

  await withId(db, db.schema.createTable('recovery_codes'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('used_at', timestampType(db))
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['recovery_codes', 'second_factor_challenges']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('tokens').dropColumn('second_factor').execute();
  for (const column of ['second_factor_last_step', 'second_factor_enrolled_at', 'second_factor_secret'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
