import { cartSchema, errorBodySchema, itemEnvelope, listEnvelope, productSchema, type Product } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';

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
    expect(first.subtotal).toBe(inStock.price * 2);

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

  it('refuses more units than are in stock, and a sold-out variation', async () => {
    const cart = cartOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: inStock.stock }));
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 1, cart_id: cart.uuid })).errors).toEqual(
      {
        quantity: ['stock'],
      },
    );
    expect(refusalOf(await post('/api/add-to-cart', { product_variation_id: soldOut.id, quantity: 1 })).errors).toEqual({
      quantity: ['out_of_stock'],
    });
    expect(cartOf(await shop.app.inject({ url: `/api/carts/${cart.uuid}` })).cart_items[0]!.quantity).toBe(inStock.stock);
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

  it('deletes a cart', async () => {
    const cart = cartOf(await post('/api/add-to-cart', { product_variation_id: inStock.id, quantity: 1 }));
    expect((await shop.app.inject({ method: 'DELETE', url: `/api/carts/${cart.uuid}` })).statusCode).toBe(204);
    refusalOf(await shop.app.inject({ url: `/api/carts/${cart.uuid}` }), 404);
    refusalOf(await shop.app.inject({ method: 'DELETE', url: `/api/carts/${cart.uuid}` }), 404);
  });
});
