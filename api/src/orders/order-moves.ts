import type { OrderStatus } from '@lemon/shared/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../database/database';
import { giveBackStock, unitsOfOrder } from './order-stock';
import type { OrderRow } from './orders.repository';

/** The statuses the staff moves orders to. */
export type StaffMove = 'sent' | 'ready' | 'done' | 'cancelled';

/**
 * Where the staff may move an order: a paid order is sent (home delivery) or made ready (pickup), then done;
 * an unpaid or paid order may be cancelled. Only a payment makes an order paid.
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
 * moves it, the other gets undefined. A cancelled order gives its stock back; a sent one records its parcel.
 */
export async function moveOrder(
  trx: Transaction<Database>,
  order: Pick<OrderRow, 'id' | 'status'>,
  to: DatedStatus,
  now = new Date(),
  shipment?: ShipmentColumns,
): Promise<OrderRow | undefined> {
  const moved = await trx
    .updateTable('orders')
    .set({ status: to, [dateColumnOf[to]]: now, ...(to === 'sent' && shipment ? shipment : {}) })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .returningAll()
    .executeTakeFirst();
  if (moved && to === 'cancelled') await giveBackStock(trx, await unitsOfOrder(trx, order.id));
  return moved;
}
