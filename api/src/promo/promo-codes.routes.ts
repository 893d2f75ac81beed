import { promoCodePayloadSchema } from '@lemon/orders-contract';
import { promoCodeParamsSchema, staffPromoCodeListResponseSchema, staffPromoCodeResponseSchema } from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { actorOf } from '../audit/actor-of';
import { recordAudit } from '../audit/audit.repository';
import { isUniqueViolation } from '../database/engine';
import { HttpError, notFound } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import {
  auditedPromoCode,
  createPromoCode,
  listPromoCodes,
  deletePromoCode,
  lockPromoCode,
  setPromoCodeDisabled,
  toStaffPromoCode,
  updatePromoCode,
  type PromoCodeFields,
} from './promo-codes.repository';

const moment = (text: string | null | undefined) => (text ? new Date(text) : null);

/** The columns of a code as the payload (creation's and edit's) gives them. */
const fieldsOf = (payload: z.output<typeof promoCodePayloadSchema>): PromoCodeFields => ({
  code: payload.code,
  kind: payload.kind,
  value: payload.value,
  minimum_amount: payload.minimum_amount ?? null,
  starts_at: moment(payload.starts_at),
  ends_at: moment(payload.ends_at),
  usage_limit: payload.usage_limit ?? null,
});

// `invalid`: the contract's codes (validation-codes.ts) have none of their own for a code already taken.
const takenRefusal = (error: unknown) => {
  throw isUniqueViolation(error) ? new HttpError(422, 'This promo code exists already.', { code: ['invalid'] }) : error;
};

/**
 * Owner: the shop's promo codes, each with how many paid orders used it; created, edited, switched off and on,
 * and deleted while no order carries it. Each change writes its audit entry in its own transaction.
 */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireStaff('promo_codes') };
  const itemResponses = { 200: staffPromoCodeResponseSchema, ...refusals(401, 403, 404, 422) };

  app.get(
    '/api/promo_codes',
    { ...guard, schema: { response: { 200: staffPromoCodeListResponseSchema, ...refusals(401, 403) } } },
    async () => ({
      data: (await listPromoCodes(app.db)).map(toStaffPromoCode),
    }),
  );

  app.post(
    '/api/promo_codes',
    { ...guard, schema: { body: promoCodePayloadSchema, response: { 201: staffPromoCodeResponseSchema, ...refusals(401, 403, 422) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const promo = await app.db
        .transaction()
        .execute(async (trx) => {
          const created = await createPromoCode(trx, fieldsOf(request.body));
          await recordAudit(trx, actor, {
            action: 'promo_code.created',
            subject: { type: 'promo_code', id: created.id },
            before: null,
            after: auditedPromoCode(created),
          });
          return created;
        })
        .catch(takenRefusal);
      return reply.code(201).send({ data: toStaffPromoCode(promo) });
    },
  );

  app.put(
    '/api/promo_codes/:id',
    { ...guard, schema: { params: promoCodeParamsSchema, body: promoCodePayloadSchema, response: itemResponses } },
    async (request) => {
      const actor = await actorOf(request);
      const fields = fieldsOf(request.body);
      const promo = await app.db
        .transaction()
        .execute(async (trx) => {
          const before = await lockPromoCode(trx, request.params.id);
          if (!before) throw notFound('Promo code');
          // Customers' orders and invoices name the code they used: it keeps its text.
          if (before.order_count > 0 && fields.code.toUpperCase() !== before.code)
            throw new HttpError(422, 'Orders used this code: its text cannot change. Create a new code instead.', { code: ['invalid'] });
          const after = await updatePromoCode(trx, before.id, fields);
          await recordAudit(trx, actor, {
            action: 'promo_code.updated',
            subject: { type: 'promo_code', id: before.id },
            before: auditedPromoCode(before),
            after: auditedPromoCode(after),
          });
          return after;
        })
        .catch(takenRefusal);
      return { data: toStaffPromoCode(promo) };
    },
  );

  for (const [move, action] of [
    ['disable', 'promo_code.disabled'],
    ['enable', 'promo_code.enabled'],
  ] as const) {
    app.post(
      `/api/promo_codes/:id/${move}`,
      { ...guard, schema: { params: promoCodeParamsSchema, response: itemResponses } },
      async (request) => {
        const actor = await actorOf(request);
        const promo = await app.db.transaction().execute(async (trx) => {
          const before = await lockPromoCode(trx, request.params.id);
          if (!before) throw notFound('Promo code');
          // Already so: nothing changes, nothing is logged (and a code keeps the moment it was first switched off).
          if ((before.disabled_at !== null) === (move === 'disable')) return before;
          const after = await setPromoCodeDisabled(trx, before.id, move === 'disable' ? new Date() : null);
          await recordAudit(trx, actor, {
            action,
            subject: { type: 'promo_code', id: before.id },
            before: { disabled_at: before.disabled_at?.toISOString() ?? null },
            after: { disabled_at: after.disabled_at?.toISOString() ?? null },
          });
          return after;
        });
        return { data: toStaffPromoCode(promo) };
      },
    );
  }

  app.delete(
    '/api/promo_codes/:id',
    { ...guard, schema: { params: promoCodeParamsSchema, response: { 204: noContent, ...refusals(401, 403, 404, 422) } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      await app.db.transaction().execute(async (trx) => {
        const before = await lockPromoCode(trx, request.params.id);
        if (!before) throw notFound('Promo code');
        if (before.order_count > 0)
          throw new HttpError(422, 'Orders used this code: it cannot be deleted. Disable it instead.', { id: ['invalid'] });
        await deletePromoCode(trx, before.id);
        await recordAudit(trx, actor, {
          action: 'promo_code.deleted',
          subject: { type: 'promo_code', id: before.id },
          before: auditedPromoCode(before),
          after: null,
        });
      });
      return reply.code(204).send();
    },
  );
};
