// An order's refunds: read by the order's answers (what was refunded, and how) and by a new refund's checks.
import type { DbOrTransaction } from '../database/database';
import type { OrderRefund } from '@lemon/orders-contract';
import type { LineRefunded } from '@lemon/staff-contract';

/** The order's refunds that count, by status: given back (`succeeded`) and being given back (`pending`). */
export async function refundSums(db: DbOrTransaction, orderId: number): Promise<{ refunded: number; pending: number }> {
  const rows = await db
    .selectFrom('refunds')
    .select(['status', (eb) => eb.fn.sum<number | string>('amount').as('amount')])
    .where('order_id', '=', orderId)
    .where('status', '!=', 'failed')
    .groupBy('status')
    .execute();
  const sumOf = (status: string) => Number(rows.find((row) => row.status === status)?.amount ?? 0);
  return { refunded: sumOf('succeeded'), pending: sumOf('pending') };
}

/** The orders' refunds as their customers see them (failed attempts left out), oldest first, by order id. */
export async function customerRefundsByOrder(db: DbOrTransaction, orderIds: number[]): Promise<Map<number, OrderRefund[]>> {
  const refunds = new Map<number, OrderRefund[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return refunds;
  const rows = await db
    .selectFrom('refunds')
    .leftJoin('credit_notes', 'credit_notes.refund_id', 'refunds.id')
    .select(['refunds.order_id', 'refunds.amount', 'refunds.status', 'refunds.created_at', 'refunds.settled_at', 'credit_notes.number'])
    .where('refunds.order_id', 'in', orderIds)
    .where('refunds.status', '!=', 'failed')
    .orderBy('refunds.created_at')
    .orderBy('refunds.id')
    .execute();
  for (const row of rows)
    refunds.get(row.order_id)!.push({
      amount: row.amount,
      status: row.status === 'pending' ? 'pending' : 'succeeded',
      created_at: row.created_at.toISOString(),
      settled_at: row.settled_at?.toISOString() ?? null,
      credit_note: row.number,
    });
  return refunds;
}

/** What a customer was given back: their refunds that succeeded. */
export const givenBack = (refunds: readonly OrderRefund[]) =>
  refunds.reduce((sum, refund) => sum + (refund.status === 'succeeded' ? refund.amount : 0), 0);

/** Units and cents of each of the order's lines given back or being given back, by order line id. */
export async function refundedPerLine(db: DbOrTransaction, orderId: number): Promise<Map<number, LineRefunded>> {
  const rows = await db
    .selectFrom('refund_lines')
    .innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
    .select([
      'refund_lines.order_line_id',
      (eb) => eb.fn.sum<number | string>('refund_lines.quantity').as('quantity'),
      (eb) => eb.fn.sum<number | string>('refund_lines.amount').as('amount'),
    ])
    .where('refunds.order_id', '=', orderId)
    .where('refunds.status', '!=', 'failed')
    .groupBy('refund_lines.order_line_id')
    .execute();
  return new Map(rows.map((row) => [row.order_line_id, { quantity: Number(row.quantity), amount: Number(row.amount) }]));
}
