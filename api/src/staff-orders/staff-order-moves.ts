// The staff's moves of an order, each a transaction with its audit entry, then the customer's mail: send, ready,
// done, cancel (an unpaid order at once, a paid one through a refund of its payment), and a helper's request that the
// owner cancel one. staff-orders.routes.ts gives them their calls.
import type { OrderStatus } from '@lemon/orders-contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { recordAudit, type StaffActor } from '../audit/audit.repository';
import type { Database } from '../database/database';
import { HttpError, notFound } from '../http/http-error';
import { cancelOrder, moveOrder, staffMayMove, type ShipmentColumns } from '../orders/order-moves';
import { mailOrderMove } from '../orders/order-notices';
import { findOrder, lockedOrder, setCancellationRequest, unitsOfOrder, type OrderRow } from '../orders/orders.repository';
import { carryOutRefund } from '../refunds/carry-out-refund';
import { cancellationRefundPending } from '../refunds/refunds.repository';
import { reserveCancellationRefund } from '../refunds/reserve-refund';
import type { SessionUser } from '../sessions/access-tokens';
import { notifyGivenBack } from '../stock-notifications/back-in-stock';
import { staffMay } from '../users/staff-roles';

const refusedMove = (order: OrderRow, to: OrderStatus) =>
  new HttpError(422, `An order that is ${order.status} (${order.delivery_method}) cannot become ${to}.`, { status: ['status_transition'] });

/**
 * Moves the order as a staff member, in one transaction with its audit entry, then e-mails the customer. The
 * order is locked while it is read (PostgreSQL; SQLite runs one transaction at a time): of two staff moving
 * it at once, the second reads the first's move and is refused (422 `status_transition`), and nothing is
 * written twice. A paid order is cancelled only through a refund (`cancelPaidOrder`).
 */
export async function moveAsStaff(
  app: FastifyInstance,
  actor: StaffActor,
  reference: string,
  to: OrderStatus,
  shipment?: ShipmentColumns,
): Promise<OrderRow> {
  const moved = await app.db.transaction().execute(async (trx) => {
    const order = await lockedOrderOr404(trx, reference);
    if (!staffMayMove(order, to) || (await cancellationRefundPending(trx, order.id))) throw refusedMove(order, to);
    // Paid since the caller looked: only a refund cancels it now.
    if (to === 'cancelled' && order.status !== 'new') throw new HttpError(409, 'The order was paid meanwhile. Reload it and try again.');
    const moved = to === 'cancelled' ? await cancelOrder(trx, order, 'staff') : await moveOrder(trx, order, to, new Date(), shipment);
    if (!moved) throw new HttpError(409, 'The order changed meanwhile. Reload it and try again.');
    const parcel = (row: OrderRow) => (to === 'sent' ? { carrier: row.carrier, tracking_number: row.tracking_number } : {});
    await recordAudit(trx, actor, {
      action: `order.${to}`,
      subject: { type: 'order', id: order.reference },
      before: { status: order.status, ...parcel(order) },
      after: { status: to, ...parcel(moved) },
    });
    return { moved, to };
  });
  await mailOrderMove(app, moved.to, moved.moved);
  if (moved.to === 'cancelled')
    await notifyGivenBack(
      app,
      (await unitsOfOrder(app.db, moved.moved.id)).map((units) => units.variationId),
    );
  return moved.moved;
}

/** The order with this reference, locked until the transaction ends; not found, a 404. */
async function lockedOrderOr404(trx: Transaction<Database>, reference: string): Promise<OrderRow> {
  const order = await lockedOrder(trx, reference);
  if (!order) throw notFound('Order');
  return order;
}

const refundFailed = () =>
  new HttpError(
    502,
    'The payment service refused the refund or could not be reached: nothing was refunded and the order is still paid. Try again in a moment.',
  );

/** A staff move's outcome: the order as it stands, and whether a refund that cancels it waits on the provider. */
export interface StaffMoveOutcome {
  order: OrderRow;
  refundWaiting: boolean;
}

