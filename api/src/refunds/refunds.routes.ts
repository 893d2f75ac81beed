import { orderParamsSchema } from '@lemon/orders-contract';
import { orderRefundsResponseSchema, refundHeadersSchema, refundPayloadSchema, refundResponseSchema } from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { isUniqueViolation } from '../database/engine';
import { HttpError, notFound } from '../http/http-error';
import { refusals } from '../http/responses';
import { findOrder } from '../orders/orders.repository';
import { carryOutRefund } from './carry-out-refund';
import { orderRefundsOf, refundByKey, toRefunds, type RefundRow } from './refunds.repository';
import { reserveRefund, type Reserved } from './reserve-refund';

const providerFailed = () => new HttpError(502, 'The payment service refused this refund: nothing was refunded.');

/** Refunds of a paid order through the shop's payment provider (the owner), and what was refunded (the staff). */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/orders/:reference/refunds',
    {
      onRequest: app.requireStaff('orders'),
      schema: { params: orderParamsSchema, response: { 200: orderRefundsResponseSchema, ...refusals(401, 403, 404) } },
    },
    async (request) => {
      const order = await findOrder(app.db, request.params.reference);
      if (!order) throw notFound('Order');
      return { data: await orderRefundsOf(app.db, order, app.payments.name) };
    },
  );

  app.post(
    '/api/staff/orders/:reference/refunds',
    {
      onRequest: app.requireStaff('refunds'),
      schema: {
        params: orderParamsSchema,
        headers: refundHeadersSchema,
        body: refundPayloadSchema,
        response: {
          200: refundResponseSchema,
          201: refundResponseSchema,
          202: refundResponseSchema,
          ...refusals(401, 403, 404, 409, 422, 502),
        },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const idempotencyKey = request.headers['idempotency-key'];
      const answer = async (status: 200 | 201 | 202, refund: RefundRow) =>
        reply.code(status).send({ data: (await toRefunds(app.db, [refund]))[0]! });

      const reserved: Reserved = await app.db
        .transaction()
        .execute((trx) =>
          reserveRefund(trx, {
            idempotencyKey,
            reference: request.params.reference,
            payload: request.body,
            staffId: actor.id,
            providerName: app.payments.name,
          }),
        )
        .catch(async (error: unknown) => {
          // The same key sent twice at once, for two orders: the second waited on the first's unique key.
          const before = isUniqueViolation(error) ? await refundByKey(app.db, idempotencyKey) : undefined;
          if (before) throw new HttpError(409, 'This refund key was already used for another order: open the refund form again.');
          throw error;
        });
      // The same key again answers the refund it made: made, or failed; one still waiting is asked again, with its key.
      if (reserved.kind === 'again' && reserved.refund.status !== 'pending') {
        if (reserved.refund.status === 'failed') throw providerFailed();
        return answer(200, reserved.refund);
      }
      const settled = await carryOutRefund(app, reserved.refund, actor, { reservedNow: reserved.kind === 'new' });
      if (settled.status === 'failed') throw providerFailed();
      // The provider's answer did not come: the refund waits, and the housekeeping settles it from the provider's record.
      return answer(settled.status === 'pending' ? 202 : reserved.kind === 'new' ? 201 : 200, settled);
    },
  );
};
