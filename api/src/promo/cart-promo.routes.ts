import { applyPromoPayloadSchema, cartParamsSchema } from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perClient } from '../accounts/account-limits';
import { answerCart } from '../cart/cart-answer';
import { cartCallerOf, cartResponses } from '../cart/cart.routes';
import { subtotalOf } from '../cart/cart-serializer';
import { cartLines, changeCart, setCartPromo } from '../cart/carts.repository';
import { HttpError, notFound } from '../http/http-error';
import { refusals } from '../http/responses';
import { findPromoCode } from './promo-codes.repository';
import { whyPromoDoesNotApply } from './promo-rules';

/** Codes a client may try in 15 minutes, whether they apply or not: a shopper needs a few, a guesser thousands. */
export const promoAttemptsPer15Minutes = 20;

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
          // One answer whatever the reason: it tells a guesser nothing about which codes exist.
          throw new HttpError(422, 'This code cannot be used for this cart.', { promo_id: ['promo_invalid'] });
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
