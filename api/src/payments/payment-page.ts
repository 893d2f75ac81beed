// The page where a customer pays an order, from the shop's payment provider: the one made before while it can
// still take the payment, a new one otherwise, none for an order with nothing to pay.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import { setPaymentPage, type OrderRow } from '../orders/orders.repository';
import type { UserRow } from '../users/users.repository';
import { applyPayment } from './apply-payment';
import { returnPath } from './payment-provider';
import { reportPayment } from './report-payment';

/** Payment pages a customer may ask for per minute: each may cost a call to the provider. */
export const paymentPagesPerMinute = 10;
/** A page about to stop taking the payment is not handed out again: the shopper needs time to pay on it. */
const timeToPayMs = 60_000;

/** The page given before, while it still takes the payment: handed out again without asking the provider. */
function keptPaymentUrl(app: FastifyInstance, order: OrderRow, now: Date): string | null {
  if (order.payment_provider !== app.payments.name || !order.payment_url) return null;
  const expiresAt = order.payment_url_expires_at;
  return expiresAt === null || expiresAt.getTime() - now.getTime() > timeToPayMs ? order.payment_url : null;
}

/**
 * An order with nothing to pay (a code taking all of it, picked up in the shop) is confirmed at once: no
 * provider takes a payment of 0. The shopper lands where a paid order's shopper does.
 */
async function confirmFreeOrder(app: FastifyInstance, order: OrderRow): Promise<string> {
  const outcome = await app.db.transaction().execute((trx) => applyPayment(trx, order.reference));
  await reportPayment(app, outcome, 'none');
  return returnPath(order, outcome.kind === 'paid' || outcome.kind === 'already_paid' ? 'success' : 'error');
}

/**
 * The page where the customer pays the order, from the shop's payment provider: the one made before is
 * reused while it can still take the payment. A provider that cannot be reached is a 503; the order stays,
 * payable from the account (or by sending the same checkout call again).
 */
export async function paymentUrlOf(app: FastifyInstance, order: OrderRow, customer: UserRow, now = new Date()): Promise<string> {
  if (order.total === 0) return confirmFreeOrder(app, order);
  const kept = keptPaymentUrl(app, order, now);
  if (kept) return kept;
  const previous = order.payment_provider === app.payments.name ? order.payment_reference : null;
  const page = await app.payments
    .paymentPage(
      {
        reference: order.reference,
        locale: order.locale,
        total: order.total,
        customerEmail: customer.email,
        payable_until: order.payment_due_at,
      },
      previous,
    )
    .catch((error: unknown) => {
      app.log.error({ err: error, order: order.reference }, 'the payment provider failed');
      throw new HttpError(503, 'The payment service cannot be reached. Your order is kept: pay it from your account in a moment.');
    });
  await setPaymentPage(app.db, order.id, { provider: app.payments.name, ...page });
  return page.url;
}
