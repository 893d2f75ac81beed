import type { FastifyInstance } from 'fastify';
import { tellShopOfPaidOrder } from '../orders/new-order-mail';
import { shopActor } from '../audit/audit.repository';
import { mailOrderMove } from '../orders/order-notices';
import { carryOutRefund } from '../refunds/carry-out-refund';
import type { PaymentOutcome } from './apply-payment';

/** Why a payment the shop received is for the staff to settle, in the log's words. */
const toSettle: Partial<Record<PaymentOutcome['kind'], string>> = {
  second_payment: 'a second payment for an order already paid: refund it',
  mismatch: 'a payment that does not match its order (left unpaid): reconcile or refund it',
  unknown_order: 'a payment for an order the shop does not know: reconcile or refund it',
};

/**
 * What follows a payment: the confirmation e-mail once the order is paid, and the shop's (once per order); a late
 * payment for a cancelled order given back through the provider; a payment the shop must reconcile or refund, in
 * the log at error level (and in `payment_events` with its outcome, for the back office).
 */
export async function reportPayment(
  app: FastifyInstance,
  outcome: PaymentOutcome,
  provider: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  app.metrics.payments.inc({ provider, outcome: outcome.kind });
  if (outcome.kind === 'paid') {
    await mailOrderMove(app, 'paid', outcome.order);
    // The payment is written: telling the shop may fail, never undo it.
    await tellShopOfPaidOrder(app, outcome.order).catch((error: unknown) =>
      app.log.error({ err: error, order: outcome.order.reference }, 'the shop was not told of its new paid order'),
    );
  }
  if (outcome.kind === 'refund_needed') {
    const returned = await carryOutRefund(app, outcome.refund, shopActor, { reservedNow: outcome.reservedNow });
    const context = { ...details, provider, order: outcome.order.reference, refund: returned.id };
    if (returned.status === 'failed') app.log.error(context, 'a payment for a cancelled order could not be given back: refund it by hand');
    else app.log.warn({ ...context, status: returned.status }, 'a payment for a cancelled order is given back');
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
