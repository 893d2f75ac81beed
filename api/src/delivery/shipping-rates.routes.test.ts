import { errorBodySchema, type Cart } from '@lemon/shared/contract';
import { shippingRatesResponseSchema } from '@lemon/orders-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { addToCart, cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { createTestPromo } from '../test-support/test-promos';

describe.each(testEngines)('GET /api/shipping-rates on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const rates = (query: string) => call(shop.app, 'GET', `/api/shipping-rates?${query}`);
  const homeDelivery = async (country: string, amount: number) => {
    const response = await rates(`country=${country}&amount=${amount}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = shippingRatesResponseSchema.parse(response.json());
    expect(data.find((rate) => rate.method === 'pickup')).toEqual({ method: 'pickup', cost: 0 });
    return data.find((rate) => rate.method === 'shipping')!.cost;
  };

  /** A cart of one unit at `price` cents, with a promo code of this rule when given. */
  const cartAt = async (price: number, promo?: { kind: 'percentage' | 'fixed'; value: number }): Promise<Cart> => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [1], prices: [price] })).variationIds as [number];
    const cart = cartOf(await addToCart(shop.app, { variationId }));
    if (!promo) return cart;
    const { code } = await createTestPromo(shop.app.db, promo);
    return cartOf(await call(shop.app, 'POST', `/api/carts/${cart.uuid}/promo`, { payload: { promo_id: code } }));
  };

  it('answers home delivery, with the purchases from which it is free there, and pickup', async () => {
    const response = await rates('country=FR&amount=5000');
    expect(shippingRatesResponseSchema.parse(response.json())).toEqual({
      data: [
        { method: 'shipping', cost: 690, free_from: 9900 },
        { method: 'pickup', cost: 0 },
      ],
    });
    // Answered alike to everyone, with no session: the cart page shows it before any login.
    expect(response.headers['cache-control']).not.toBe('no-store');
    const italy = shippingRatesResponseSchema.parse((await rates('country=IT&amount=50000')).json()).data[0];
    expect(italy).toEqual({ method: 'shipping', cost: 1290, free_from: null });
  });

  it('delivers for free in France and Monaco from 99 € of a cart’s total, after its discount, and never for free in Italy', async () => {
    const carts = {
      '98.99 €': await cartAt(9899),
      '99.00 €': await cartAt(9900),
      '108.99 € less 10 €': await cartAt(10899, { kind: 'fixed', value: 1000 }),
      '109.00 € less 10 €': await cartAt(10900, { kind: 'fixed', value: 1000 }),
      '109.99 € less 10 %': await cartAt(10999, { kind: 'percentage', value: 10 }), // 11.00 € off (10.999, rounded)
      '110.00 € less 10 %': await cartAt(11000, { kind: 'percentage', value: 10 }),
    };
    const fees: Record<string, unknown> = {};
    for (const [name, cart] of Object.entries(carts)) {
      fees[name] = {
        total: cart.total,
        FR: await homeDelivery('FR', cart.total),
        MC: await homeDelivery('MC', cart.total),
        IT: await homeDelivery('IT', cart.total),
      };
    }
    expect(fees).toEqual({
      '98.99 €': { total: 9899, FR: 690, MC: 690, IT: 1290 },
      '99.00 €': { total: 9900, FR: 0, MC: 0, IT: 1290 },
      '108.99 € less 10 €': { total: 9899, FR: 690, MC: 690, IT: 1290 },
      '109.00 € less 10 €': { total: 9900, FR: 0, MC: 0, IT: 1290 },
      '109.99 € less 10 %': { total: 9899, FR: 690, MC: 690, IT: 1290 },
      '110.00 € less 10 %': { total: 9900, FR: 0, MC: 0, IT: 1290 },
    });
  });

  it('charges the rest of the world its own fee, and reads the country in any case', async () => {
    expect(await homeDelivery('CH', 50_000)).toBe(2490);
    expect(await homeDelivery('mc', 9900)).toBe(0);
  });

  it('refuses a country the shop does not deliver to, and values that are no country or amount', async () => {
    const refusal = async (query: string) => {
      const response = await rates(query);
      expect(response.statusCode).toBe(422);
      return errorBodySchema.parse(response.json());
    };
    expect(await refusal('country=KP&amount=9900')).toEqual({
      message: 'The shop does not deliver to this country.',
      errors: { country: ['country'] },
    });
    expect((await refusal('country=FRA&amount=9900')).errors).toEqual({ country: ['country'] });
    expect((await refusal('country=FR&amount=-1')).errors).toEqual({ amount: ['integer'] });
    expect((await refusal('country=FR&amount=99.5')).errors).toEqual({ amount: ['integer'] });
    expect((await refusal('country=FR&amount=9999999999')).errors).toEqual({ amount: ['integer'] });
    expect((await refusal('amount=9900')).errors).toEqual({ country: ['required'] });
  });

  it('takes no other parameter, and each once', async () => {
    const refused = async (query: string) => {
      const response = await rates(query);
      expect(response.statusCode).toBe(400);
      return errorBodySchema.parse(response.json()).message;
    };
    expect(await refused('country=FR&amount=9900&zone=eu')).toBe('Unknown query parameter "zone". Parameters: country, amount.');
    expect(await refused('country=FR&country=IT&amount=9900')).toBe('The query parameter country is given more than once.');
  });
});
