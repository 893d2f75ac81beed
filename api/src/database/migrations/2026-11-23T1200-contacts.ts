import { sql } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('contacts'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text', (column) =>
      column.notNull().check(sql`subject in ('cancel_order', 'information', 'job_application', 'professional')`),
    )
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('contacts').execute();
}
