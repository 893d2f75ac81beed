import { randomUUID } from 'node:crypto';
import { createOrderResponseSchema, type CreateOrderPayload, type Order } from '@lemon/orders-contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DbOrTransaction } from '../database/database';
import { issueAccessToken } from '../sessions/access-tokens';
import { nextClient, sessionOf } from './test-accounts';
import { addToCart, cartOf } from './test-carts';
import { createTestUser } from './test-users';

// Without vitest: the browser tests' fixtures use it too.
export { addAddressOf } from './test-addresses';

/** A logged-in customer of their own: their id, address, session and a cart with these lines. */
export interface TestCustomer {
  id: number;
  email: string;
  token: string;
  cartId: string;
}

/** A new checkout attempt's key, as the delivery page makes one. */
export const newCheckoutKey = () => randomUUID().replaceAll('-', '');

/** A verified customer, logged in, whose cart holds `quantity` units of each variation. */
export async function customerWithCart(
  app: FastifyInstance,
  lines: { variationId: number; quantity?: number }[],
  { locale = 'fr' }: { locale?: string } = {},
): Promise<TestCustomer> {
  const user = await createTestUser(app.db, { locale });
  const token = await sessionOf(app, user.id);
  let cartId: string | undefined;
  for (const { variationId, quantity = 1 } of lines) cartId = cartOf(await addToCart(app, { variationId, quantity, cartId, token })).uuid;
  return { id: user.id, email: user.email, token, cartId: cartId! };
}

/**
 * A customer of their own with a session and a cart holding `quantity` units, written straight to the database:
 * for a shop running in another process.
 */
export async function customerWithCartInDatabase(db: DbOrTransaction, variationId: number, quantity = 1) {
  const user = await createTestUser(db);
  const cart = await db
    .insertInto('carts')
    .values({ uuid: randomUUID(), user_id: user.id })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  await db.insertInto('cart_items').values({ cart_id: cart.id, product_variation_id: variationId, quantity }).execute();
  return { userId: user.id, token: await issueAccessToken(db, user.id), cartId: cart.uuid };
}

/** `POST /api/orders` as the delivery page sends it: pickup and terms accepted unless `payload` says otherwise. */
export function placeOrderCall(
  app: FastifyInstance,
  customer: Pick<TestCustomer, 'token' | 'cartId'>,
  payload: Partial<Record<keyof CreateOrderPayload, unknown>> = {},
  key = newCheckoutKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: nextClient(),
    headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': key },
    payload: { cart_id: customer.cartId, delivery_method: 'pickup', accept_terms: true, ...payload },
  });
}

/** The order a checkout placed, which must be a 201, and its payment page. */
export function placedOrder(response: { statusCode: number; body: string; json: () => unknown }): { order: Order; paymentUrl: string } {
  expect(response.statusCode, response.body).toBe(201);
  const { data, meta } = createOrderResponseSchema.parse(response.json());
  return { order: data, paymentUrl: meta.payment_url };
}

/** A variation's stock now. */
export async function stockOf(db: DbOrTransaction, variationId: number): Promise<number> {
  return (await db.selectFrom('product_variations').select('stock').where('id', '=', variationId).executeTakeFirstOrThrow()).stock;
}
