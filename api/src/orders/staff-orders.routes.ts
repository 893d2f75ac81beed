import {
  orderParamsSchema,
  orderResponseSchema,
  orderStatusPayloadSchema,
  paymentProviders,
  type PaymentProviderName,
  staffOrderListResponseSchema,
  staffOrdersPerPage,
  staffOrdersQuerySchema,
} from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, recordAudit } from '../audit/audit-log';
import { locksRows } from '../database/engine';
import { HttpError, notFound } from '../http/http-error';
import { refusals } from '../http/responses';
import { moveOrder, staffMayMove } from './order-moves';
import { mailOrderMove } from './order-notices';
import { toOrderAnswer, toOrders } from './orders.repository';

const providerOf = (name: string | null) =>
  (paymentProviders as readonly (string | null)[]).includes(name) ? (name as PaymentProviderName) : null;

/** The staff's view of the orders: every customer's, and moving one along (each move e-mails the customer). */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/orders',
    {
      onRequest: app.requireStaff('orders'),
      schema: { querystring: staffOrdersQuerySchema, response: { 200: staffOrderListResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const { status, page = 1 } = request.query;
      const filtered = app.db.selectFrom('orders').$if(status !== undefined, (query) => query.where('orders.status', '=', status!));
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .selectAll('orders')
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(staffOrdersPerPage)
        .offset((page - 1) * staffOrdersPerPage)
        .execute();
      const customers = new Map(
        rows.length
          ? (
              await app.db
                .selectFrom('users')
                .select(['id', 'email'])
                .where('id', 'in', [...new Set(rows.map((row) => row.user_id))])
                .execute()
            ).map((user) => [user.id, user])
          : [],
      );
      const orders = await toOrders(app.db, rows);
      return {
        data: orders.map((order, index) => ({
          ...order,
          customer: customers.get(rows[index]!.user_id)!,
          payment_provider: providerOf(rows[index]!.payment_provider),
        })),
        meta: { page, per_page: staffOrdersPerPage, total: Number(total) },
      };
    },
  );

  app.post(
    '/api/orders/:reference/status',
    {
      onRequest: app.requireStaff('orders'),
      schema: {
        params: orderParamsSchema,
        body: orderStatusPayloadSchema,
        response: { 200: orderResponseSchema, ...refusals(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const to = request.body.status;
      const actor = await actorOf(request);
      const moved = await app.db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('orders')
          .selectAll()
          .where('reference', '=', request.params.reference)
          .$if(locksRows(trx), (query) => query.forUpdate())
          .executeTakeFirst();
        if (!order) throw notFound('Order');
        if (!staffMayMove(order, to))
          throw new HttpError(422, `An order that is ${order.status} (${order.delivery_method}) cannot become ${to}.`, {
            status: ['status_transition'],
          });
        const moved = await moveOrder(trx, order, to);
        if (!moved) throw new HttpError(409, 'The order changed meanwhile. Reload it and try again.');
        await recordAudit(trx, actor, {
          action: `order.${to}`,
          subject: { type: 'order', id: order.reference },
          before: { status: order.status },
          after: { status: to },
        });
        return { order: moved, to };
      });
      await mailOrderMove(app, moved.to, moved.order);
      return { data: await toOrderAnswer(app.db, moved.order) };
    },
  );
};
