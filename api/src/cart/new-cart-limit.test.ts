import { cartSchema, errorBodySchema, itemEnvelope } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { newCartsPerMinute } from './cart-calls';

describe.each(testEngines)('starting carts on %s', (engine) => {
  let shop: TestApp;
  let variationId: number;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    [variationId] = (await createTestProduct(shop.app.db, { stocks: [100] })).variationIds as [number];
  });
  afterAll(() => shop.close());

  const addToCart = (remoteAddress: string, cartId?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/add-to-cart',
      payload: { product_variation_id: variationId, quantity: 1, ...(cartId ? { cart_id: cartId } : {}) },
      remoteAddress,
    });
  const uuidOf = (response: { json: () => unknown }) => itemEnvelope(cartSchema).parse(response.json()).data.uuid;

  it('limits the carts a client starts in a minute', async () => {
    const statuses: number[] = [];
    for (let cart = 0; cart < newCartsPerMinute; cart += 1) statuses.push((await addToCart('10.2.0.1')).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const limited = await addToCart('10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(limited.json()).message).toBeTruthy();
    // A made-up cart id would start a cart too: it counts the same.
    expect((await addToCart('10.2.0.1', 'made-up-cart')).statusCode).toBe(429);
    // Another client is not held back.
    expect((await addToCart('10.2.0.2')).statusCode).toBe(200);
  });

  it('does not count adding to a cart that exists', async () => {
    const uuid = uuidOf(await addToCart('10.2.0.3'));
    const statuses: number[] = [];
    for (let add = 0; add < newCartsPerMinute + 5; add += 1) statuses.push((await addToCart('10.2.0.3', uuid)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await addToCart('10.2.0.3')).statusCode).toBe(200);
  });
});
