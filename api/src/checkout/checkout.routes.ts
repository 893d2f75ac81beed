import {
  createOrderHeadersSchema,
  createOrderPayloadSchema,
  createOrderResponseSchema,
  orderParamsSchema,
  orderPaymentResponseSchema,
} from '@lemon/orders-contract';
import { defaultLocale, isLocale } from '@lemon/shared/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../database/engine';
import { HttpError, notFound } from '../http/http-error';
import { refusals } from '../http/responses';
import { perAccount } from '../http/route-limits';
import { findOrder, findOrderByKey, toOrderAnswer } from '../orders/orders.repository';
import { placeOrder, type OrderRequest } from '../orders/place-order';
import { paymentPagesPerMinute, paymentUrlOf } from '../payments/payment-page';

/** Orders a customer may place per 15 minutes: each holds its units until paid, so none can hold the whole stock. */
export const ordersPer15Minutes = 20;

/**
 * The checkout (`POST /api/orders`: the cart becomes an order, and the page to pay it), and paying an unpaid order
 * again. It places the order (orders/) and asks for its payment page (payments/).
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ unpaidOrderMinutes: number }> = async (app, { unpaidOrderMinutes }) => {
  app.post(
    '/api/orders',
    {
      onRequest: app.requireUser,
      config: perAccount(ordersPer15Minutes, '15 minutes'),
      schema: {
        headers: createOrderHeadersSchema,
        body: createOrderPayloadSchema,
        response: { 201: createOrderResponseSchema, ...refusals(401, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const customer = (await request.currentUser())!;
      const { body } = request;
      const now = new Date();
      const orderRequest: OrderRequest = {
        userId: customer.id,
        idempotencyKey: request.headers['idempotency-key'],
        cartUuid: body.cart_id,
        deliveryMethod: body.delivery_method,
        addressId: body.delivery_method === 'shipping' ? (body.address_id ?? null) : null,
        confirmAge: body.confirm_age === true,
        locale: body.locale ?? (isLocale(customer.locale) ? customer.locale : defaultLocale),
        unpaidMinutes: unpaidOrderMinutes,
        now,
      };
      const order = await app.db
        .transaction()
        .execute((trx) => placeOrder(trx, orderRequest))
        .catch(async (error: unknown) => {
          // The same key sent twice at once: the second waited on the first's unique key, which answers it.
          const placed = isUniqueViolation(error) ? await findOrderByKey(app.db, customer.id, orderRequest.idempotencyKey) : undefined;
          if (placed) return placed;
          throw error;
        });
      // An order placed now, not one the same checkout placed before.
      if (order.created_at.getTime() === now.getTime()) app.metrics.ordersPlaced.inc();
      const paymentUrl = await paymentUrlOf(app, order, customer);
      return reply.code(201).send({ data: await toOrderAnswer(app.db, order), meta: { payment_url: paymentUrl } });
    },
  );

  app.post(
    '/api/orders/:reference/payment',
    {
      onRequest: app.requireUser,
      config: perAccount(paymentPagesPerMinute, '1 minute'),
      schema: { params: orderParamsSchema, response: { 200: orderPaymentResponseSchema, ...refusals(401, 404, 422, 429, 503) } },
    },
    async (request) => {
      const customer = (await request.currentUser())!;
      const order = await findOrder(app.db, request.params.reference);
      if (!order || order.user_id !== customer.id) throw notFound('Order');
      if (order.status !== 'new') throw new HttpError(422, 'This order is not awaiting payment.', { status: ['status_transition'] });
      return { data: { payment_url: await paymentUrlOf(app, order, customer) } };
    },
  );
};
