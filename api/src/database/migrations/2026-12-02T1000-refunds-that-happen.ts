import { sql } from 'kysely';
import { timestampType, type AnyDb } from './schema-helpers';

// Money that really goes back. An order records why it was cancelled (a late payment for an order the staff
// cancelled is refunded, one for an order that only waited past its time takes its units again), and a helper's
// request that the owner cancel it. A refund records whether it cancels its order once the provider has paid it
// back, whether it returns a payment for an order never sold (no credit note then), the request its key made, and
// since when a process is asking the provider for it.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('cancel_cause', 'text', (column) => column.check(sql`cancel_cause in ('unpaid', 'replaced', 'staff', 'refunded')`))
    .execute();
  // Orders cancelled before: by the unpaid-order chore once their payment was due, else by the staff.
  await sql`update orders set cancel_cause = case when payment_due_at is not null and cancelled_at >= payment_due_at then 'unpaid' else 'staff' end
    where status = 'cancelled'`.execute(db);
  await db.schema.alterTable('orders').addColumn('cancel_requested_at', timestampType(db)).execute();
  await db.schema
    .alterTable('orders')
    .addColumn('cancel_requested_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('orders').addColumn('cancel_request_note', 'text').execute();

  await db.schema
    .alterTable('refunds')
    .addColumn('cancels_order', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`cancels_order in (0, 1)`),
    )
    .execute();
  await db.schema
    .alterTable('refunds')
    .addColumn('purpose', 'text', (column) =>
      column
        .notNull()
        .defaultTo('sale')
        .check(sql`purpose in ('sale', 'late_payment')`),
    )
    .execute();
  await db.schema.alterTable('refunds').addColumn('request_fingerprint', 'text').execute();
  // While a process asks the provider: another leaves it be until the answer comes, or the time to answer is up.
  await db.schema.alterTable('refunds').addColumn('provider_asked_at', timestampType(db)).execute();
  // The housekeeping looks for refunds still waiting on the provider.
  await db.schema.createIndex('refunds_pending').on('refunds').columns(['status', 'created_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('refunds_pending').execute();
  for (const column of ['provider_asked_at', 'request_fingerprint', 'purpose', 'cancels_order'])
    await db.schema.alterTable('refunds').dropColumn(column).execute();
  for (const column of ['cancel_request_note', 'cancel_requested_by', 'cancel_requested_at', 'cancel_cause'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
