import type { Selectable } from 'kysely';
import { localized } from '../catalog/localized-columns';
import type { DbOrTransaction } from '../database/database';
import { readGrouped } from '../database/read-grouped';
import { refundedPerLine, refundSums } from './refund-sums';
import { paidOrderStatuses, type OrderRow } from '../orders/orders.repository';
import { paidPerLine, type OrderRefunds, type Refund } from '@lemon/staff-contract';
import type { RefundTable } from './refund.table';

export type RefundRow = Selectable<RefundTable>;

/** Whether the order was paid through this provider and is still paid, sent, ready or done (not cancelled). */
export const isRefundable = (order: OrderRow, providerName: string) =>
  (paidOrderStatuses as readonly string[]).includes(order.status) &&
  order.paid_at !== null &&
  order.payment_provider === providerName &&
  order.payment_reference !== null;

/** What the customer paid for the order (0 until paid). */
export const paidOf = (order: OrderRow) => (order.paid_at === null ? 0 : order.total);

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** Refunds as the API answers them, with their lines and who made them, in the order given. */
export async function toRefunds(db: DbOrTransaction, rows: RefundRow[]): Promise<Refund[]> {
  const lines = await readGrouped(
    rows.map((row) => row.id),
    (ids) => db.selectFrom('refund_lines').selectAll().where('refund_id', 'in', ids).orderBy('id').execute(),
    (line) => [line.refund_id, { order_line_id: line.order_line_id, quantity: line.quantity, amount: line.amount }],
  );
  const staffIds = [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))];
  const emails = new Map(
    staffIds.length
      ? (await db.selectFrom('users').select(['id', 'email']).where('id', 'in', staffIds).execute()).map((user) => [user.id, user.email])
      : [],
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    amount: row.amount,
    reason: row.reason,
    restocked: row.restocked === 1,
    lines: lines.get(row.id)!,
    staff_email: row.user_id === null ? null : (emails.get(row.user_id) ?? null),
    created_at: row.created_at.toISOString(),
    settled_at: iso(row.settled_at),
  }));
}

/** The order's refunds, newest first, what was paid and given back, and what each line can still give back. */
export async function orderRefundsOf(db: DbOrTransaction, order: OrderRow, providerName: string): Promise<OrderRefunds> {
  const orderLines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
  const perLine = await refundedPerLine(db, order.id);
  const { refunded, pending } = await refundSums(db, order.id);
  const rows = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const paid = paidOf(order);
  const refundable = isRefundable(order, providerName) ? Math.max(paid - refunded - pending, 0) : 0;
  const linePaid = paidPerLine(orderLines, order.discount);
  return {
    paid,
    refunded,
    pending,
    refundable,
    fully_refunded: paid > 0 && refunded >= paid,
    can_refund: refundable > 0,
    lines: orderLines.map((line) => {
      const refundedQuantity = perLine.get(line.id)?.quantity ?? 0;
      const paidAmount = linePaid.get(line.id)!;
      return {
        order_line_id: line.id,
        product_label: localized(line, 'product_label'),
        variation_label: localized(line, 'variation_label'),
        unit_price: line.unit_price,
        quantity: line.quantity,
        paid_amount: paidAmount,
        refunded_quantity: refundedQuantity,
        refunded_amount: perLine.get(line.id)?.amount ?? 0,
        // Nothing of a line that cost nothing (all of it discounted) can be given back.
        refundable_quantity: refundable > 0 && paidAmount > 0 ? line.quantity - refundedQuantity : 0,
      };
    }),
    refunds: await toRefunds(db, rows),
  };
}

/** Whether a refund that cancels the order is waiting on the provider: the order's other moves wait too. */
export const cancellationRefundPending = async (db: DbOrTransaction, orderId: number): Promise<boolean> =>
  (await db
    .selectFrom('refunds')
    .select('id')
    .where('order_id', '=', orderId)
    .where('cancels_order', '=', 1)
    .where('status', '=', 'pending')
    .executeTakeFirst()) !== undefined;

/** The refund made with this idempotency key, if any. */
export const refundByKey = (db: DbOrTransaction, idempotencyKey: string): Promise<RefundRow | undefined> =>
  db.selectFrom('refunds').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
