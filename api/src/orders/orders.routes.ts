import { orderListResponseSchema, orderParamsSchema, orderResponseSchema } from '@lemon/orders-contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../http/http-error';
import { refusals } from '../http/responses';
import type { SessionUser } from '../sessions/access-tokens';
import { staffMay } from '../users/staff-roles';
import { findOrder, ordersOf, toOrderAnswer, toOrders, type OrderRow } from './orders.repository';

/** A customer's own order; another's is not found (the staff sees every order). */
async function visibleOrder(app: FastifyInstance, reference: string, user: SessionUser): Promise<OrderRow> {
  const order = await findOrder(app.db, reference);
  if (!order || (order.user_id !== user.id && !staffMay(user, 'orders'))) throw notFound('Order');
  return order;
}

/** A customer's orders, and one of them (the checkout that places an order is checkout/'s). */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    { onRequest: app.requireUser, schema: { response: { 200: orderListResponseSchema, ...refusals(401) } } },
    async (request) => ({ data: await toOrders(app.db, await ordersOf(app.db, (await request.currentUser())!.id)) }),
  );

  app.get(
    '/api/orders/:reference',
    { onRequest: app.requireUser, schema: { params: orderParamsSchema, response: { 200: orderResponseSchema, ...refusals(401, 404) } } },
    async (request) => ({
      data: await toOrderAnswer(app.db, await visibleOrder(app, request.params.reference, (await request.currentUser())!)),
    }),
  );
};
