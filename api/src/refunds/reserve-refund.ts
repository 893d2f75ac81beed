import type { Transaction } from 'kysely';
import type { Database } from '../database/database';
import { locksRows } from '../database/engine';
import { HttpError, notFound } from '../http/http-error';
import type { OrderRow } from '../orders/orders.repository';
import { paidPerLine, unitsRefundAmount, type RefundPayload } from '@lemon/shared/staff-contract';
import { refundedPerLine, refundSums } from './refund-sums';
import { isRefundable, paidOf, type RefundRow } from './refunds.repository';

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

const refused = (errors: Record<string, string[]>) => new HttpError(422, 'This refund cannot be made.', errors);

/** The lines asked for, priced at what was paid for them; refused if one is not the order's or has fewer units left. */
async function pricedLines(trx: Transaction<Database>, order: OrderRow, asked: NonNullable<RefundPayload['lines']>) {
  const orderLines = await trx.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
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
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('reference', '=', request.reference)
    .$if(locksRows(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!order) throw notFound('Order');
  const before = await trx.selectFrom('refunds').selectAll().where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
  if (before) {
    if (before.order_id !== order.id)
      throw new HttpError(409, 'This refund key was already used for another order: open the refund form again.');
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

  const refund = await trx
    .insertInto('refunds')
    .values({
      order_id: order.id,
      amount: total,
      reason: reason?.trim() || null,
      restocked: restock ? 1 : 0,
      status: 'pending',
      provider: request.providerName,
      idempotency_key: request.idempotencyKey,
      user_id: request.staffId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (priced.length)
    await trx
      .insertInto('refund_lines')
      .values(
        priced.map(({ line, quantity, amount: cents }) => ({ refund_id: refund.id, order_line_id: line.id, quantity, amount: cents })),
      )
      .execute();
  return { kind: 'new', refund, order };
}
