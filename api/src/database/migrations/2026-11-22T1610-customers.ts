import { sql } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull().defaultTo('fr'))
    .addColumn('email_verified_at', timestampType(db))
    .addColumn('is_staff', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();

  await withId(db, db.schema.createTable('tokens'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('access', 'email_verification', 'password_reset')`))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', timestampType(db), (column) => column.notNull())
    .addColumn('used_at', timestampType(db))
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema.createIndex('tokens_user').on('tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['tokens', 'users']) await db.schema.dropTable(table).execute();
}
