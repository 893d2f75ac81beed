import { cartSchema, errorBodySchema, itemEnvelope, listEnvelope } from '@lemon/shared/contract';
import { productSchema, type Product } from '@lemon/catalog-contract';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';

const cartEnvelope = itemEnvelope(cartSchema);

describe.each(testEngines)('cart calls on %s', (engine) => {
  let shop: TestApp;
  let inStock: Product['product_variations'][number];
  let soldOut: Product['product_variations'][number];

  beforeAll(async () => {
    shop = await createTestApp(engine);
    const { data } = listEnvelope(productSchema).parse((await shop.app.inject({ url: '/api/products?perPage=100' })).json());
    const variations = data.flatMap((product) => product.product_variations);
    inStock = variations.find((variation) => variation.stock >= 5)!;
    soldOut = variations.find((variation) => variation.stock === 0)!;
  });
  afterAll(() => shop.close());

  const post = (url: string, payload: unknown) => shop.app.inject({ method: 'POST', url, payload: payload as object });
  const cartOf = (response: { statusCode: number; json: () => unknown; body: string }) => {
    expect(response.statusCode, response.body).toBe(200);
    return cartEnvelope.parse(response.json()).data;
  };
  const refusalOf = (response: { statusCode: number; json: () => unknown }, status = 422) => {
    expect(response.statusCode).toBe(status);
    return errorBodySchema.parse(response.json());
  };

  it('starts a cart on the first add, then adds to it', async () => {
    const first = cartOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 2 }));
    expect(first.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.cart_items).toMatchObject([{ product_variation_id: inStock.id, quantity: 2 }]);
    expect(first).toMatchObject({ subtotal: inStock.price * 2, promo: null, discount: 0, total: inStock.price * 2 });

    const again = cartOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 1, cart_id: first.uuid }));
    expect(again.uuid).toBe(first.uuid);
    expect(again.cart_items).toMatchObject([{ quantity: 3 }]);
    expect(again.cart_items[0]!.product.label.fr).toBeTruthy();

    expect(cartOf(await shop.app.inject({ url: `/api/carts/${first.uuid}` }))).toEqual(again);
  });

  it('starts a new cart when the one named is unknown', async () => {
    const cart = cartOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 1, cart_id: 'gone' }));
    expect(cart.uuid).not.toBe('gone');
  });

  it('refuses more units than are in stock, saying how many are left, and a sold-out variation', async () => {
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: inStock.stock + 1 }))).toEqual({
      message: `Only ${inStock.stock} left.`,
      errors: { quantity: ['stock'] },
      details: { available: inStock.stock, in_cart: 0 },
    });
    const cart = cartOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: inStock.stock - 1 }));
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 2, cart_id: cart.uuid }))).toEqual({
      message: `Only ${inStock.stock} left, ${inStock.stock - 1} of them already in your cart.`,
      errors: { quantity: ['stock'] },
      details: { available: inStock.stock, in_cart: inStock.stock - 1 },
    });
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: soldOut.id, quantity: 1 }))).toEqual({
      message: 'This item is out of stock.',
      errors: { quantity: ['out_of_stock'] },
    });
    expect(cartOf(await shop.app.inject({ url: `/api/carts/${cart.uuid}` })).cart_items[0]!.quantity).toBe(inStock.stock - 1);
  });

  it('refuses bad payloads with a code per field, changing nothing', async () => {
    expect(refusalOf(await post('/api/add-to-cart', {})).errors).toEqual({ product_variation_id: ['required'], quantity: ['required'] });
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 0 })).errors).toEqual({
      quantity: ['min'],
    });
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: 'one', quantity: 1 })).errors).toEqual({
      product_variation_id: ['invalid'],
    });
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: 999999, quantity: 1 })).errors).toEqual({
      product_variation_id: ['exists'],
    });
  });

  it('takes units off a line, then the whole line', async () => {
    const cart = cartOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 3 }));
    const fewer = cartOf(await post('/api/remove-from-cart', { cart_id: cart.uuid, product_variation_id: inStock.id, quantity: 1 }));
    expect(fewer.cart_items[0]!.quantity).toBe(2);
    const empty = cartOf(await post('/api/remove-from-cart', { cart_id: cart.uuid, product_variation_id: inStock.id }));
    expect(empty.cart_items).toEqual([]);
    expect(empty.subtotal).toBe(0);
    expect(refusalOf(await post('/api/remove-from-cart', { cart_id: cart.uuid, product_variation_id: inStock.id })).errors).toEqual({
      product_variation_id: ['not_in_cart'],
    });
    refusalOf(await post('/api/remove-from-cart', { cart_id: 'gone', product_variation_id: inStock.id }), 404);
  });

  describe('many changes to one cart at once', () => {
    let plenty: number;
    let few: number;
    beforeAll(async () => {
      [plenty, few] = (await createTestProduct(shop.app.db, { stocks: [1000, 5] })).variationIds as [number, number];
    });
    // A client of its own: the carts these tests start stay clear of the limit on new carts per client.
    const addAtOnce = (times: number, payload: object, remoteAddress = '10.3.0.1') =>
      Promise.all(
        Array.from({ length: times }, () =>
          shop.app.inject({ method: 'POST', url: '/api/add-to-cart', payload: { quantity: 1, ...payload }, remoteAddress }),
        ),
      );
    const startCart = async (variationId: number) => cartOf((await addAtOnce(1, { product_variation_id: variationId }))[0]!);
    const quantityOf = async (uuid: string, variationId: number) =>
      cartOf(await shop.app.inject({ url: `/api/carts/${uuid}` })).cart_items.find((item) => item.product_variation_id === variationId)
        ?.quantity;

    it('counts every one', async () => {
      const cart = await startCart(plenty);
      const adds = await addAtOnce(20, { product_variation_id: plenty, cart_id: cart.uuid });
      expect(adds.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      expect(await quantityOf(cart.uuid, plenty)).toBe(21);
    });

    it('starts a line once when it is not in the cart yet', async () => {
      const cart = await startCart(few);
      const adds = await addAtOnce(10, { product_variation_id: plenty, cart_id: cart.uuid });
      expect(adds.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      expect(await quantityOf(cart.uuid, plenty)).toBe(10);
    });

    it('adds to a new cart when the one named is deleted meanwhile', async () => {
      // The window is short: a few rounds make the race likely (each round a client of its own, for the same reason).
      for (let round = 1; round <= 10; round += 1) {
        const cart = await startCart(plenty);
        const [adds, deleted] = await Promise.all([
          addAtOnce(20, { product_variation_id: plenty, cart_id: cart.uuid }, `10.3.${round}.1`),
          setTimeout(5).then(() => shop.app.inject({ method: 'DELETE', url: `/api/carts/${cart.uuid}` })),
        ]);
        expect(deleted.statusCode).toBe(204);
        expect(adds.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      }
    });

    it('never passes the stock, refusing the rest with a 422', async () => {
      const cart = await startCart(few);
      const adds = await addAtOnce(20, { product_variation_id: few, cart_id: cart.uuid });
      expect(adds.filter((response) => response.statusCode === 200)).toHaveLength(4);
      for (const refused of adds.filter((response) => response.statusCode !== 200)) {
        expect(refusalOf(refused)).toEqual({
          message: 'Only 5 left, 5 of them already in your cart.',
          errors: { quantity: ['stock'] },
          details: { available: 5, in_cart: 5 },
        });
      }
      expect(await quantityOf(cart.uuid, few)).toBe(5);
    });

    it('takes every remove into account', async () => {
      const cart = await startCart(plenty);
      await addAtOnce(1, { product_variation_id: plenty, cart_id: cart.uuid, quantity: 19 });
      const removes = await Promise.all(
        Array.from({ length: 10 }, () =>
          shop.app.inject({
            method: 'POST',
            url: '/api/remove-from-cart',
            payload: { cart_id: cart.uuid, product_variation_id: plenty, quantity: 1 },
          }),
        ),
      );
      expect(removes.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      expect(await quantityOf(cart.uuid, plenty)).toBe(10);
    });
  });

  it('refuses ids and text the database cannot hold, before it', async () => {
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: 2147483648, quantity: 1 })).errors).toEqual({
      product_variation_id: ['max'],
    });
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: 2147483647, quantity: 1 })).errors).toEqual({
      product_variation_id: ['exists'],
    });
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 1, cart_id: '\u0000' })).errors).toEqual({
      cart_id: ['invalid'],
    });
    expect(refusalOf(await post('/api/remove-from-cart', { cart_id: 'a\u0000b', product_variation_id: 2147483648 })).errors).toEqual({
      cart_id: ['invalid'],
      product_variation_id: ['max'],
    });
    for (const method of ['GET', 'DELETE'] as const) {
      for (const url of ['/api/carts/%00', '/api/carts/a%00b']) {
        expect(refusalOf(await shop.app.inject({ method, url }), 404)).toEqual({ message: 'Cart not found.' });
      }
    }
  });

  it('deletes a cart', async () => {
    const cart = cartOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 1 }));
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/carts/${cart.uuid}` })).statusCode).toBe(204);
    refusalOf(await shop.app.inject({ url: `/api/carts/${cart.uuid}` }), 404);
    refusalOf(await shop.app.inject({ method: 'DELETE', url: `/api/carts/${cart.uuid}` }), 404);
  });
});
