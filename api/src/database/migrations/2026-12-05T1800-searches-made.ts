import type { AnyDb } from './schema-helpers';

// What shoppers search for, counted by day and query for the owner's Today: no shopper's identity, no moment finer
// than the day. The week is read by day; the purge deletes the oldest days.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('searches_made')
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('query', 'text', (column) => column.notNull())
    .addColumn('searches', 'integer', (column) => column.notNull())
    .addColumn('found_nothing', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('searches_made_pkey', ['day', 'query'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('searches_made').execute();
}
