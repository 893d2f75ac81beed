import { orderParamsSchema, orderResponseSchema, orderStatusPayloadSchema, type OrderStatus } from '@lemon/orders-contract';
import {
  cancellationRequestPayloadSchema,
  sendOrderPayloadSchema,
  staffOrderListResponseSchema,
  staffOrderResponseSchema,
  staffOrdersPerPage,
  staffOrdersQuerySchema,
} from '@lemon/staff-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { actorOf } from '../audit/actor-of';
import { recordAudit } from '../audit/audit.repository';
import type { Database } from '../database/database';
import { HttpError, notFound } from '../http/http-error';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { carryOutRefund } from '../refunds/carry-out-refund';
import { cancellationRefundPending } from '../refunds/refunds.repository';
import { reserveCancellationRefund } from '../refunds/reserve-refund';
import { staffMay } from '../staff/staff-roles';
import { notifyGivenBack } from '../stock-notifications/back-in-stock';
import { cancelOrder, moveOrder, staffMayMove, type ShipmentColumns, type StaffMove } from './order-moves';
import { mailOrderMove } from './order-notices';
import { unitsOfOrder } from './order-stock';
import { findOrder, lockedOrder, setCancellationRequest, toOrderAnswer, type OrderRow } from './orders.repository';
import { staffOrderPage, toStaffOrder } from './staff-order-views';

const refusedMove = (order: OrderRow, to: OrderStatus) =>
  new HttpError(422, `An order that is ${order.status} (${order.delivery_method}) cannot become ${to}.`, { status: ['status_transition'] });

/**
 * Moves the order as a staff member, in one transaction with its audit entry, then e-mails the customer. The
 * order is locked while it is read (PostgreSQL; SQLite runs one transaction at a time): of two staff moving
 * it at once, the second reads the first's move and is refused (422 `status_transition`), and nothing is
 * written twice. A paid order is cancelled only through a refund (`cancelPaidOrder`).
 */
