import type { FastifyInstance } from 'fastify';
import { mailOrderMove } from '../orders/order-notices';
import type { PaymentOutcome } from './apply-payment';

/** What follows a payment: the confirmation e-mail once the order is paid; a payment the shop must refund, in the log. */
export async function reportPayment(app: FastifyInstance, outcome: PaymentOutcome, provider: string): Promise<void> {
  if (outcome.kind === 'paid') await mailOrderMove(app, 'paid', outcome.order);
  if (outcome.kind === 'refund_needed')
    app.log.error(
      { order: outcome.order.reference, provider },
      'payment received for an order cancelled meanwhile whose units are gone: refund it',
    );
}
