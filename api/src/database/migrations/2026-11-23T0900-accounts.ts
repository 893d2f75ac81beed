import { sql } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

export async function up(db: AnyDb): Promise<void> {
  // A new address waiting for its verification link; the current one stays until the link is followed.
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();

  await withId(db, db.schema.createTable('addresses'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('line1', 'text', (column) => column.notNull())
    .addColumn('line2', 'text')
    .addColumn('zip', 'text', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('is_default', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').columns(['user_id', 'created_at']).execute();
  // At most one default address per user, whatever the code does (the code keeps exactly one).
  await db.schema
    .createIndex('addresses_one_default')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('addresses').execute();
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
}
