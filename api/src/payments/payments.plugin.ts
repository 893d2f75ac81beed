import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StripeConfig } from '../config/config';
import type { PaymentProvider } from './payment-provider';
import { stripePaymentProvider } from './stripe-provider';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { testPaymentProvider, testPaymentRoutes } from './test-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who takes the shop's payments. */
    payments: PaymentProvider;
  }
}

/** The shop's payment provider, and its routes: Stripe Checkout when configured, else the built-in test provider. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { stripe }: { stripe?: StripeConfig }) => {
    if (stripe) {
      // Only Stripe's webhook marks orders paid: the test provider's pages, which pay at a click, are not there.
      app.decorate('payments', stripePaymentProvider(stripe, app.publicUrl));
      await app.register(stripeWebhookRoutes, { webhookSecret: stripe.webhookSecret });
      return;
    }
    app.decorate('payments', testPaymentProvider);
    await app.register(testPaymentRoutes);
  },
  { name: 'payments', dependencies: ['database', 'mail'] },
);
