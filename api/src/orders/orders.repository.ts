import { paidOrderStatuses, type Order, type OrderRefund, type OrderShipment } from '@lemon/orders-contract';
import { carriers, isCarrier, trackingUrlOf } from '@lemon/staff-contract';
import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import { localized } from '../catalog/localized-columns';
import type { AddressRow } from '../addresses/addresses.repository';
import type { Database, DbOrTransaction } from '../database/database';
import { lockingRows } from '../database/engine';
import { readGrouped } from '../database/read-grouped';
import type { OrderLineTable, OrderTable } from './order.table';
import type { StockUnits } from './order-stock';

export type OrderRow = Selectable<OrderTable>;
type OrderLineRow = Selectable<OrderLineTable>;

/** The address columns an order copies from the address book: editing the book later changes no order (none for pickup). */
export const orderAddressColumns = (address: AddressRow | undefined) => ({
  address_first_name: address?.first_name ?? null,
  address_last_name: address?.last_name ?? null,
  address_line1: address?.line1 ?? null,
  address_line2: address?.line2 ?? null,
  address_zip: address?.zip ?? null,
  address_city: address?.city ?? null,
  address_country: address?.country ?? null,
});

/** The order's reference and the provider's reference of its payment. */
export const paymentOfOrder = (db: DbOrTransaction, orderId: number) =>
  db.selectFrom('orders').select(['reference', 'payment_reference']).where('id', '=', orderId).executeTakeFirstOrThrow();

/** The order's lines, as bought, in their order. */
export function linesOfOrder(db: DbOrTransaction, orderId: number): Promise<OrderLineRow[]> {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** The order with this reference. */
export function findOrder(db: DbOrTransaction, reference: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/**
 * The order with this reference, locked until the transaction ends (PostgreSQL; SQLite runs one transaction at
 * a time): what is checked of it still holds when the transaction writes.
 */
export function lockedOrder(trx: Transaction<Database>, reference: string): Promise<OrderRow | undefined> {
  return trx.selectFrom('orders').selectAll().where('reference', '=', reference).$call(lockingRows(trx)).executeTakeFirst();
}

/** The order with this id, locked as `lockedOrder` locks it; it must exist. */
export function lockedOrderById(trx: Transaction<Database>, id: number): Promise<OrderRow> {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).$call(lockingRows(trx)).executeTakeFirstOrThrow();
}

/** The customer's order placed with this checkout key. */
/** The page where the order is paid, made by `provider` (its reference there, its address, when it stops taking it). */
export async function setPaymentPage(
  db: DbOrTransaction,
  orderId: number,
  page: { provider: string; reference: string; url: string; expiresAt: Date | null },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      payment_provider: page.provider,
      payment_reference: page.reference,
      payment_url: page.url,
      payment_url_expires_at: page.expiresAt,
    })
    .where('id', '=', orderId)
    .execute();
}

/**
 * The order's payment page is not handed out again (the provider's session expired, failed, or completed with the
 * money still on its way): when it is still the one `paymentReference` names, with that provider.
 */
export async function forgetPaymentPage(
  db: DbOrTransaction,
  { orderReference, provider, paymentReference }: { orderReference: string; provider: string; paymentReference: string },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_url: null, payment_url_expires_at: null })
    .where('reference', '=', orderReference)
    .where('payment_provider', '=', provider)
    .where('payment_reference', '=', paymentReference)
    .execute();
}

/** An order no helper asked to cancel (any more). */
export const noCancellationRequest = { cancel_requested_at: null, cancel_requested_by: null, cancel_request_note: null } as const;

/** A helper's request that the order be cancelled (when, by whom, why), or none (null): the order as it is then. */
export const setCancellationRequest = (
  trx: DbOrTransaction,
  orderId: number,
  request: { at: Date; by: number; note: string | null } | null,
): Promise<OrderRow> =>
  trx
    .updateTable('orders')
    .set(
      request
        ? { cancel_requested_at: request.at, cancel_requested_by: request.by, cancel_request_note: request.note }
        : noCancellationRequest,
    )
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();

export function findOrderByKey(db: DbOrTransaction, userId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
}

/** The customer's orders, newest first. */
export function ordersOf(db: DbOrTransaction, userId: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The parcel of a sent order as its customer follows it: none until it has a tracking number. */
function shipmentOf(row: OrderRow): OrderShipment | null {
  if (row.tracking_number === null) return null;
  const carrier = row.carrier !== null && isCarrier(row.carrier) ? row.carrier : 'other';
  return {
    carrier: carriers[carrier].name,
    tracking_number: row.tracking_number,
    tracking_url: trackingUrlOf(carrier, row.tracking_number),
  };
}

function toOrder(row: OrderRow, lines: OrderLineRow[], promoCode: string | null, refunds: OrderRefund[]): Order {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    locale: row.locale,
    lines: lines.map((line) => ({
      product_variation_id: line.product_variation_id,
      product_label: localized(line, 'product_label'),
      variation_label: localized(line, 'variation_label'),
      unit_price: line.unit_price,
      quantity: line.quantity,
      total: line.unit_price * line.quantity,
    })),
    subtotal: row.subtotal,
    promo_code: promoCode,
    discount: row.discount,
    delivery_method: row.delivery_method,
    shipping_cost: row.shipping_cost,
    total: row.total,
    refunded: givenBack(refunds),
    address:
      row.delivery_method === 'shipping' && row.address_line1 !== null
        ? {
            first_name: row.address_first_name ?? '',
            last_name: row.address_last_name ?? '',
            line1: row.address_line1,
            line2: row.address_line2,
            zip: row.address_zip ?? '',
            city: row.address_city ?? '',
            country: row.address_country ?? '',
          }
        : null,
    age_confirmed: row.age_confirmed_at !== null,
    created_at: row.created_at.toISOString(),
    payable_until: row.status === 'new' ? iso(row.payment_due_at) : null,
    paid_at: iso(row.paid_at),
    shipped_at: iso(row.shipped_at),
    done_at: iso(row.done_at),
    cancelled_at: iso(row.cancelled_at),
    shipment: shipmentOf(row),
    refunds,
  };
}

