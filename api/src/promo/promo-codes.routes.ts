import { promoCodeListResponseSchema, promoCodePayloadSchema, promoCodeResponseSchema } from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, recordAudit } from '../audit/audit-log';
import { isUniqueViolation } from '../database/engine';
import { HttpError } from '../http/http-error';
import { refusals } from '../http/responses';
import { createPromoCode, listPromoCodes, toPromoCode } from './promo-codes.repository';

/** Staff: the shop's promo codes, each with how many paid orders used it. */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/promo_codes',
    { onRequest: app.requireStaff('promo_codes'), schema: { response: { 200: promoCodeListResponseSchema, ...refusals(401, 403) } } },
    async () => ({ data: (await listPromoCodes(app.db)).map(toPromoCode) }),
  );

  app.post(
    '/api/promo_codes',
    {
      onRequest: app.requireStaff('promo_codes'),
      schema: { body: promoCodePayloadSchema, response: { 201: promoCodeResponseSchema, ...refusals(401, 403, 422) } },
    },
    async (request, reply) => {
      const { code, kind, value, minimum_amount, starts_at, ends_at, usage_limit } = request.body;
      const moment = (text: string | null | undefined) => (text ? new Date(text) : null);
      const actor = await actorOf(request);
      const fields = {
        code,
        kind,
        value,
        minimum_amount: minimum_amount ?? null,
        starts_at: moment(starts_at),
        ends_at: moment(ends_at),
        usage_limit: usage_limit ?? null,
      };
      const promo = await app.db
        .transaction()
        .execute(async (trx) => {
          const created = await createPromoCode(trx, fields);
          const { times_used: _, ...after } = toPromoCode(created);
          await recordAudit(trx, actor, {
            action: 'promo_code.created',
            subject: { type: 'promo_code', id: created.id },
            before: null,
            after,
          });
          return created;
        })
        .catch((error: unknown) => {
          // `invalid`: the contract's codes (validation-codes.ts) have none of their own for a code already taken.
          throw isUniqueViolation(error) ? new HttpError(422, 'This promo code exists already.', { code: ['invalid'] }) : error;
        });
      return reply.code(201).send({ data: toPromoCode(promo) });
    },
  );
};