/**
 * Cancels a paid order by refunding what is left of its payment (the owner only: a helper asks her). The order is
 * cancelled, its units back in stock and its credit note issued once the provider gave the money back, and the
 * customer gets one mail saying so; refused, the order stays paid (502); unanswered, the refund waits, settled by
 * the housekeeping from the provider's record.
 */
async function cancelPaidOrder(app: FastifyInstance, user: SessionUser, reference: string): Promise<StaffMoveOutcome> {
  if (!staffMay(user, 'refunds'))
    throw new HttpError(403, 'A paid order is cancelled by refunding it: ask the owner.', { order: ['cancel_needs_refund'] });
  const actor = { id: user.id, email: user.email };
  const reserved = await app.db.transaction().execute(async (trx) => {
    const cancellation = await reserveCancellationRefund(trx, { reference, staffId: actor.id, providerName: app.payments.name });
    if (cancellation.kind === 'refund') return cancellation;
    // Everything paid was given back already: the order is cancelled at once, its units still held back in stock.
    const cancelled = await cancelOrder(trx, cancellation.order, 'refunded');
    if (!cancelled) throw new HttpError(409, 'The order changed meanwhile. Reload it and try again.');
    await recordAudit(trx, actor, {
      action: 'order.cancelled',
      subject: { type: 'order', id: reference },
      before: { status: cancellation.order.status },
      after: { status: 'cancelled' },
    });
    return { kind: 'cancelled' as const, order: cancelled };
  });
  let refundWaiting = false;
  if (reserved.kind === 'cancelled') {
    await mailOrderMove(app, 'cancelled', reserved.order);
    await notifyGivenBack(
      app,
      (await unitsOfOrder(app.db, reserved.order.id)).map((units) => units.variationId),
    );
  } else {
    const refund = await carryOutRefund(app, reserved.refund, actor, { reservedNow: reserved.reservedNow });
    if (refund.status === 'failed') throw refundFailed();
    refundWaiting = refund.status === 'pending';
  }
  return { order: (await findOrder(app.db, reference))!, refundWaiting };
}

/** Cancels the order as a staff member: an unpaid one at once, a paid one through a refund of its payment. */
export async function cancelAsStaff(app: FastifyInstance, user: SessionUser, reference: string): Promise<StaffMoveOutcome> {
  const order = await findOrder(app.db, reference);
  if (order?.status === 'paid') return cancelPaidOrder(app, user, reference);
  return { order: await moveAsStaff(app, { id: user.id, email: user.email }, reference, 'cancelled'), refundWaiting: false };
}

/** A helper asks the owner to cancel a paid order (with a note): asked twice, the first request stands. */
export async function askCancellation(
  app: FastifyInstance,
  actor: StaffActor,
  reference: string,
  typedNote?: string | null,
): Promise<OrderRow> {
  const note = typedNote?.trim() || null;
  return app.db.transaction().execute(async (trx) => {
    const order = await lockedOrderOr404(trx, reference);
    if (order.status !== 'paid' || (await cancellationRefundPending(trx, order.id))) throw refusedMove(order, 'cancelled');
    // Asked twice (two helpers, a second tap): the first request stands.
    if (order.cancel_requested_at !== null) return order;
    const asked = await setCancellationRequest(trx, order.id, { at: new Date(), by: actor.id, note });
    await recordAudit(trx, actor, {
      action: 'order.cancellation_requested',
      subject: { type: 'order', id: order.reference },
      before: null,
      after: { note },
    });
    return asked;
  });
}

/** The owner keeps the order as it is: the helper's request is dismissed. */
export async function dismissCancellation(app: FastifyInstance, actor: StaffActor, reference: string): Promise<OrderRow> {
  return app.db.transaction().execute(async (trx) => {
    const order = await lockedOrderOr404(trx, reference);
    if (order.cancel_requested_at === null) return order;
    const kept = await setCancellationRequest(trx, order.id, null);
    await recordAudit(trx, actor, {
      action: 'order.cancellation_dismissed',
      subject: { type: 'order', id: order.reference },
      before: { note: order.cancel_request_note },
      after: null,
    });
    return kept;
  });
}
