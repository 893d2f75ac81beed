import { cartSchema, itemEnvelope, type Cart } from '@lemon/shared/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './test-accounts';

/** The cart a cart call answered, which must be a 200. */
export function cartOf(response: { statusCode: number; body: string; json: () => unknown }): Cart {
  expect(response.statusCode, response.body).toBe(200);
  return itemEnvelope(cartSchema).parse(response.json()).data;
}

/** `POST /api/add-to-cart` as a shopper's browser calls it: with their session, if they are logged in. */
export const addToCart = (
  app: FastifyInstance,
  { variationId, quantity = 1, cartId, token }: { variationId: number; quantity?: number; cartId?: string; token?: string },
) =>
  call(app, 'POST', '/api/add-to-cart', {
    payload: { product_variation_id: variationId, quantity, ...(cartId ? { cart_id: cartId } : {}) },
    ...(token ? { token } : {}),
  });
