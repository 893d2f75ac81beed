import type { Transaction } from 'kysely';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { Database, DbOrTransaction } from '../database/database';
import { locksRows } from '../database/engine';
import { issueCreditNote } from '../invoices/invoices.repository';
import { giveBackStock, type StockUnits } from '../orders/order-stock';
import type { OrderRow } from '../orders/orders.repository';
import { refundSums } from './refund-sums';
import type { RefundRow } from './refunds.repository';

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

/** The refunded lines' units, back in stock. */
async function restock(trx: Transaction<Database>, refundId: number): Promise<void> {
  await giveBackStock(trx, await unitsOfRefund(trx, refundId));
}

/**
 * The provider gave the money back: the refund succeeds with its credit note, its units go back to stock if asked, and the audit
 * log says how much of the order was refunded before and after. The order's status stays what it is, even
 * once everything paid is refunded: a refund says nothing of where the goods are (sent, ready, done), and the
 * staff moves an order as before; the order's refunds tell that it is fully refunded.
 */
export async function markRefundSucceeded(
  trx: Transaction<Database>,
  { refund, order, providerReference, actor }: { refund: RefundRow; order: OrderRow; providerReference: string; actor: AuditActor },
): Promise<RefundRow> {
  // The order's row again: two refunds settling at once read and log the totals one after the other.
  await trx
    .selectFrom('orders')
    .select('id')
    .where('id', '=', order.id)
    .$if(locksRows(trx), (query) => query.forUpdate())
    .execute();
  const { refunded } = await refundSums(trx, order.id);
  const settledAt = new Date();
  const settled = await trx
    .updateTable('refunds')
    .set({ status: 'succeeded', provider_reference: providerReference, settled_at: settledAt })
    .where('id', '=', refund.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirstOrThrow();
  // Its credit note, numbered in the same transaction: a refund that succeeded always has one, without a gap.
  await issueCreditNote(trx, settled.id, settledAt);
  if (settled.restocked) await restock(trx, settled.id);
  await recordAudit(trx, actor, {
    action: 'order.refunded',
    subject: { type: 'order', id: order.reference },
    before: { refunded },
    after: { refunded: refunded + settled.amount, refund: { id: settled.id, amount: settled.amount, restocked: settled.restocked === 1 } },
  });
  return settled;
}

/** The provider refused or could not be reached: the refund failed and no longer counts against what is left. */
export async function markRefundFailed(db: DbOrTransaction, refund: RefundRow): Promise<void> {
  await db
    .updateTable('refunds')
    .set({ status: 'failed', settled_at: new Date() })
    .where('id', '=', refund.id)
    .where('status', '=', 'pending')
    .execute();
}
