import { createHash, randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../database/database';
import { HttpError, notFound } from '../http/http-error';
import { linesOfOrder, lockedOrder, type OrderRow } from '../orders/orders.repository';
import { paidPerLine, unitsRefundAmount, type RefundPayload } from '@lemon/staff-contract';
import { splitInProportion } from '../invoices/proportional-split';
import {
  insertRefund,
  isRefundable,
  paidOf,
  refundByKey,
  refundedPerLine,
  refundSums,
  waitingCancellationRefund,
  type RefundRow,
} from './refunds.repository';

export interface RefundReservation {
  /** The staff's key: the same key answers the refund it made. */
  idempotencyKey: string;
  reference: string;
  payload: Pick<RefundPayload, 'lines' | 'amount' | 'reason'> & { restock: boolean };
  staffId: number;
  providerName: string;
}

/** A refund reserved now, or the one the key made before. */
export type Reserved = { kind: 'new'; refund: RefundRow; order: OrderRow } | { kind: 'again'; refund: RefundRow };

/** What a key asked for, as a digest: the same key sent again must ask for the same refund. */
function fingerprintOf({ lines, amount, reason, restock }: RefundReservation['payload']): string {
  const asked = {
    lines: lines ? [...lines].sort((a, b) => a.order_line_id - b.order_line_id).map((line) => [line.order_line_id, line.quantity]) : null,
    amount: amount ?? null,
    restock,
    reason: reason?.trim() || null,
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('base64url');
}

const refused = (errors: Record<string, string[]>) => new HttpError(422, 'This refund cannot be made.', errors);

/** The lines asked for, priced at what was paid for them; refused if one is not the order's or has fewer units left. */
async function pricedLines(trx: Transaction<Database>, order: OrderRow, asked: NonNullable<RefundPayload['lines']>) {
  const orderLines = await linesOfOrder(trx, order.id);
  const linePaid = paidPerLine(orderLines, order.discount);
  const refunded = await refundedPerLine(trx, order.id);
  const errors: Record<string, string[]> = {};
  const priced = asked.flatMap(({ order_line_id, quantity }, index) => {
    const line = orderLines.find((candidate) => candidate.id === order_line_id);
    if (!line) {
      errors[`lines.${index}.order_line_id`] = ['exists'];
      return [];
    }
    const before = refunded.get(line.id) ?? { quantity: 0, amount: 0 };
    if (quantity > line.quantity - before.quantity) {
      errors[`lines.${index}.quantity`] = ['refund_too_much'];
      return [];
    }
    return [{ line, quantity, amount: unitsRefundAmount(linePaid.get(line.id)!, line.quantity, before, quantity) }];
  });
  if (Object.keys(errors).length) throw refused(errors);
  return priced;
}

/**
 * Reserves the refund as `pending`, in a transaction that holds the order's row (PostgreSQL; SQLite runs one
 * transaction at a time): what it checks (paid, and the refund within what is left of the order and of each
 * line, pending refunds counted) still holds when it writes, so two refunds at once cannot together exceed
 * what was paid. The provider is asked after, outside the transaction.
 */
export async function reserveRefund(trx: Transaction<Database>, request: RefundReservation): Promise<Reserved> {
  const order = await lockedOrder(trx, request.reference);
  if (!order) throw notFound('Order');
  const fingerprint = fingerprintOf(request.payload);
  const before = await refundByKey(trx, request.idempotencyKey);
  if (before) {
    if (before.order_id !== order.id)
      throw new HttpError(409, 'This refund key was already used for another order: open the refund form again.');
    // Answering the first refund would tell the staff another amount was given back.
    if (before.request_fingerprint !== null && before.request_fingerprint !== fingerprint)
      throw new HttpError(409, 'This refund key was already used for another refund: open the refund form again.');
    return { kind: 'again', refund: before };
  }
  if (!isRefundable(order, request.providerName)) throw refused({ order: ['not_refundable'] });

  const { lines, amount, reason, restock } = request.payload;
  const priced = lines ? await pricedLines(trx, order, lines) : [];
  const total = lines ? priced.reduce((sum, line) => sum + line.amount, 0) : amount!;
  // Units that cost nothing (all discounted) give nothing back: no refund of 0.
  if (total <= 0) throw refused({ lines: ['min'] });
  const { refunded, pending } = await refundSums(trx, order.id);
  if (total > paidOf(order) - refunded - pending) throw refused({ [lines ? 'lines' : 'amount']: ['refund_too_much'] });

  const refund = await insertRefund(
    trx,
    {
      order_id: order.id,
      amount: total,
      reason: reason?.trim() || null,
      restocked: restock ? 1 : 0,
      status: 'pending',
      provider: request.providerName,
      idempotency_key: request.idempotencyKey,
      request_fingerprint: fingerprint,
      user_id: request.staffId,
    },
    priced.map(({ line, quantity, amount: cents }) => ({ order_line_id: line.id, quantity, amount: cents })),
  );
  return { kind: 'new', refund, order };
}

/** A paid order's cancellation: the refund reserved for it now or before, or nothing left to refund. */
export type ReservedCancellation =
  { kind: 'refund'; refund: RefundRow; order: OrderRow; reservedNow: boolean } | { kind: 'nothing_to_refund'; order: OrderRow };

/**
 * Reserves the refund that cancels a paid order: all that is left of its payment, with every unit not yet
 * refunded back to stock (their part of the amount in proportion to what is left of each line; the rest is the
 * delivery). A cancellation already waiting on the provider is answered again; an order refunded whole already
 * has nothing to refund.
 */
export async function reserveCancellationRefund(
  trx: Transaction<Database>,
  { reference, staffId, providerName }: { reference: string; staffId: number; providerName: string },
): Promise<ReservedCancellation> {
  const order = await lockedOrder(trx, reference);
  if (!order) throw notFound('Order');
  const waiting = await waitingCancellationRefund(trx, order.id);
  if (waiting) return { kind: 'refund', refund: waiting, order, reservedNow: false };
  if (order.status !== 'paid')
    throw new HttpError(422, `An order that is ${order.status} cannot be cancelled and refunded.`, { status: ['status_transition'] });
  const { refunded, pending } = await refundSums(trx, order.id);
  const left = paidOf(order) - refunded - pending;
  if (left <= 0) return { kind: 'nothing_to_refund', order };
  if (!isRefundable(order, providerName)) throw refused({ order: ['not_refundable'] });

  const orderLines = await linesOfOrder(trx, order.id);
  const linePaid = paidPerLine(orderLines, order.discount);
  const refundedOfLine = await refundedPerLine(trx, order.id);
  const remaining = orderLines
    .map((line) => {
      const before = refundedOfLine.get(line.id) ?? { quantity: 0, amount: 0 };
      return { line, quantity: line.quantity - before.quantity, worth: Math.max(linePaid.get(line.id)! - before.amount, 0) };
    })
    .filter((line) => line.quantity > 0);
  const worth = remaining.reduce((sum, line) => sum + line.worth, 0);
  const lineShares = splitInProportion(Math.min(worth, left), new Map(remaining.map((line) => [line.line.id, line.worth])));

  const refund = await insertRefund(
    trx,
    {
      order_id: order.id,
      amount: left,
      reason: null,
      restocked: 1,
      cancels_order: 1,
      status: 'pending',
      provider: providerName,
      idempotency_key: randomUUID(),
      user_id: staffId,
    },
    remaining.map(({ line, quantity }) => ({ order_line_id: line.id, quantity, amount: lineShares.get(line.id)! })),
  );
  return { kind: 'refund', refund, order, reservedNow: true };
}

/**
 * Reserves the return of a payment that came for an order the shop had cancelled (by the staff, or whose units
 * were gone): all of it, through the provider that took it, with a key of its own made from the payment, so the
 * same payment reported twice is returned once.
 */
export async function reservePaymentReturn(
  trx: Transaction<Database>,
  { order, amount, providerName, paymentReference }: { order: OrderRow; amount: number; providerName: string; paymentReference: string },
): Promise<{ refund: RefundRow; reservedNow: boolean }> {
  const idempotencyKey = `late-payment-${providerName}-${paymentReference}`;
  const before = await refundByKey(trx, idempotencyKey);
  if (before) return { refund: before, reservedNow: false };
  const refund = await insertRefund(trx, {
    order_id: order.id,
    amount,
    reason: null,
    restocked: 0,
    purpose: 'late_payment',
    status: 'pending',
    provider: providerName,
    idempotency_key: idempotencyKey,
    user_id: null,
  });
  return { refund, reservedNow: true };
}
