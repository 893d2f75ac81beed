import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('stock_notifications'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('product_variation_id', 'integer', (column) => column.notNull().references('product_variations.id').onDelete('cascade'))
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .addColumn('notified_at', timestampType(db))
    .addUniqueConstraint('stock_notifications_signup', ['email', 'product_variation_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stock_notifications').execute();
}
