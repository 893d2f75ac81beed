import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

// Staff access that holds: tries counted where every process counts them (without Redis), and the devices each
// staff account signed in from, so a sign-in from a new one is told.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('attempt_counts')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('attempt_counts_window').on('attempt_counts').columns(['window_ends_at']).execute();

  await withId(db, db.schema.createTable('known_devices'))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // Only the SHA-256 of the device's cookie.
    .addColumn('device_hash', 'text', (column) => column.notNull())
    .addColumn('first_seen_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .addColumn('last_seen_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .addUniqueConstraint('known_devices_user_device', ['user_id', 'device_hash'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
  await db.schema.dropTable('attempt_counts').execute();
}
