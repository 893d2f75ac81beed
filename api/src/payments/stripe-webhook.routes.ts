// Stripe's webhook: the one thing that marks an order paid with Stripe (the shopper's return to the shop
// proves nothing). Stripe signs each event; each is applied once, however often it is delivered.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { isUniqueViolation } from '../database/engine';
import { refusals } from '../http/responses';
import { applyPayment } from './apply-payment';
import { reportPayment } from './report-payment';

/** The order a Checkout event is about, and whether it says the order's payment arrived. */
function checkoutPaymentOf(event: Stripe.Event): { orderReference: string | null; paid: boolean } {
  switch (event.type) {
    case 'checkout.session.completed':
      // A bank debit or transfer completes the session unpaid: `async_payment_succeeded` follows once it arrives.
      return { orderReference: event.data.object.client_reference_id, paid: event.data.object.payment_status === 'paid' };
    case 'checkout.session.async_payment_succeeded':
      return { orderReference: event.data.object.client_reference_id, paid: true };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { orderReference: event.data.object.client_reference_id, paid: false };
    default:
      return { orderReference: null, paid: false };
  }
}

/** `POST /api/payments/stripe/webhook`, where Stripe sends the account's events. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ webhookSecret: string }> = async (app, { webhookSecret }) => {
  // The signature is of the exact bytes Stripe sent: this plugin's routes take JSON unparsed (the others still
  // parse it, the parser being this plugin's own).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook',
    { schema: { response: { 200: z.object({ received: z.literal(true) }), ...refusals(400) } } },
    async (request, reply) => {
      let event: Stripe.Event;
      try {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        event = Stripe.webhooks.constructEvent(body, request.headers['stripe-signature'] ?? '', webhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook: signature refused');
        return reply.code(400).send({ message: 'Invalid Stripe signature.' });
      }

      const { orderReference, paid } = checkoutPaymentOf(event);
      // The event is recorded with what it does, in one transaction: delivered again, its row already exists
      // and the whole of it is skipped.
      const outcome = await app.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('payment_events')
            .values({ id: `stripe:${event.id}`, type: event.type, order_reference: orderReference })
            .execute();
          return paid && orderReference ? applyPayment(trx, orderReference) : null;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return 'applied before' as const;
          throw error;
        });

      if (outcome === 'applied before') request.log.info({ event: event.id }, 'Stripe webhook: event applied before');
      else if (outcome?.kind === 'unknown_order')
        request.log.error({ event: event.id, order: orderReference }, 'Stripe webhook: payment for an order the shop does not know');
      else if (outcome) await reportPayment(app, outcome, 'stripe');
      return { received: true as const };
    },
  );
};
