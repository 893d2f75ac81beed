import type { Transaction } from 'kysely';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import type { Database, DbOrTransaction } from '../database/database';
import { issueCreditNote } from '../invoices/invoices.repository';
import { cancelOrder } from '../orders/order-moves';
import { giveBackStock } from '../orders/order-stock';
import { lockedOrderById, type OrderRow } from '../orders/orders.repository';
import { refundSums, settleRefund, unitsOfRefund, type RefundRow } from './refunds.repository';

/** What settling a refund as given did: the refund, and its order as it is now (cancelled, when the refund cancels it). */
export interface GivenRefund {
  refund: RefundRow;
  order: OrderRow;
}

/**
 * The provider gave the money back: the refund succeeds, once (of two processes settling it, the other gets
 * undefined). Money back on a sale has its credit note and its units back in stock if asked, and the audit log
 * says how much of the order was refunded before and after; a refund that cancels its order cancels it. The
 * order's status otherwise stays what it is, even once everything paid is refunded: a refund says nothing of
 * where the goods are (sent, ready, done).
 */
export async function markRefundGiven(
  trx: Transaction<Database>,
  { refund, providerReference, actor }: { refund: RefundRow; providerReference: string; actor: AuditActor },
): Promise<GivenRefund | undefined> {
  // The order's row first: two refunds settling at once read and log the totals one after the other.
  const order = await lockedOrderById(trx, refund.order_id);
  const { refunded } = await refundSums(trx, order.id);
  const settledAt = new Date();
  const settled = await settleRefund(trx, refund.id, { status: 'succeeded', provider_reference: providerReference, settled_at: settledAt });
  if (!settled) return undefined;
  const subject = { type: 'order', id: order.reference } as const;
  if (settled.purpose === 'late_payment') {
    // A payment for an order the shop did not sell: no invoice, so no credit note.
    await recordAudit(trx, actor, {
      action: 'order.payment_returned',
      subject,
      before: null,
      after: { amount: settled.amount, refund: { id: settled.id } },
    });
    return { refund: settled, order };
  }
  // Its credit note, numbered in the same transaction: a refund that succeeded always has one, without a gap.
  await issueCreditNote(trx, settled.id, settledAt);
  if (settled.restocked) await giveBackStock(trx, await unitsOfRefund(trx, settled.id));
  await recordAudit(trx, actor, {
    action: 'order.refunded',
    subject,
    before: { refunded },
    after: { refunded: refunded + settled.amount, refund: { id: settled.id, amount: settled.amount, restocked: settled.restocked === 1 } },
  });
  // Only a paid order is cancelled this way: the staff's moves wait while its cancellation is pending.
  if (!settled.cancels_order || order.status !== 'paid') return { refund: settled, order };
  const cancelled = await cancelOrder(trx, order, 'refunded', settledAt);
  if (!cancelled) return { refund: settled, order };
  await recordAudit(trx, actor, { action: 'order.cancelled', subject, before: { status: order.status }, after: { status: 'cancelled' } });
  return { refund: settled, order: cancelled };
}

/** The provider refused: the refund failed and no longer counts against what is left; its order stays as it is. */
export const markRefundFailed = (db: DbOrTransaction, refund: RefundRow): Promise<RefundRow | undefined> =>
  settleRefund(db, refund.id, { status: 'failed', settled_at: new Date() });
