import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('page_views'))
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('path', 'text', (column) => column.notNull())
    .addColumn('visitor', 'text', (column) => column.notNull())
    .addColumn('viewed_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  // The staff's counts read a period of days; the purge deletes the oldest days.
  await db.schema.createIndex('page_views_day_path').on('page_views').columns(['day', 'path']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('page_views').execute();
}
