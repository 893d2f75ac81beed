// Test data made through the shop's own API, as a shopper's browser would make it.
import { cartSchema, itemEnvelope, type Cart } from '@lemon/shared/contract';
import { expect, type BrowserContext } from '@playwright/test';
import { baseURL } from './test-server';

/** What the shop's own scripts send with a call that changes something: a browser holding a session needs it. */
export const fromTheShop = { 'x-requested-with': 'XMLHttpRequest' };

/** Puts units in a new cart and gives the browser its `cart` cookie, as the first add-to-cart does. */
export async function cartWith(context: BrowserContext, variationId: number, quantity: number): Promise<Cart> {
  const response = await context.request.post('/api/add-to-cart', {
    data: { product_variation_id: variationId, quantity },
    headers: fromTheShop,
  });
  expect(response.status()).toBe(200);
  const { data: cart } = itemEnvelope(cartSchema).parse(await response.json());
  await context.addCookies([{ name: 'cart', value: cart.uuid, url: baseURL }]);
  return cart;
}
