import { cartParamsSchema } from '@lemon/shared/contract';
import { applyPromoPayloadSchema } from '@lemon/orders-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perClient } from '../http/route-limits';
import { answerCart } from './cart-answer';
import { cartCallerOf, cartResponses } from './cart-calls';
import { subtotalOf } from './cart-serializer';
import { cartLines, changeCart, setCartPromo } from './carts.repository';
import { HttpError, notFound } from '../http/http-error';
import { refusals } from '../http/responses';
import { findPromoCode } from '../promo/promo-codes.repository';
import { whyPromoDoesNotApply, type PromoRefusalReason } from '../promo/promo-rules';

/** Codes a client may try in 15 minutes, whether they apply or not: a shopper needs a few, a guesser thousands. */
export const promoAttemptsPer15Minutes = 20;

/**
 * What a shopper is told of a code that does not apply: why, so a code under its minimum does not read like a
 * typo. A code that does not exist and one the owner switched off get the same answer: a guesser learns
 * nothing from it (and the attempts are limited).
 */
function promoRefusal(reason: PromoRefusalReason | 'unknown', minimumAmount: number | null): HttpError {
  switch (reason) {
    case 'not_started':
      return new HttpError(422, 'This code is not valid yet.', { promo_id: ['promo_not_started'] });
    case 'ended':
      return new HttpError(422, 'This code has expired.', { promo_id: ['promo_ended'] });
    case 'used_up':
      return new HttpError(422, 'This code has been used as many times as it allows.', { promo_id: ['promo_used_up'] });
    case 'under_minimum':
      return new HttpError(
        422,
        'The cart is under this code’s minimum amount.',
        { promo_id: ['promo_under_minimum'] },
        {
          minimum_amount: minimumAmount ?? 0,
        },
      );
    default:
      return new HttpError(422, 'This code cannot be used for this cart.', { promo_id: ['promo_invalid'] });
  }
}

/**
 * A cart's promo code: `POST /api/carts/{uuid}/promo` gives it one (typed in any case), `…/promo/remove` takes
 * it away; both answer the cart. Each holds the cart's row like the other cart changes.
 */
export const cartPromoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/carts/:uuid/promo',
    {
      config: perClient(promoAttemptsPer15Minutes, '15 minutes'),
      schema: { params: cartParamsSchema, body: applyPromoPayloadSchema, response: { ...cartResponses, ...refusals(429) } },
    },
    async (request) => {
      const caller = await cartCallerOf(request);
      return app.db.transaction().execute(async (trx) => {
        const cart = await changeCart(trx, request.params.uuid, caller);
        if (!cart) throw notFound('Cart');
        const promo = await findPromoCode(trx, request.body.promo_id);
        const reason = promo ? whyPromoDoesNotApply(promo, subtotalOf(await cartLines(trx, cart.id)), new Date()) : 'unknown';
        if (!promo || reason !== null) {
          request.log.info({ reason }, 'promo code refused');
          throw promoRefusal(reason ?? 'unknown', promo?.minimum_amount ?? null);
        }
        await setCartPromo(trx, cart.id, promo.id);
        return answerCart(trx, { ...cart, promo_code_id: promo.id });
      });
    },
  );

  app.post('/api/carts/:uuid/promo/remove', { schema: { params: cartParamsSchema, response: cartResponses } }, async (request) => {
    const caller = await cartCallerOf(request);
    return app.db.transaction().execute(async (trx) => {
      const cart = await changeCart(trx, request.params.uuid, caller);
      if (!cart) throw notFound('Cart');
      await setCartPromo(trx, cart.id, null);
      return answerCart(trx, { ...cart, promo_code_id: null });
    });
  });
};
