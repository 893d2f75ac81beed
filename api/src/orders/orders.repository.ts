import type { OrderStatus, OrderSummary } from '@lemon/shared/contract';
import type { DbOrTransaction } from '../database/database';

/** The statuses of an order that was paid (a cancelled or unpaid one is not): what uses up a promo code. */
export const paidOrderStatuses = ['paid', 'sent', 'ready', 'done'] as const satisfies readonly OrderStatus[];

/** The customer's orders, newest first. */
export async function ordersOf(db: DbOrTransaction, userId: number): Promise<OrderSummary[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'reference', 'status', 'total', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
