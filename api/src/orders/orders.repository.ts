import type { OrderSummary } from '@lemon/shared/contract';
import type { DbOrTransaction } from '../database/database';

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
