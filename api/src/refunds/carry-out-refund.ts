// A refund's life after it was reserved: the provider is asked with the refund's own key, and the refund is
// settled by its answer. An answer that never came leaves it pending; the housekeeping settles it from the
// provider's own record, or asks again with the same key. However often it is asked, it refunds once.
import type { FastifyInstance } from 'fastify';
import { shopActor, type AuditActor } from '../audit/audit.repository';
import { stockMoved } from '../catalog/stock-shown';
import { mailOrderMove } from '../orders/order-notices';
import { paymentOfOrder } from '../orders/orders.repository';
import { findUserById } from '../users/users.repository';
import { RefundRefused } from './refund-refused';
import { notifyGivenBack } from '../stock-notifications/back-in-stock';
import { mailPaymentReturned, mailRefund } from './refund-mails';
import { markProviderAsked, markProviderUnasked, refundById, refundsWaiting, toRefunds, type RefundRow } from './refunds.repository';
import { markRefundFailed, markRefundGiven, type GivenRefund } from './settle-refund';

/** How long a refund may wait for the provider's answer before the housekeeping looks it up. */
export const refundAnswerWaitMs = 60_000;
/** Pending refunds the housekeeping settles per round. */
const refundsPerRound = 50;

const refundNow = (app: FastifyInstance, refund: RefundRow) => refundById(app.db, refund.id);

/** One mail saying what really happened: the order cancelled and refunded, money back on it, or a late payment returned. */
async function tellCustomer(app: FastifyInstance, { refund, order }: GivenRefund): Promise<void> {
  if (refund.purpose === 'late_payment') return mailPaymentReturned(app, refund.amount, order);
  if (refund.cancels_order && order.status === 'cancelled') return mailOrderMove(app, 'cancelled', order);
  await mailRefund(app, (await toRefunds(app.db, [refund]))[0]!, order);
}

/**
 * The provider gave the money back: the refund succeeds (of two processes settling it, one does, and only it
 * mails), the stock it moved shows at once, and shoppers waiting for units it gave back are told.
 */
async function settleGiven(app: FastifyInstance, refund: RefundRow, providerReference: string, actor: AuditActor): Promise<RefundRow> {
  const { result: given, variations } = await stockMoved.gather(() =>
    app.db.transaction().execute((trx) => markRefundGiven(trx, { refund, providerReference, actor })),
  );
  if (!given) return refundNow(app, refund);
  app.metrics.refunds.inc({ outcome: 'given' });
  await app.stockMovedIn(variations);
  await tellCustomer(app, given);
  if (variations.length) await notifyGivenBack(app, variations);
  return given.refund;
}

/**
 * Takes the turn to ask the provider about the refund, while it is pending and nobody else has it (a process
 * asking now holds it until its answer comes, or `refundAnswerWaitMs` is up): of two staff clicks, or a click and
 * the housekeeping, one asks.
 */
const takeTurn = (app: FastifyInstance, refund: RefundRow, now = new Date()) =>
  markProviderAsked(app.db, refund.id, { now, unansweredSince: new Date(now.getTime() - refundAnswerWaitMs) });

/** The provider's answer did not come: the next try may ask at once. */
const giveTurnBack = (app: FastifyInstance, refund: RefundRow) => markProviderUnasked(app.db, refund.id);

/** The payment the refund gives money back on. */
const paymentOf = (app: FastifyInstance, refund: RefundRow) => paymentOfOrder(app.db, refund.order_id);

/** Asks the provider, with the refund's own key, and settles the refund by its answer (the caller has the turn). */
async function askProvider(app: FastifyInstance, refund: RefundRow, actor: AuditActor): Promise<RefundRow> {
  const order = await paymentOf(app, refund);
  const context = { order: order.reference, refund: refund.id };
  let providerReference: string;
  try {
    ({ reference: providerReference } = await app.payments.refund({
      paymentReference: order.payment_reference!,
      amount: refund.amount,
      idempotencyKey: refund.idempotency_key,
      shopRefundId: refund.id,
    }));
  } catch (error) {
    if (error instanceof RefundRefused) {
      app.log.error({ err: error, ...context }, 'the payment provider refused a refund: nothing was given back');
      app.metrics.refunds.inc({ outcome: 'refused' });
      return (await markRefundFailed(app.db, refund)) ?? refundNow(app, refund);
    }
    app.log.error({ err: error, ...context }, 'the payment provider did not answer a refund: it stays pending, settled from its record');
    app.metrics.refunds.inc({ outcome: 'unanswered' });
    await giveTurnBack(app, refund);
    return refundNow(app, refund);
  }
  return settleGiven(app, refund, providerReference, actor);
}

/**
 * Asks the provider to give the refund's money back, with the refund's own key, and settles it by the answer:
 * given, refused (failed: nothing was given back), or lost (it stays pending). The call that reserved the refund
 * holds the turn from its reservation on; any other is answered with the refund as it stands while someone is
 * asking. The refund as it stands after.
 */
export async function carryOutRefund(
  app: FastifyInstance,
  refund: RefundRow,
  actor: AuditActor,
  { reservedNow }: { reservedNow: boolean },
): Promise<RefundRow> {
  if (!reservedNow && !(await takeTurn(app, refund))) return refundNow(app, refund);
  return askProvider(app, refund, actor);
}

/** Who a refund is recorded as made by: the staff member who asked for it, or the shop. */
async function actorOfRefund(app: FastifyInstance, refund: RefundRow): Promise<AuditActor> {
  if (refund.user_id === null) return shopActor;
  const staff = await findUserById(app.db, refund.user_id);
  return staff ? { id: staff.id, email: staff.email } : shopActor;
}

/**
 * Settles a refund whose answer never came from the provider's own record: made there (given), refused there
 * (failed), or not there at all (the call never arrived: asked again, with the same key).
 */
export async function settleFromProviderRecord(app: FastifyInstance, refund: RefundRow, now = new Date()): Promise<RefundRow> {
  if (!(await takeTurn(app, refund, now))) return refundNow(app, refund);
  const actor = await actorOfRefund(app, refund);
  const order = await paymentOf(app, refund);
  const recorded = await app.payments
    .recordedRefund({ paymentReference: order.payment_reference!, shopRefundId: refund.id })
    .catch(async (error: unknown) => {
      await giveTurnBack(app, refund);
      throw error;
    });
  if (!recorded) return askProvider(app, refund, actor);
  if (recorded.given) return settleGiven(app, refund, recorded.reference, actor);
  app.log.error({ refund: refund.id, providerRefund: recorded.reference }, 'the payment provider recorded a refund as failed');
  app.metrics.refunds.inc({ outcome: 'refused' });
  return (await markRefundFailed(app.db, refund)) ?? refundNow(app, refund);
}

/**
 * The housekeeping's round: every refund pending for longer than the provider takes to answer, settled from
 * the provider's record. Safe in several processes at once: one takes each refund's turn, the provider refunds
 * a key once, and a refund is settled once.
 */
export async function settlePendingRefunds(app: FastifyInstance, now = new Date()): Promise<RefundRow[]> {
  const pending = await refundsWaiting(app.db, {
    provider: app.payments.name,
    madeBefore: new Date(now.getTime() - refundAnswerWaitMs),
    atMost: refundsPerRound,
  });
  const settled: RefundRow[] = [];
  for (const refund of pending) {
    const after = await settleFromProviderRecord(app, refund, now).catch((error: unknown) => {
      app.log.error({ err: error, refund: refund.id }, 'a pending refund could not be settled: tried again at the next round');
      return refund;
    });
    if (after.status !== 'pending') settled.push(after);
  }
  return settled;
}
