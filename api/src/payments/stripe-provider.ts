// Stripe Checkout, when the shop is configured with Stripe keys: the shopper pays on Stripe's page, and
// Stripe's webhook (stripe-webhook.routes.ts) is what marks the order paid.
import type { Locale } from '@lemon/shared/locales';
import Stripe from 'stripe';
import type { StripeConfig } from '../config/config';
import { RefundRefused } from '../refunds/refund-refused';
import { returnUrl, type PaymentProvider, type PayableOrder } from './payment-provider';

/** The line the shopper sees on Stripe's page, in the order's language. */
const orderLabel: Record<Locale, string> = { fr: 'Commande', en: 'Order', it: 'Ordine' };

const minute = 60 * 1000;
// Stripe refuses a session that expires sooner than 30 minutes or later than 24 hours after its creation.
const shortestSession = 31 * minute;
const longestSession = 24 * 60 * minute - minute;

/** When a new session stops taking the payment: with the order, but within Stripe's bounds. In seconds. */
function sessionExpiry(order: PayableOrder, now = Date.now()): number {
  const wanted = Math.max(order.payable_until?.getTime() ?? 0, now + shortestSession);
  return Math.floor(Math.min(wanted, now + longestSession) / 1000);
}

const expiryOf = (session: Stripe.Checkout.Session) => new Date(session.expires_at * 1000);

/** A client of Stripe's API, or of the address given instead (a local stand-in). */
export function stripeClient({ secretKey, apiUrl }: StripeConfig): Stripe {
  const address = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    // The idempotency keys below make a retried creation answer the same session.
    maxNetworkRetries: 2,
    // The shopper waits on this answer: better a 503 and "pay from your account" than a long stall.
    timeout: 10_000,
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (address.protocol === 'http:' ? 80 : 443),
          protocol: address.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe's session `previous`, when it still leads somewhere; a session Stripe does not know (other keys) does not. */
async function sessionOf(stripe: Stripe, previous: string | null): Promise<Stripe.Checkout.Session | null> {
  if (!previous) return null;
  try {
    return await stripe.checkout.sessions.retrieve(previous);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The metadata naming the shop's refund on Stripe's: how the housekeeping finds a refund whose answer was lost. */
const shopRefundKey = 'shop_refund_id';

/** The payment intent that took the money: the order keeps its Checkout Session. */
async function paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!paymentIntent) throw new RefundRefused(`Stripe's session ${sessionId} has no payment to refund`);
  return paymentIntent;
}

/** A refund whose money was given or is on its way. */
const isGiven = (refund: Stripe.Refund) => refund.status !== 'failed' && refund.status !== 'canceled';

/**
 * Stripe said no (a 4xx other than a conflict or a rate limit): the refund was not made. A 5xx, a timeout or a
 * lost connection says nothing of whether it was.
 */
const isRefusal = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError &&
  error.statusCode !== undefined &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  error.statusCode !== 409 &&
  error.statusCode !== 429;

export function stripePaymentProvider(config: StripeConfig, publicUrl: string): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    name: 'stripe',
    async paymentPage(order, previous) {
      const session = await sessionOf(stripe, previous);
      if (session?.status === 'open' && session.url) return { url: session.url, reference: session.id, expiresAt: expiryOf(session) };
      // Paid (or a bank payment on its way) and the webhook not yet here: a second session would take a second
      // payment. The shopper lands where Stripe sent them; asked again, Stripe is asked again.
      if (session?.status === 'complete')
        return { url: returnUrl(publicUrl, order, 'success'), reference: session.id, expiresAt: new Date() };

      const expiresAt = sessionExpiry(order);
      const created = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: order.total,
                product_data: { name: `${orderLabel[order.locale]} ${order.reference}` },
              },
            },
          ],
          // How the webhook finds the order again.
          client_reference_id: order.reference,
          metadata: { order_reference: order.reference },
          customer_email: order.customerEmail,
          locale: order.locale,
          success_url: returnUrl(publicUrl, order, 'success'),
          cancel_url: returnUrl(publicUrl, order, 'error'),
          expires_at: expiresAt,
        },
        // One session per attempt: the same call sent twice at once (or retried) makes one. The attempt is
        // the session it replaces and its expiry, which is part of the request: Stripe refuses a key sent
        // again with other parameters.
        { idempotencyKey: `checkout-${order.reference}-${previous ?? 'first'}-${expiresAt}` },
      );
      if (!created.url) throw new Error(`Stripe answered session ${created.id} without a URL`);
      return { url: created.url, reference: created.id, expiresAt: expiryOf(created) };
    },
    async refund({ paymentReference, amount, idempotencyKey, shopRefundId }) {
      try {
        const paymentIntent = await paymentIntentOf(stripe, paymentReference);
        // The refund's own key at every try (the client's retries, the staff's, the housekeeping's): one refund.
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount, metadata: { [shopRefundKey]: String(shopRefundId) } },
          { idempotencyKey: `refund-${idempotencyKey}` },
        );
        // `pending` is a refund Stripe accepted whose money is on its way; these are refused.
        if (!isGiven(refund)) throw new RefundRefused(`Stripe's refund ${refund.id} is ${refund.status}`);
        return { reference: refund.id };
      } catch (error) {
        throw isRefusal(error) ? new RefundRefused(`Stripe refused the refund: ${error.message}`, { cause: error }) : error;
      }
    },
    async recordedRefund({ paymentReference, shopRefundId }) {
      const paymentIntent = await paymentIntentOf(stripe, paymentReference);
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 }))
        if (refund.metadata?.[shopRefundKey] === String(shopRefundId)) return { reference: refund.id, given: isGiven(refund) };
      return null;
    },
  };
}
