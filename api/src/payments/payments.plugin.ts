import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config, StripeConfig } from '../config/config';
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

/** Why a production server without Stripe keys does not start: a shop taking orders that nobody pays by mistake. */
export const noPaymentProvider =
  'No payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments with Stripe, or PAYMENTS=test to run a test shop, whose orders are paid with a click and no money (every page then says so).';

interface PaymentsOptions {
  stripe?: StripeConfig;
  environment: Config['environment'];
  testPaymentsAsked: boolean;
}

/**
 * The shop's payment provider, and its routes: Stripe Checkout when configured, else the built-in test provider,
 * which production runs only when asked for by name (`PAYMENTS=test`) and which every start warns of.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { stripe, environment, testPaymentsAsked }: PaymentsOptions) => {
    if (stripe) {
      // Only Stripe's webhook marks orders paid: the test provider's pages, which pay at a click, are not there.
      app.decorate('payments', stripePaymentProvider(stripe, app.publicUrl));
      await app.register(stripeWebhookRoutes, { webhookSecret: stripe.webhookSecret });
      return;
    }
    if (environment === 'production' && !testPaymentsAsked) throw new Error(noPaymentProvider);
    app.log.warn('TEST SHOP: payments go to the test provider, which takes no money; set the Stripe keys to take real payments');
    app.decorate('payments', testPaymentProvider);
    await app.register(testPaymentRoutes);
  },
  { name: 'payments', dependencies: ['database', 'mail'] },
);
