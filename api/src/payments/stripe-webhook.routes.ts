// Stripe's webhook: the one thing that marks an order paid with Stripe (the shopper's return to the shop
// proves nothing). Stripe signs each event; each is recorded once with what it did, however often it is
// delivered, and pays an order only when it is the session made for that order, for its total, in euros.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { forgetPaymentPage } from '../orders/orders.repository';
import { refusals } from '../http/responses';
import { reportPayment } from './report-payment';
import { applyStripeEvent } from './apply-stripe-event';
import { readStripeEvent } from './stripe-events';

/** `POST /api/payments/stripe/webhook`, where Stripe sends the account's events. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ webhookSecret: string }> = async (app, { webhookSecret }) => {
  // The signature is of the exact bytes Stripe sent: this plugin's routes take JSON unparsed (the others still
  // parse it, the parser being this plugin's own).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook',
    { schema: { response: { 200: z.object({ received: z.literal(true) }), ...refusals(400) } } },
    async (request, reply) => {
      let event: unknown;
      try {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        event = Stripe.webhooks.constructEvent(body, request.headers['stripe-signature'] ?? '', webhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook: signature refused');
        return reply.code(400).send({ message: 'Invalid Stripe signature.' });
      }

      const reading = readStripeEvent(event);
      // Signed but not shaped as Stripe's events are: answered, so Stripe does not retry it for days, and logged.
      if (!reading.readable) {
        request.log.error({ event: reading.id, problems: reading.reason }, 'Stripe webhook: an event of an unexpected shape');
        return { received: true as const };
      }
      if ('unreadableSession' in reading)
        request.log.error(
          { event: reading.id, problems: reading.unreadableSession },
          'Stripe webhook: a Checkout event of an unexpected shape',
        );

      const { payment } = reading;
      const outcome = await applyStripeEvent(app.db, reading);
      if (outcome === 'applied before') request.log.info({ event: reading.id }, 'Stripe webhook: event applied before');
      else if (outcome)
        await reportPayment(app, outcome, 'stripe', {
          event: reading.id,
          session: payment?.sessionId,
          amount: payment?.amount,
          currency: payment?.currency,
        });
      else if (payment && !payment.paid) {
        if (reading.type === 'checkout.session.async_payment_failed') app.metrics.payments.inc({ provider: 'stripe', outcome: 'failed' });
        if (payment.orderReference)
          await forgetPaymentPage(app.db, {
            orderReference: payment.orderReference,
            provider: 'stripe',
            paymentReference: payment.sessionId,
          });
      }
      return { received: true as const };
    },
  );
};
