import {
  createOrderHeadersSchema,
  createOrderPayloadSchema,
  createOrderResponseSchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderPaymentResponseSchema,
  orderResponseSchema,
} from '@lemon/orders-contract';
import { defaultLocale, isLocale } from '@lemon/shared/locales';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccount } from '../accounts/account-limits';
import { isUniqueViolation } from '../database/engine';
import { HttpError, notFound } from '../http/http-error';
import { refusals } from '../http/responses';
import { staffMay } from '../staff/staff-roles';
import type { SessionUser } from '../sessions/access-tokens';
import type { UserRow } from '../users/users.repository';
import { applyPayment } from '../payments/apply-payment';
import { returnPath } from '../payments/payment-provider';
import { reportPayment } from '../payments/report-payment';
import { placeOrder, type OrderRequest } from './place-order';
import { findOrder, findOrderByKey, ordersOf, setPaymentPage, toOrderAnswer, toOrders, type OrderRow } from './orders.repository';

/** Orders a customer may place per 15 minutes: each holds its units until paid, so none can hold the whole stock. */
export const ordersPer15Minutes = 20;

/** Payment pages a customer may ask for per minute: each may cost a call to the provider. */
export const paymentPagesPerMinute = 10;
/** A page about to stop taking the payment is not handed out again: the shopper needs time to pay on it. */
const timeToPayMs = 60_000;

/** The page given before, while it still takes the payment: handed out again without asking the provider. */
function keptPaymentUrl(app: FastifyInstance, order: OrderRow, now: Date): string | null {
  if (order.payment_provider !== app.payments.name || !order.payment_url) return null;
  const expiresAt = order.payment_url_expires_at;
  return expiresAt === null || expiresAt.getTime() - now.getTime() > timeToPayMs ? order.payment_url : null;
}

/**
 * An order with nothing to pay (a code taking all of it, picked up in the shop) is confirmed at once: no
 * provider takes a payment of 0. The shopper lands where a paid order's shopper does.
 */
async function confirmFreeOrder(app: FastifyInstance, order: OrderRow): Promise<string> {
  const outcome = await app.db.transaction().execute((trx) => applyPayment(trx, order.reference));
  await reportPayment(app, outcome, 'none');
  return returnPath(order, outcome.kind === 'paid' || outcome.kind === 'already_paid' ? 'success' : 'error');
}

/**
 * The page where the customer pays the order, from the shop's payment provider: the one made before is
 * reused while it can still take the payment. A provider that cannot be reached is a 503; the order stays,
 * payable from the account (or by sending the same checkout call again).
 */
async function paymentUrlOf(app: FastifyInstance, order: OrderRow, customer: UserRow, now = new Date()): Promise<string> {
  if (order.total === 0) return confirmFreeOrder(app, order);
  const kept = keptPaymentUrl(app, order, now);
  if (kept) return kept;
  const previous = order.payment_provider === app.payments.name ? order.payment_reference : null;
  const page = await app.payments
    .paymentPage(
      {
        reference: order.reference,
        locale: order.locale,
        total: order.total,
        customerEmail: customer.email,
        payable_until: order.payment_due_at,
      },
      previous,
    )
    .catch((error: unknown) => {
      app.log.error({ err: error, order: order.reference }, 'the payment provider failed');
      throw new HttpError(503, 'The payment service cannot be reached. Your order is kept: pay it from your account in a moment.');
    });
  await setPaymentPage(app.db, order.id, { provider: app.payments.name, ...page });
  return page.url;
}

/** A customer's own order; another's is not found (the staff sees every order). */
async function visibleOrder(app: FastifyInstance, reference: string, user: SessionUser): Promise<OrderRow> {
  const order = await findOrder(app.db, reference);
  if (!order || (order.user_id !== user.id && !staffMay(user, 'orders'))) throw notFound('Order');
  return order;
}

/** The checkout (`POST /api/orders`), the customer's orders, and paying an unpaid one again. */
export const orderRoutes: FastifyPluginAsyncZod<{ unpaidOrderMinutes: number }> = async (app, { unpaidOrderMinutes }) => {
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
