import { orderListResponseSchema } from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../http/responses';
import { ordersOf } from './orders.repository';

/** `GET /api/orders`: the logged-in customer's orders, for the account's orders tab. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    { onRequest: app.requireUser, schema: { response: { 200: orderListResponseSchema, ...refusals(401) } } },
    async (request) => ({ data: await ordersOf(app.db, (await request.currentUser())!.id) }),
  );
};
