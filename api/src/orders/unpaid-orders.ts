import type { Db } from '../database/database';
import { cancelOrder } from './order-moves';
import { unpaidOrdersDue, type OrderRow } from './orders.repository';

/**
 * Cancels the orders still unpaid past their `payment_due_at`, each giving its stock back, and answers them.
 * Each order in a transaction of its own; an order another process cancelled, or a payment reached first,
 * is left as it is.
 */
export async function cancelUnpaidOrders(db: Db, now = new Date()): Promise<OrderRow[]> {
  const due = await unpaidOrdersDue(db, now);
  const cancelled: OrderRow[] = [];
  for (const order of due) {
    const moved = await db.transaction().execute((trx) => cancelOrder(trx, order, 'unpaid', now));
    if (moved) cancelled.push(moved);
  }
  return cancelled;
}
