import { orderParamsSchema, orderResponseSchema, orderStatusPayloadSchema } from '@lemon/orders-contract';
import {
  cancellationRequestPayloadSchema,
  sendOrderPayloadSchema,
  staffOrderListResponseSchema,
  staffOrderResponseSchema,
  staffOrdersPerPage,
  staffOrdersQuerySchema,
} from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { notFound } from '../http/http-error';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import type { StaffMove } from '../orders/order-moves';
import { findOrder, toOrderAnswer } from '../orders/orders.repository';
import { askCancellation, cancelAsStaff, dismissCancellation, moveAsStaff } from './staff-order-moves';
import { toStaffOrder } from './staff-order-views';
import { staffOrderPage } from './staff-orders.repository';

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
      const moved = await moveAsStaff(app, await actorOf(request), request.params.reference, 'sent', { carrier, tracking_number });
      return { data: await toStaffOrder(app.db, moved) };
    },
  );

  app.post(
    '/api/staff/orders/:reference/cancel',
    {
      onRequest: app.requireStaff('orders'),
      schema: { params: orderParamsSchema, response: { 200: staffOrderResponseSchema, 202: staffOrderResponseSchema, ...cancelRefusals } },
    },
    async (request, reply) => {
      const { order, refundWaiting } = await cancelAsStaff(app, (await request.currentUser())!, request.params.reference);
      return reply.code(refundWaiting ? 202 : 200).send({ data: await toStaffOrder(app.db, order) });
    },
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
    async (request) => ({
      data: await toStaffOrder(app.db, await askCancellation(app, await actorOf(request), request.params.reference, request.body.note)),
    }),
  );

  app.post(
    '/api/staff/orders/:reference/cancellation-request/dismiss',
    {
      onRequest: app.requireStaff('refunds'),
      schema: { params: orderParamsSchema, response: { 200: staffOrderResponseSchema, ...moveRefusals } },
    },
    async (request) => ({
      data: await toStaffOrder(app.db, await dismissCancellation(app, await actorOf(request), request.params.reference)),
    }),
  );

  const simpleMoves = { ready: 'ready', done: 'done' } as const satisfies Record<string, StaffMove>;
  for (const [call, to] of Object.entries(simpleMoves))
    app.post(
      `/api/staff/orders/:reference/${call}`,
      {
        onRequest: app.requireStaff('orders'),
        schema: { params: orderParamsSchema, response: { 200: staffOrderResponseSchema, ...moveRefusals } },
      },
      async (request) => ({
        data: await toStaffOrder(app.db, await moveAsStaff(app, await actorOf(request), request.params.reference, to)),
      }),
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
      const { order, refundWaiting } =
        status === 'cancelled'
          ? await cancelAsStaff(app, (await request.currentUser())!, reference)
          : { order: await moveAsStaff(app, await actorOf(request), reference, status), refundWaiting: false };
      return reply.code(refundWaiting ? 202 : 200).send({ data: await toOrderAnswer(app.db, order) });
    },
  );
};
