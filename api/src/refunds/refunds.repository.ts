import { paidOrderStatuses } from '@lemon/orders-contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { localized } from '../catalog/localized-columns';
import type { DbOrTransaction } from '../database/database';
import { readGrouped } from '../database/read-grouped';
import type { StockUnits } from '../orders/order-stock';
import { linesOfOrder, type OrderRow } from '../orders/orders.repository';
import { paidPerLine, type LineRefunded, type OrderRefunds, type Refund } from '@lemon/staff-contract';
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
  const orderLines = await linesOfOrder(db, order.id);
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
  (await waitingCancellationRefund(db, orderId)) !== undefined;

/** The refund cancelling the order that waits on the provider, if one does. */
export const waitingCancellationRefund = (db: DbOrTransaction, orderId: number): Promise<RefundRow | undefined> =>
  db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('cancels_order', '=', 1)
    .where('status', '=', 'pending')
    .executeTakeFirst();

/** The refund made with this idempotency key, if any. */
export const refundByKey = (db: DbOrTransaction, idempotencyKey: string): Promise<RefundRow | undefined> =>
  db.selectFrom('refunds').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();

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

/** A refund reserved (`pending`), with the units of each line it gives back. */
export async function insertRefund(
  trx: DbOrTransaction,
  refund: Insertable<RefundTable>,
  lines: { order_line_id: number; quantity: number; amount: number }[] = [],
): Promise<RefundRow> {
  // The call that reserves a refund holds the turn to ask the provider about it: a second call for the same
  // refund waits for its answer rather than asking first.
  const row = await trx
    .insertInto('refunds')
    .values({ provider_asked_at: new Date(), ...refund })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (lines.length)
    await trx
      .insertInto('refund_lines')
      .values(lines.map((line) => ({ refund_id: row.id, ...line })))
      .execute();
  return row;
}

export const refundById = (db: DbOrTransaction, id: number): Promise<RefundRow> =>
  db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * Marks the provider asked about the pending refund now, unless another call asked and its answer may still come
 * (asked after `unansweredSince`): true for the one call that takes the turn.
 */
export async function markProviderAsked(db: DbOrTransaction, id: number, { now, unansweredSince }: { now: Date; unansweredSince: Date }) {
  const { numUpdatedRows } = await db
    .updateTable('refunds')
    .set({ provider_asked_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('provider_asked_at', 'is', null), eb('provider_asked_at', '<=', unansweredSince)]))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** The pending refund may be asked about again at once. */
export async function markProviderUnasked(db: DbOrTransaction, id: number): Promise<void> {
  await db.updateTable('refunds').set({ provider_asked_at: null }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** The provider's refunds still pending that were made before `madeBefore`, oldest first, `atMost` of them. */
export function refundsWaiting(
  db: DbOrTransaction,
  { provider, madeBefore, atMost }: { provider: string; madeBefore: Date; atMost: number },
) {
  return db
    .selectFrom('refunds')
    .selectAll()
    .where('status', '=', 'pending')
    .where('provider', '=', provider)
    .where('created_at', '<=', madeBefore)
    .orderBy('id')
    .limit(atMost)
    .execute();
}

/** Settles the pending refund (given or failed): the refund as settled, or undefined when another call settled it first. */
export const settleRefund = (
  db: DbOrTransaction,
  id: number,
  outcome: Pick<Updateable<RefundTable>, 'status' | 'provider_reference' | 'settled_at'>,
): Promise<RefundRow | undefined> =>
  db.updateTable('refunds').set(outcome).where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();

/** A refund's lines as units of stock (a variation that left the catalogue has none). */
export async function unitsOfRefund(db: DbOrTransaction, refundId: number): Promise<StockUnits[]> {
  const lines = await db
    .selectFrom('refund_lines')
    .innerJoin('order_lines', 'order_lines.id', 'refund_lines.order_line_id')
    .select(['order_lines.product_variation_id', 'refund_lines.quantity'])
    .where('refund_lines.refund_id', '=', refundId)
    .where('order_lines.product_variation_id', 'is not', null)
    .execute();
  return lines.map((line) => ({ variationId: line.product_variation_id!, quantity: line.quantity }));
}
