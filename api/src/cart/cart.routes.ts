import {
  addToCartPayloadSchema,
  cartParamsSchema,
  cartSchema,
  type AddToCartPayload,
  itemEnvelope,
  removeFromCartPayloadSchema,
} from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTransaction } from '../database/database';
import { HttpError, notFound } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import { toCart } from './cart-serializer';
import { addToCart, CartRefusal, cartLines, deleteCart, findCart, removeFromCart, type CartRow } from './carts.repository';

const cartResponses = { 200: itemEnvelope(cartSchema), ...refusals(404, 422) };

/** New carts per minute and client: plenty for shoppers, too few to fill the database with empty carts. */
export const newCartsPerMinute = 30;

const answerCart = async (db: DbOrTransaction, cart: CartRow) => ({ data: toCart(cart, await cartLines(db, cart.id)) });

const refusalToHttp = (error: unknown): never => {
  if (error instanceof CartRefusal) throw new HttpError(422, error.message, error.errors);
  throw error;
};

/** The spec's cart calls: a cart is known by its uuid, which the shopper's `cart` cookie keeps. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/carts/:uuid', { schema: { params: cartParamsSchema, response: cartResponses } }, async (request) => {
    const cart = await findCart(app.db, request.params.uuid);
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
          // Once the body is read: only a call that starts a cart counts, adding to an existing one does not.
          hook: 'preHandler',
          allowList: async (request) => {
            const { cart_id } = request.body as AddToCartPayload;
            return cart_id !== undefined && (await findCart(app.db, cart_id)) !== undefined;
          },
        },
      },
      schema: { body: addToCartPayloadSchema, response: { ...cartResponses, ...refusals(429) } },
    },
    async ({ body }) =>
      app.db
        .transaction()
        .execute(async (trx) => {
          const cart = await addToCart(trx, { uuid: body.cart_id, variationId: body.product_variation_id, quantity: body.quantity });
          return answerCart(trx, cart);
        })
        .catch(refusalToHttp),
  );

  app.post('/api/remove-from-cart', { schema: { body: removeFromCartPayloadSchema, response: cartResponses } }, async ({ body }) =>
    app.db
      .transaction()
      .execute(async (trx) => {
        const cart = await removeFromCart(trx, { uuid: body.cart_id, variationId: body.product_variation_id, quantity: body.quantity });
        if (!cart) throw notFound('Cart');
        return answerCart(trx, cart);
      })
      .catch(refusalToHttp),
  );

  app.delete(
    '/api/carts/:uuid',
    { schema: { params: cartParamsSchema, response: { 204: noContent, ...refusals(404) } } },
    async (request, reply) => {
      if (!(await deleteCart(app.db, request.params.uuid))) throw notFound('Cart');
      return reply.code(204).send();
    },
  );
};
