import { errorBodySchema } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { addToCart, cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('whose cart it is on %s', (engine) => {
  let shop: TestApp;
  let variationId: number;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    [variationId] = (await createTestProduct(shop.app.db, { stocks: [1000] })).variationIds as [number];
  });
  afterAll(() => shop.close());

  const newShopper = async () => sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
  const ownerOf = async (uuid: string) =>
    (await shop.app.db.selectFrom('carts').select('user_id').where('uuid', '=', uuid).executeTakeFirstOrThrow()).user_id;
  const myCart = (token?: string) => call(shop.app, 'GET', '/api/me/carts/latest', token ? { token } : {});
  /** A shopper without a cart: no error, a null cart. */
  const none = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  };
  const notFound = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).message).toBe('Cart not found.');
  };

  it('gives an anonymous cart to the shopper who reads it once logged in, and finds it from another device', async () => {
    const anonymous = cartOf(await addToCart(shop.app, { variationId, quantity: 2 }));
    expect(await ownerOf(anonymous.uuid)).toBeNull();
    const token = await newShopper();
    none(await myCart(token));
    // The call of shared 7.8's pages answers it as before, a 404.
    notFound(await call(shop.app, 'GET', '/api/me/cart', { token }));

    // Logged in, the page reads the cart its cookie names.
    expect(cartOf(await call(shop.app, 'GET', `/api/carts/${anonymous.uuid}`, { token }))).toEqual(anonymous);
    expect(await ownerOf(anonymous.uuid)).not.toBeNull();
    // Another device knows no cart: the shopper's is found all the same.
    expect(cartOf(await myCart(token))).toEqual(anonymous);
  });

  it('gives an anonymous cart to the shopper who adds to it once logged in', async () => {
    const anonymous = cartOf(await addToCart(shop.app, { variationId }));
    const token = await newShopper();
    const added = cartOf(await addToCart(shop.app, { variationId, cartId: anonymous.uuid, token }));
    expect(added.uuid).toBe(anonymous.uuid);
    expect(added.cart_items).toMatchObject([{ quantity: 2 }]);
    expect(cartOf(await myCart(token)).uuid).toBe(anonymous.uuid);
  });

  it('starts a logged-in shopper’s new cart as theirs, and answers the one changed last', async () => {
    const token = await newShopper();
    const first = cartOf(await addToCart(shop.app, { variationId, token }));
    expect(await ownerOf(first.uuid)).not.toBeNull();
    const second = cartOf(await addToCart(shop.app, { variationId, token }));
    expect(cartOf(await myCart(token)).uuid).toBe(second.uuid);
    cartOf(await addToCart(shop.app, { variationId, cartId: first.uuid, token }));
    expect(cartOf(await myCart(token)).uuid).toBe(first.uuid);
  });

  it('never writes into another shopper’s cart: adding to it starts a cart of one’s own', async () => {
    const ownerToken = await newShopper();
    const theirs = cartOf(await addToCart(shop.app, { variationId, quantity: 3, token: ownerToken }));
    const ownerId = await ownerOf(theirs.uuid);

    const otherToken = await newShopper();
    const mine = cartOf(await addToCart(shop.app, { variationId, cartId: theirs.uuid, token: otherToken }));
    expect(mine.uuid).not.toBe(theirs.uuid);
    expect(mine.cart_items).toMatchObject([{ quantity: 1 }]);
    expect(await ownerOf(mine.uuid)).not.toBe(ownerId);
    // Anonymous, the same.
    const anonymous = cartOf(await addToCart(shop.app, { variationId, cartId: theirs.uuid }));
    expect(anonymous.uuid).not.toBe(theirs.uuid);
    expect(await ownerOf(anonymous.uuid)).toBeNull();

    // Nor read, changed or deleted by anyone else: to them it does not exist.
    for (const token of [otherToken, undefined]) {
      const as = token ? { token } : {};
      notFound(await call(shop.app, 'GET', `/api/carts/${theirs.uuid}`, as));
      notFound(
        await call(shop.app, 'POST', '/api/remove-from-cart', {
          ...as,
          payload: { cart_id: theirs.uuid, product_variation_id: variationId },
        }),
      );
      notFound(await call(shop.app, 'POST', `/api/carts/${theirs.uuid}/promo/remove`, as));
      notFound(await call(shop.app, 'DELETE', `/api/carts/${theirs.uuid}`, as));
    }
    expect(await ownerOf(theirs.uuid)).toBe(ownerId);
    expect(cartOf(await myCart(ownerToken))).toEqual(theirs);
  });

  it('keeps anonymous carts working by uuid for anonymous calls', async () => {
    const cart = cartOf(await addToCart(shop.app, { variationId }));
    expect(cartOf(await addToCart(shop.app, { variationId, cartId: cart.uuid })).cart_items).toMatchObject([{ quantity: 2 }]);
    expect(cartOf(await call(shop.app, 'GET', `/api/carts/${cart.uuid}`)).cart_items).toMatchObject([{ quantity: 2 }]);
    expect(await ownerOf(cart.uuid)).toBeNull();
    expect((await call(shop.app, 'DELETE', `/api/carts/${cart.uuid}`)).statusCode).toBe(204);
  });

  it('needs a session to ask for one’s cart', async () => {
    expect((await myCart()).statusCode).toBe(401);
  });
});
