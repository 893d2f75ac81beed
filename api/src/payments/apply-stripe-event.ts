// A Stripe event, once read and its signature checked, as the shop keeps it: recorded once with what it did, and the
// payment it reports applied to its order (apply-payment.ts), in one transaction.
import type { Db } from '../database/database';
import { isUniqueViolation } from '../database/engine';
import { applyReportedPayment, type PaymentOutcome } from './apply-payment';
import { recordPaymentEvent, setPaymentEventOutcome } from './payment-events.repository';
import type { StripeEventReading } from './stripe-events';

/**
 * Records a readable event with what it did, in one transaction, and applies the payment it reports: delivered again,
 * its row already exists and the whole of it is skipped ('applied before'). Null when it reports no payment made.
 */
export async function applyStripeEvent(
  db: Db,
  reading: Extract<StripeEventReading, { readable: true }>,
): Promise<PaymentOutcome | null | 'applied before'> {
  const { payment } = reading;
  const eventId = `stripe:${reading.id}`;
  return db
    .transaction()
    .execute(async (trx) => {
      await recordPaymentEvent(trx, {
        id: eventId,
        type: reading.type,
        order_reference: payment?.orderReference ?? null,
        payment_reference: payment?.sessionId ?? null,
        amount: payment?.amount ?? null,
        currency: payment?.currency ?? null,
        outcome: 'unreadableSession' in reading ? 'unreadable' : 'ignored',
      });
      if (!payment?.paid) return null;
      // Money that names no order of the shop's is for the staff to reconcile too.
      const applied: PaymentOutcome = payment.orderReference
        ? await applyReportedPayment(trx, {
            orderReference: payment.orderReference,
            provider: 'stripe',
            paymentReference: payment.sessionId,
            amount: payment.amount,
            currency: payment.currency,
          })
        : { kind: 'unknown_order' };
      await setPaymentEventOutcome(trx, eventId, applied.kind);
      return applied;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return 'applied before' as const;
      throw error;
    });
}
