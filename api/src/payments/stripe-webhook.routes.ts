// Stripe's webhook: the one thing that marks an order paid with Stripe (the shopper's return to the shop
// proves nothing). Stripe signs each event; each is recorded once with what it did, however often it is
// delivered, and pays an order only when it is the session made for that order, for its total, in euros.
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Database } from '../database/database';
import { isUniqueViolation } from '../database/engine';
import { refusals } from '../http/responses';
import { applyReportedPayment, type PaymentOutcome } from './apply-payment';
import { reportPayment } from './report-payment';
import { readStripeEvent, type CheckoutPayment } from './stripe-events';

/** A session that no longer takes the payment (expired, failed, or completed with the money still on its way) is not handed out again. */
async function forgetPaymentPage(db: Kysely<Database>, { orderReference, sessionId }: CheckoutPayment): Promise<void> {
  if (!orderReference) return;
  await db
    .updateTable('orders')
    .set({ payment_url: null, payment_url_expires_at: null })
    .where('reference', '=', orderReference)
    .where('payment_provider', '=', 'stripe')
    .where('payment_reference', '=', sessionId)
    .execute();
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
      // The event is recorded with what it did, in one transaction: delivered again, its row already exists
      // and the whole of it is skipped.
      const outcome = await app.db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('payment_events')
            .values({
              id: `stripe:${reading.id}`,
              type: reading.type,
              order_reference: payment?.orderReference ?? null,
              payment_reference: payment?.sessionId ?? null,
              amount: payment?.amount ?? null,
              currency: payment?.currency ?? null,
              outcome: 'unreadableSession' in reading ? 'unreadable' : 'ignored',
            })
            .execute();
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
          await trx.updateTable('payment_events').set({ outcome: applied.kind }).where('id', '=', `stripe:${reading.id}`).execute();
          return applied;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return 'applied before' as const;
          throw error;
        });

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
        await forgetPaymentPage(app.db, payment);
      }
      return { received: true as const };
    },
  );
};
