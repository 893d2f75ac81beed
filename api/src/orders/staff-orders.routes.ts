import { orderParamsSchema, orderResponseSchema, orderStatusPayloadSchema, type OrderStatus } from '@lemon/shared/contract';
import {
  sendOrderPayloadSchema,
  staffOrderListResponseSchema,
  staffOrderResponseSchema,
  staffOrdersPerPage,
  staffOrdersQuerySchema,
} from '@lemon/shared/staff-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { recordAudit } from '../audit/audit-log';
import { locksRows } from '../database/engine';
import { HttpError, notFound } from '../http/http-error';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { notifyGivenBack } from '../stock-notifications/back-in-stock';
import { moveOrder, staffMayMove, type ShipmentColumns, type StaffMove } from './order-moves';
import { mailOrderMove } from './order-notices';
import { unitsOfOrder } from './order-stock';
import { findOrder, toOrderAnswer, type OrderRow } from './orders.repository';
import { staffOrderPage, toStaffOrder } from './staff-order-views';

/**
 * Moves the order as a staff member, in one transaction with its audit entry, then e-mails the customer. The
 * order is locked while it is read (PostgreSQL; SQLite runs one transaction at a time): of two staff moving
 * it at once, the second reads the first's move and is refused (422 `status_transition`), and nothing is
 * written twice.
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
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('reference', '=', reference)
      .$if(locksRows(trx), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!order) throw notFound('Order');
    if (!staffMayMove(order, to))
      throw new HttpError(422, `An order that is ${order.status} (${order.delivery_method}) cannot become ${to}.`, {
        status: ['status_transition'],
      });
    const moved = await moveOrder(trx, order, to, new Date(), shipment);
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

const moveRefusals = refusals(401, 403, 404, 409, 422);

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

  const simpleMoves = { ready: 'ready', done: 'done', cancel: 'cancelled' } as const satisfies Record<string, StaffMove>;
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
        response: { 200: orderResponseSchema, ...moveRefusals },
      },
    },
    async (request) => ({
      data: await toOrderAnswer(app.db, await moveAsStaff(app, request, request.params.reference, request.body.status)),
    }),
  );
};
