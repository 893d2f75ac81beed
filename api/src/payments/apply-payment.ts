import { paidOrderStatuses } from '@lemon/orders-contract';
import type { Transaction } from 'kysely';
import { dropCartPromo, takeOutOfCart } from '../cart/carts.repository';
import type { Database } from '../database/database';
import { issueInvoice } from '../invoices/invoices.repository';
import { moveOrder } from '../orders/order-moves';
import { giveBackStock, takeStock } from '../orders/order-stock';
import { lockedOrder, reopenOrder, unitsOfOrder, type OrderRow } from '../orders/orders.repository';
import type { RefundRow } from '../refunds/refunds.repository';
import { reservePaymentReturn } from '../refunds/reserve-refund';

/** What a payment did to its order. */
export type PaymentOutcome =
  /** The order is paid now: the confirmation goes out. */
  | { kind: 'paid'; order: OrderRow }
  /** It was paid already (the same payment reported twice): nothing changes. */
  | { kind: 'already_paid'; order: OrderRow }
  /**
   * It was cancelled by the staff (or refunded), or its units are gone: the payment is given back, by the refund
   * reserved with it (the provider is asked once the payment's transaction is committed).
   */
  | { kind: 'refund_needed'; order: OrderRow; refund: RefundRow; reservedNow: boolean }
  /** A payment that is not the one asked for the order (another session, amount or currency): the order stays unpaid. */
  | { kind: 'mismatch'; order: OrderRow; reason: 'other_payment' | 'amount' | 'currency' }
  /** Another payment for an order already paid: the shop must refund it. */
  | { kind: 'second_payment'; order: OrderRow }
  | { kind: 'unknown_order' };

/** A successful payment as its provider reports it. */
export interface ReportedPayment {
  orderReference: string;
  provider: string;
  /** The provider's id of what was paid (a Checkout Session): the order keeps the one it was given. */
  paymentReference: string;
  /** In cents. */
  amount: number | null;
  currency: string | null;
}

/** The ordered units leave the cart they came from (what the shopper added since stays), and its used promo code. */
async function emptyCartOf(trx: Transaction<Database>, order: OrderRow): Promise<void> {
  if (order.cart_id === null) return;
  await takeOutOfCart(trx, order.cart_id, await unitsOfOrder(trx, order.id));
  if (order.promo_code_id !== null) await dropCartPromo(trx, order.cart_id, order.promo_code_id);
}

/**
 * Applies a successful payment of the order with this reference, once: an unpaid order becomes paid, its
 * invoice is issued and its units leave the cart. A payment that arrives after the order waited past its time
 * (or was replaced) takes the units again if they are still in stock; one for an order the staff cancelled, or
 * whose units are gone, is given back.
 */
export async function applyPayment(trx: Transaction<Database>, reference: string, now = new Date()): Promise<PaymentOutcome> {
  const order = await lockedOrder(trx, reference);
  return order ? applyPaymentTo(trx, order, now) : { kind: 'unknown_order' };
}

/**
 * Applies a payment a provider reports only when it is the one made for the order, for the order's total, in
 * euros: a payment of anything else naming the order (another session on the same account, another amount)
 * leaves it unpaid, for the staff to reconcile or refund.
 */
export async function applyReportedPayment(
  trx: Transaction<Database>,
  payment: ReportedPayment,
  now = new Date(),
): Promise<PaymentOutcome> {
  const order = await lockedOrder(trx, payment.orderReference);
  if (!order) return { kind: 'unknown_order' };
  const madeForOrder = order.payment_provider === payment.provider && order.payment_reference === payment.paymentReference;
  if (!madeForOrder)
    return (paidOrderStatuses as readonly string[]).includes(order.status)
      ? { kind: 'second_payment', order }
      : { kind: 'mismatch', order, reason: 'other_payment' };
  if (payment.currency?.toLowerCase() !== 'eur') return { kind: 'mismatch', order, reason: 'currency' };
  if (payment.amount !== order.total) return { kind: 'mismatch', order, reason: 'amount' };
  return applyPaymentTo(trx, order, now);
}

/** The payment goes back whole, through the provider that took it: reserved in the payment's transaction. */
async function paymentToReturn(trx: Transaction<Database>, order: OrderRow): Promise<PaymentOutcome> {
  const { refund, reservedNow } = await reservePaymentReturn(trx, {
    order,
    amount: order.total,
    providerName: order.payment_provider!,
    paymentReference: order.payment_reference!,
  });
  return { kind: 'refund_needed', order, refund, reservedNow };
}

async function applyPaymentTo(trx: Transaction<Database>, order: OrderRow, now: Date): Promise<PaymentOutcome> {
  if (order.status === 'cancelled') {
    // The staff decided it (or refunded it): the order stays cancelled and keeps nobody's units.
    if (order.cancel_cause === 'staff' || order.cancel_cause === 'refunded') return paymentToReturn(trx, order);
    const units = await unitsOfOrder(trx, order.id);
    const short = await takeStock(trx, units);
    if (short.length) {
      // All or nothing: what could be taken goes back.
      await giveBackStock(
        trx,
        units.filter((unit) => !short.some((line) => line.variationId === unit.variationId)),
      );
      return paymentToReturn(trx, order);
    }
    await reopenOrder(trx, order.id);
    order.status = 'new';
  }
  if (order.status !== 'new') return { kind: 'already_paid', order };
  const paid = (await moveOrder(trx, order, 'paid', now))!;
  // In the payment's transaction: a paid order always has its invoice, and a failed payment takes no number.
  await issueInvoice(trx, paid, now);
  await emptyCartOf(trx, paid);
  return { kind: 'paid', order: paid };
}
