import type { Insertable } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import type { PaymentEventTable } from '../orders/order.table';

// The providers' events as the shop received them, each once (its id is the provider's), with what it did.

/** Records an event; one received before fails on its id (`isUniqueViolation`). */
export async function recordPaymentEvent(db: DbOrTransaction, event: Insertable<PaymentEventTable>): Promise<void> {
  await db.insertInto('payment_events').values(event).execute();
}

/** Says what the event did, once it did it. */
export async function setPaymentEventOutcome(db: DbOrTransaction, id: string, outcome: string): Promise<void> {
  await db.updateTable('payment_events').set({ outcome }).where('id', '=', id).execute();
}
