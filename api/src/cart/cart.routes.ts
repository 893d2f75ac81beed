import {
  addToCartPayloadSchema,
  cartParamsSchema,
  latestCartResponseSchema,
  type AddToCartPayload,
  removeFromCartPayloadSchema,
} from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import { answerCart } from './cart-answer';
import { cartCallerOf, cartResponses, newCartsPerMinute } from './cart-calls';
import { addToCart, CartRefusal, deleteCart, findCart, latestCartOf, openCart, removeFromCart } from './carts.repository';

const refusalToHttp = (error: unknown): never => {
  if (error instanceof CartRefusal) throw new HttpError(422, error.message, error.errors, error.details);
  throw error;
};

/**
 * The spec's cart calls: a cart is known by its uuid, which the shopper's `cart` cookie keeps. A cart started
 * anonymously becomes the customer's when a logged-in call reads or changes it; a customer's cart is not
 * found by anyone else (see `CartCaller`).
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/carts/:uuid', { schema: { params: cartParamsSchema, response: cartResponses } }, async (request) => {
    const cart = await openCart(app.db, request.params.uuid, await cartCallerOf(request));
    if (!cart) throw notFound('Cart');
    return answerCart(app.db, cart);
  });

  // The logged-in customer's most recent cart, wherever it was started: the cart follows them across devices.
  app.get(
    '/api/me/carts/latest',
    { onRequest: app.requireUser, schema: { response: { 200: latestCartResponseSchema, ...refusals(401) } } },
    async (request) => {
      const cart = await latestCartOf(app.db, (await request.currentUser())!.id);
      return cart ? answerCart(app.db, cart) : { data: null };
    },
  );

  // The same for the pages of shared 7.8 and before, which read none as a 404: kept until every app has moved on.
  app.get('/api/me/cart', { onRequest: app.requireUser, schema: { response: { ...cartResponses, ...refusals(401) } } }, async (request) => {
    const cart = await latestCartOf(app.db, (await request.currentUser())!.id);
    if (!cart) throw notFound('Cart');
    return answerCart(app.db, cart);
  });

  app.post(
    '/api/add-to-cart',
    {
      config: {
        rateLimit: {
          max: newCartsPerMinute,
          timeWindow: '1 minute',
          // Once the body is read: only a call that starts a cart counts, adding to one the caller may reach does not.
          hook: 'preHandler',
          allowList: async (request) => {
            const { cart_id } = request.body as AddToCartPayload;
            return cart_id !== undefined && (await findCart(app.db, cart_id, await cartCallerOf(request))) !== undefined;
          },
        },
      },
      schema: { body: addToCartPayloadSchema, response: { ...cartResponses, ...refusals(429) } },
    },
    async (request) => {
      const { body } = request;
      const caller = await cartCallerOf(request);
      return app.db
        .transaction()
        .execute(async (trx) => {
          const cart = await addToCart(trx, {
            uuid: body.cart_id,
            caller,
            variationId: body.product_variation_id,
            quantity: body.quantity,
          });
          return answerCart(trx, cart);
        })
        .catch(refusalToHttp);
    },
  );

  app.post('/api/remove-from-cart', { schema: { body: removeFromCartPayloadSchema, response: cartResponses } }, async (request) => {
    const { body } = request;
    const caller = await cartCallerOf(request);
    return app.db
      .transaction()
      .execute(async (trx) => {
        const cart = await removeFromCart(trx, {
          uuid: body.cart_id,
          caller,
          variationId: body.product_variation_id,
          quantity: body.quantity,
        });
        if (!cart) throw notFound('Cart');
        return answerCart(trx, cart);
      })
      .catch(refusalToHttp);
  });

  app.delete(
    '/api/carts/:uuid',
    { schema: { params: cartParamsSchema, response: { 204: noContent, ...refusals(404) } } },
    async (request, reply) => {
      if (!(await deleteCart(app.db, request.params.uuid, await cartCallerOf(request)))) throw notFound('Cart');
      return reply.code(204).send();
    },
  );
};
