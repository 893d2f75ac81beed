import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

// The staff's audit log: who did what to which record, when, and the record before and after.
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('audit_entries'))
    .addColumn('recorded_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    // Kept as it was: the log still names who did it once the account is gone.
    .addColumn('actor_email', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('subject_type', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_entries_subject').on('audit_entries').columns(['subject_type', 'subject_id']).execute();
  await db.schema.createIndex('audit_entries_recorded_at').on('audit_entries').column('recorded_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
}
