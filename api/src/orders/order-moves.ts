import type { OrderStatus } from '@lemon/orders-contract';
import type { Transaction } from 'kysely';
import type { Database } from '../database/database';
import type { CancelCause } from './order.table';
import { giveBackStock, type StockUnits } from './order-stock';
import { changeOrderFrom, noCancellationRequest, unitsOfOrder, unitsRefundedByVariation, type OrderRow } from './orders.repository';

/** The statuses the staff moves orders to. */
export type StaffMove = 'sent' | 'ready' | 'done' | 'cancelled';

/**
 * Where the staff may move an order: a paid order is sent (home delivery) or made ready (pickup), then done;
 * an unpaid or paid order may be cancelled (a paid one through a refund of its payment). Only a payment makes
 * an order paid.
 */
export function staffMayMove(order: Pick<OrderRow, 'status' | 'delivery_method'>, to: OrderStatus): to is StaffMove {
  switch (to) {
    case 'sent':
      return order.status === 'paid' && order.delivery_method === 'shipping';
    case 'ready':
      return order.status === 'paid' && order.delivery_method === 'pickup';
    case 'done':
      return order.status === (order.delivery_method === 'shipping' ? 'sent' : 'ready');
    case 'cancelled':
      return order.status === 'new' || order.status === 'paid';
    default:
      return false;
  }
}

/** The column that records when an order reached a status. */
const dateColumnOf = {
  paid: 'paid_at',
  sent: 'shipped_at',
  ready: 'shipped_at',
  done: 'done_at',
  cancelled: 'cancelled_at',
} as const satisfies Partial<Record<OrderStatus, keyof OrderRow>>;
type DatedStatus = keyof typeof dateColumnOf;

/** What a sent order records of its parcel. */
export interface ShipmentColumns {
  carrier: string | null;
  tracking_number: string | null;
}

/**
 * Moves the order from the status it has to `to`, dated `now`, if it still has that status: of two
 * processes moving one order at once (a payment and the unpaid-order cancellation, two staff clicks) one
 * moves it, the other gets undefined. A sent one records its parcel.
 */
export function moveOrder(
  trx: Transaction<Database>,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: Exclude<DatedStatus, 'cancelled'>,
  now = new Date(),
  shipment?: ShipmentColumns,
): Promise<OrderRow | undefined> {
  return changeOrderFrom(trx, order, { status: to, [dateColumnOf[to]]: now, ...(to === 'sent' && shipment ? shipment : {}) });
}

/** The order's units still out of stock: its lines', less those its refunds named (given back then, or kept). */
async function heldUnitsOf(trx: Transaction<Database>, orderId: number): Promise<StockUnits[]> {
  const refundedOf = await unitsRefundedByVariation(trx, orderId);
  return (await unitsOfOrder(trx, orderId))
    .map((units) => ({ ...units, quantity: units.quantity - (refundedOf.get(units.variationId) ?? 0) }))
    .filter((units) => units.quantity > 0);
}

/**
 * Cancels the order, as `moveOrder` moves it (of two processes, one does), saying why, and gives back the
 * units it still held (a refund's lines went back with the refund, or stay out as the staff chose). A helper's
 * request that it be cancelled is answered.
 */
export async function cancelOrder(
  trx: Transaction<Database>,
  order: Pick<OrderRow, 'id' | 'status'>,
  cause: CancelCause,
  now = new Date(),
): Promise<OrderRow | undefined> {
  const cancelled = await changeOrderFrom(trx, order, {
    status: 'cancelled',
    cancelled_at: now,
    cancel_cause: cause,
    ...noCancellationRequest,
  });
  if (cancelled) await giveBackStock(trx, await heldUnitsOf(trx, order.id));
  return cancelled;
}
