// Sums of an order's refunds: read by the order's answers (what was refunded) and by a new refund's checks.
import type { DbOrTransaction } from '../database/database';
import type { LineRefunded } from '@lemon/shared/staff-contract';

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

/** What the orders' customers were given back (succeeded refunds), by order id. */
export async function refundedByOrder(db: DbOrTransaction, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('refunds')
    .select(['order_id', (eb) => eb.fn.sum<number | string>('amount').as('amount')])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'succeeded')
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.amount)]));
}

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
