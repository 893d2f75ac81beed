import { addToCartPayloadSchema, removeFromCartPayloadSchema } from '@lemon/shared/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../http/http-error';
import { parseBody } from '../http/parse-body';
import { readCart } from './cart-serializer';
import { addToCart, CartRefusal, deleteCart, findCart, removeFromCart } from './carts.repository';

type CartParams = { Params: { uuid: string } };

/** The spec's cart calls: a cart is known by its uuid, which the shopper's `cart` cookie keeps. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const refusalToHttp = (error: unknown): never => {
    if (error instanceof CartRefusal) throw new HttpError(422, error.message, error.errors);
    throw error;
  };

  app.get<CartParams>('/api/carts/:uuid', async (request) => {
    const cart = await findCart(app.db, request.params.uuid);
    if (!cart) throw notFound('Cart');
    return { data: await readCart(app.db, cart) };
  });

  app.post('/api/add-to-cart', async (request) => {
    const payload = parseBody(addToCartPayloadSchema, request.body);
    const data = await app.db
      .transaction()
      .execute(async (trx) => {
        const cart = await addToCart(trx, app.engine, {
          uuid: payload.cart_id,
          variationId: payload.product_variation_id,
          quantity: payload.quantity,
        });
        return readCart(trx, cart);
      })
      .catch(refusalToHttp);
    return { data };
  });

  app.post('/api/remove-from-cart', async (request) => {
    const payload = parseBody(removeFromCartPayloadSchema, request.body);
    const data = await app.db
      .transaction()
      .execute(async (trx) => {
        const cart = await findCart(trx, payload.cart_id);
        if (!cart) throw notFound('Cart');
        await removeFromCart(trx, app.engine, cart, { variationId: payload.product_variation_id, quantity: payload.quantity });
        return readCart(trx, cart);
      })
      .catch(refusalToHttp);
    return { data };
  });

  app.delete<CartParams>('/api/carts/:uuid', async (request, reply) => {
    if (!(await deleteCart(app.db, request.params.uuid))) throw notFound('Cart');
    return reply.code(204).send();
  });
}
