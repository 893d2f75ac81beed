import type { FastifyInstance } from 'fastify';
import { tellShopOfPaidOrder } from '../orders/new-order-mail';
import { mailOrderMove } from '../orders/order-notices';
import type { PaymentOutcome } from './apply-payment';

/** Why a payment the shop received is for the staff to settle, in the log's words. */
const toSettle: Partial<Record<PaymentOutcome['kind'], string>> = {
  refund_needed: 'payment received for an order cancelled meanwhile whose units are gone: refund it',
  second_payment: 'a second payment for an order already paid: refund it',
  mismatch: 'a payment that does not match its order (left unpaid): reconcile or refund it',
  unknown_order: 'a payment for an order the shop does not know: reconcile or refund it',
};

/**
 * What follows a payment: the confirmation e-mail once the order is paid, and the shop's (once per order); a payment the shop must reconcile or
 * refund, in the log at error level (and in `payment_events` with its outcome, for the back office).
 */
export async function reportPayment(
  app: FastifyInstance,
  outcome: PaymentOutcome,
  provider: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (outcome.kind === 'paid') {
    await mailOrderMove(app, 'paid', outcome.order);
    // The payment is written: telling the shop may fail, never undo it.
    await tellShopOfPaidOrder(app, outcome.order).catch((error: unknown) =>
      app.log.error({ err: error, order: outcome.order.reference }, 'the shop was not told of its new paid order'),
    );
  }
  const problem = toSettle[outcome.kind];
  if (problem)
    app.log.error(
      {
        ...details,
        provider,
        order: 'order' in outcome ? outcome.order.reference : undefined,
        ...(outcome.kind === 'mismatch' ? { reason: outcome.reason, orderTotal: outcome.order.total } : {}),
      },
      problem,
    );
}
