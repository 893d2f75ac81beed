import { sql } from 'kysely';
import { currentTimestamp, timestampType, withId, type AnyDb } from './schema-helpers';

/** The least an order needs for a customer's list of orders; the checkout adds the rest in a migration of its own. */
export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('orders'))
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'paid', 'sent', 'ready', 'done', 'cancelled')`),
    )
    .addColumn('total', 'integer', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull().defaultTo(currentTimestamp(db)))
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('orders').execute();
}