async function moveAsStaff(
  app: FastifyInstance,
  request: FastifyRequest,
  reference: string,
  to: OrderStatus,
  shipment?: ShipmentColumns,
): Promise<OrderRow> {
  const actor = await actorOf(request);
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

/**
 * Cancels a paid order by refunding what is left of its payment (the owner only: a helper asks her). The order is
 * cancelled, its units back in stock and its credit note issued once the provider gave the money back, and the
 * customer gets one mail saying so; refused, the order stays paid (502); unanswered, it waits (202), settled by the
 * housekeeping from the provider's record. 200 with the order as it stands, or 202 while the refund waits.
 */
async function cancelPaidOrder(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, reference: string): Promise<OrderRow> {
  const user = (await request.currentUser())!;
  if (!staffMay(user, 'refunds'))
    throw new HttpError(403, 'A paid order is cancelled by refunding it: ask the owner.', { order: ['cancel_needs_refund'] });
  const actor = await actorOf(request);
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
  if (reserved.kind === 'cancelled') {
    await mailOrderMove(app, 'cancelled', reserved.order);
    await notifyGivenBack(
      app,
      (await unitsOfOrder(app.db, reserved.order.id)).map((units) => units.variationId),
    );
  } else {
    const refund = await carryOutRefund(app, reserved.refund, actor);
    if (refund.status === 'failed') throw refundFailed();
    if (refund.status === 'pending') void reply.code(202);
  }
  return (await findOrder(app.db, reference))!;
}

/** Cancels the order as a staff member: an unpaid one at once, a paid one through a refund of its payment. */
async function cancelAsStaff(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, reference: string): Promise<OrderRow> {
  const order = await findOrder(app.db, reference);
  return order?.status === 'paid' ? cancelPaidOrder(app, request, reply, reference) : moveAsStaff(app, request, reference, 'cancelled');
}

const moveRefusals = refusals(401, 403, 404, 409, 422);
const cancelRefusals = refusals(401, 403, 404, 409, 422, 502);

/** The staff's view of the orders: every customer's, one with all its details, and moving one along (each move e-mails the customer). */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/orders',
    {
      onRequest: app.requireStaff('orders'),
      schema: { querystring: staffOrdersQuerySchema, response: { 200: staffOrderListResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const { rows, total } = await staffOrderPage(app.db, request.query);
      return { data: rows, meta: paginationMeta(request.query.page ?? 1, staffOrdersPerPage, total) };
    },
  );

  app.get(
    '/api/staff/orders/:reference',
    {
      onRequest: app.requireStaff('orders'),
      schema: { params: orderParamsSchema, response: { 200: staffOrderResponseSchema, ...refusals(401, 403, 404) } },
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.reference);
      if (!order) throw notFound('Order');
      return { data: await toStaffOrder(app.db, order) };
    },
  );

  app.post(
    '/api/staff/orders/:reference/send',
    {
      onRequest: app.requireStaff('orders'),
      schema: { params: orderParamsSchema, body: sendOrderPayloadSchema, response: { 200: staffOrderResponseSchema, ...moveRefusals } },
    },
    async (request) => {
      const { carrier, tracking_number } = request.body;
      const moved = await moveAsStaff(app, request, request.params.reference, 'sent', { carrier, tracking_number });
      return { data: await toStaffOrder(app.db, moved) };
    },
  );

  app.post(
    '/api/staff/orders/:reference/cancel',
    {
      onRequest: app.requireStaff('orders'),
      schema: { params: orderParamsSchema, response: { 200: staffOrderResponseSchema, 202: staffOrderResponseSchema, ...cancelRefusals } },
    },
    async (request, reply) => ({ data: await toStaffOrder(app.db, await cancelAsStaff(app, request, reply, request.params.reference)) }),
  );

  app.post(
    '/api/staff/orders/:reference/cancellation-request',
    {
      onRequest: app.requireStaff('orders'),
      schema: {
        params: orderParamsSchema,
        body: cancellationRequestPayloadSchema,
        response: { 200: staffOrderResponseSchema, ...moveRefusals },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const note = request.body.note?.trim() || null;
      const asked = await app.db.transaction().execute(async (trx) => {
        const order = await lockedOrderOr404(trx, request.params.reference);
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
      return { data: await toStaffOrder(app.db, asked) };
    },
  );

  app.post(
    '/api/staff/orders/:reference/cancellation-request/dismiss',
    {
      onRequest: app.requireStaff('refunds'),
      schema: { params: orderParamsSchema, response: { 200: staffOrderResponseSchema, ...moveRefusals } },
    },
    async (request) => {
      const actor = await actorOf(request);
      const kept = await app.db.transaction().execute(async (trx) => {
        const order = await lockedOrderOr404(trx, request.params.reference);
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
      return { data: await toStaffOrder(app.db, kept) };
    },
  );

  const simpleMoves = { ready: 'ready', done: 'done' } as const satisfies Record<string, StaffMove>;
  for (const [call, to] of Object.entries(simpleMoves))
    app.post(
      `/api/staff/orders/:reference/${call}`,
      {
        onRequest: app.requireStaff('orders'),
        schema: { params: orderParamsSchema, response: { 200: staffOrderResponseSchema, ...moveRefusals } },
      },
      async (request) => ({ data: await toStaffOrder(app.db, await moveAsStaff(app, request, request.params.reference, to)) }),
    );

  // The spec's call: the same rules and audit as the back office's moves (a sent order without its parcel's details).
  app.post(
    '/api/orders/:reference/status',
    {
      onRequest: app.requireStaff('orders'),
      schema: {
        params: orderParamsSchema,
        body: orderStatusPayloadSchema,
        response: { 200: orderResponseSchema, 202: orderResponseSchema, ...cancelRefusals },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const { status } = request.body;
      const moved =
        status === 'cancelled' ? await cancelAsStaff(app, request, reply, reference) : await moveAsStaff(app, request, reference, status);
      return { data: await toOrderAnswer(app.db, moved) };
    },
  );
};