/** Orders as the API answers them: each with its lines, the code of its promo and what was refunded of it. */
export async function toOrders(db: DbOrTransaction, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const lines = await readGrouped(
    ids,
    (orderIds) => db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    (line) => [line.order_id, line],
  );
  const promoIds = [...new Set(rows.flatMap((row) => (row.promo_code_id === null ? [] : [row.promo_code_id])))];
  const codes = new Map(
    promoIds.length
      ? (await db.selectFrom('promo_codes').select(['id', 'code']).where('id', 'in', promoIds).execute()).map((promo) => [
          promo.id,
          promo.code,
        ])
      : [],
  );
  const refunds = await customerRefundsByOrder(db, ids);
  return rows.map((row) =>
    toOrder(row, lines.get(row.id)!, row.promo_code_id === null ? null : (codes.get(row.promo_code_id) ?? null), refunds.get(row.id)!),
  );
}

export const toOrderAnswer = async (db: DbOrTransaction, row: OrderRow): Promise<Order> => (await toOrders(db, [row]))[0]!;

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

/** A new order and its lines. */
export async function insertOrder(
  trx: DbOrTransaction,
  order: Insertable<OrderTable>,
  lines: Omit<Insertable<OrderLineTable>, 'order_id'>[],
): Promise<OrderRow> {
  const row = await trx.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
  await trx
    .insertInto('order_lines')
    .values(lines.map((line) => ({ order_id: row.id, ...line })))
    .execute();
  return row;
}

/** The orders that hold a use of the promo code: every paid one, and the unpaid ones placed since `heldSince`. */
export async function ordersHoldingPromo(db: DbOrTransaction, promoCodeId: number, heldSince: Date): Promise<number> {
  const { held } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('held'))
    .where('promo_code_id', '=', promoCodeId)
    .where((eb) => eb.or([eb('status', 'in', paidOrderStatuses), eb.and([eb('status', '=', 'new'), eb('created_at', '>', heldSince)])]))
    .executeTakeFirstOrThrow();
  return Number(held);
}

/** An order cancelled while its payment was on its way, unpaid again (its units were taken again). */
export async function reopenOrder(trx: DbOrTransaction, id: number): Promise<void> {
  await trx.updateTable('orders').set({ status: 'new', cancelled_at: null, cancel_cause: null }).where('id', '=', id).execute();
}

/** An order's lines as units of stock (lines whose variation left the catalogue have none to give back). */
export async function unitsOfOrder(db: DbOrTransaction, orderId: number): Promise<StockUnits[]> {
  const lines = await db
    .selectFrom('order_lines')
    .select(['product_variation_id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('product_variation_id', 'is not', null)
    .execute();
  return lines.map((line) => ({ variationId: line.product_variation_id!, quantity: line.quantity }));
}

/** Changes the order, unless another did first: it must still be in the status it was read in. */
export const changeOrderFrom = (
  trx: DbOrTransaction,
  order: Pick<OrderRow, 'id' | 'status'>,
  changes: Updateable<OrderTable>,
): Promise<OrderRow | undefined> =>
  trx.updateTable('orders').set(changes).where('id', '=', order.id).where('status', '=', order.status).returningAll().executeTakeFirst();

/** The units of the order's refunds (failed ones aside), by variation. */
export async function unitsRefundedByVariation(db: DbOrTransaction, orderId: number): Promise<Map<number | null, number>> {
  const refunded = await db
    .selectFrom('refund_lines')
    .innerJoin('refunds', 'refunds.id', 'refund_lines.refund_id')
    .innerJoin('order_lines', 'order_lines.id', 'refund_lines.order_line_id')
    .select(['order_lines.product_variation_id', (eb) => eb.fn.sum<number | string>('refund_lines.quantity').as('quantity')])
    .where('refunds.order_id', '=', orderId)
    .where('refunds.status', '!=', 'failed')
    .groupBy('order_lines.product_variation_id')
    .execute();
  return new Map(refunded.map((row) => [row.product_variation_id, Number(row.quantity)]));
}

/** The cart's order still waiting for its payment, if any. */
export const liveUnpaidOrderOf = (db: DbOrTransaction, cartId: number, now: Date): Promise<OrderRow | undefined> =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('status', '=', 'new')
    .where('payment_due_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** The units the customer's orders awaiting payment hold, by variation. */
export async function unitsHeldUnpaid(db: DbOrTransaction, userId: number, now: Date): Promise<Map<number | null, number>> {
  const held = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.product_variation_id as variationId', (eb) => eb.fn.sum<number>('order_lines.quantity').as('units')])
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'new')
    .where('orders.payment_due_at', '>', now)
    .groupBy('order_lines.product_variation_id')
    .execute();
  return new Map(held.map((row) => [row.variationId, Number(row.units)]));
}

/** The orders still unpaid past their payment's deadline. */
export const unpaidOrdersDue = (db: DbOrTransaction, now: Date) =>
  db.selectFrom('orders').select(['id', 'status']).where('status', '=', 'new').where('payment_due_at', '<=', now).execute();

/** Claims telling the shop of a paid order, once in all processes: whether this call claimed it. */
export async function claimShopNotification(db: DbOrTransaction, orderId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('orders')
    .set({ shop_notified_at: now })
    .where('id', '=', orderId)
    .where('shop_notified_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
