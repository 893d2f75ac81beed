import { cartSchema, itemEnvelope, listEnvelope } from '@lemon/shared/contract';
import { productSchema, type Product } from '@lemon/catalog-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';

describe.each(testEngines)('"add to cart" as a form, on %s', (engine) => {
  let shop: TestApp;
  let inStock: Product['product_variations'][number];
  let another: Product['product_variations'][number];

  beforeAll(async () => {
    shop = await createTestApp(engine);
    const { data } = listEnvelope(productSchema).parse((await shop.app.inject({ url: '/api/products?perPage=100' })).json());
    const variations = data.flatMap((product) => product.product_variations);
    inStock = variations.find((variation) => variation.stock >= 5)!;
    another = variations.find((variation) => variation.stock >= 1 && variation.id !== inStock.id)!;
  });
  afterAll(() => shop.close());

  /** What a browser sends for the form: a form body, from one of the shop's pages. */
  const postForm = (fields: Record<string, string | number>, cookie?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/forms/add-to-cart',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString(),
    });
  const cartNamed = async (uuid: string) =>
    itemEnvelope(cartSchema).parse((await shop.app.inject({ url: `/api/carts/${uuid}` })).json()).data;
  const cartCookieOf = (response: Awaited<ReturnType<typeof postForm>>) => response.cookies.find(({ name }) => name === 'cart');

  it('starts a cart, keeps it in the cookie and sends the shopper to the page the form names; the next add goes to the same cart', async () => {
    const first = await postForm({ product_variation_id: inStock.id, quantity: 2, then: '/fr/panier' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/fr/panier');
    const cookie = cartCookieOf(first)!;
    // The page's scripts read it: not HttpOnly; never sent along with another site's requests.
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 3600 });
    expect(cookie.httpOnly).toBeUndefined();
    expect((await cartNamed(cookie.value)).cart_items).toMatchObject([{ product_variation_id: inStock.id, quantity: 2 }]);

    const again = await postForm({ product_variation_id: inStock.id, quantity: 1, then: '/en/panier' }, `cart=${cookie.value}`);
    expect(again.headers.location).toBe('/en/panier');
    expect(cartCookieOf(again)!.value).toBe(cookie.value);
    expect((await cartNamed(cookie.value)).cart_items).toMatchObject([{ quantity: 3 }]);
  });

  it('says why nothing was added, on the page the form names, and changes nothing', async () => {
    const started = await postForm({ product_variation_id: inStock.id, quantity: 1, then: '/fr/panier' });
    const uuid = cartCookieOf(started)!.value;
    const tooMany = await postForm({ product_variation_id: inStock.id, quantity: inStock.stock, then: '/fr/panier?x=1' }, `cart=${uuid}`);
    expect(tooMany.statusCode).toBe(303);
    expect(tooMany.headers.location).toBe('/fr/panier?x=1&refused=stock');
    expect(cartCookieOf(tooMany)).toBeUndefined();
    const unknown = await postForm({ product_variation_id: 999_999, quantity: 1, then: '/it/panier' }, `cart=${uuid}`);
    expect(unknown.headers.location).toBe('/it/panier?refused=unavailable');
    expect((await cartNamed(uuid)).cart_items).toMatchObject([{ product_variation_id: inStock.id, quantity: 1 }]);
  });

  /** The same form as the page's starter posts it, in the page's place: asking for JSON. */
  const postInPlace = (fields: Record<string, string | number>, cookie?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/forms/add-to-cart',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString(),
    });

  it('posted in the page’s place, adds and answers every unit in the cart, the shopper staying on the page', async () => {
    const first = await postInPlace({ product_variation_id: inStock.id, quantity: 2, then: '/fr/panier' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ count: 2 });
    const cookie = cartCookieOf(first)!;
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 3600 });

    const other = await postForm({ product_variation_id: another.id, quantity: 1, then: '/fr/panier' }, `cart=${cookie.value}`);
    expect(other.statusCode).toBe(303);
    const again = await postInPlace({ product_variation_id: inStock.id, quantity: 1, then: '/fr/panier' }, `cart=${cookie.value}`);
    expect(again.json()).toEqual({ count: 4 });
    expect((await cartNamed(cookie.value)).cart_items).toMatchObject([{ quantity: 3 }, { quantity: 1 }]);
  });

  it('posted in the page’s place, a refusal says why in JSON and changes nothing', async () => {
    const started = await postInPlace({ product_variation_id: inStock.id, quantity: 1, then: '/fr/panier' });
    const uuid = cartCookieOf(started)!.value;
    const tooMany = await postInPlace({ product_variation_id: inStock.id, quantity: inStock.stock, then: '/fr/panier' }, `cart=${uuid}`);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ errors: { quantity: ['stock'] } });
    expect(cartCookieOf(tooMany)).toBeUndefined();
    expect((await postInPlace({ product_variation_id: 999_999, quantity: 1, then: '/fr/panier' }, `cart=${uuid}`)).statusCode).toBe(422);
    expect((await cartNamed(uuid)).cart_items).toMatchObject([{ product_variation_id: inStock.id, quantity: 1 }]);
  });

  it('refuses a form that is not the shop’s: another site’s address to go to, a made-up quantity, another site’s page', async () => {
    for (const then of ['//elsewhere.example/', '/\\elsewhere.example', 'https://elsewhere.example/', 'panier'])
      expect((await postForm({ product_variation_id: inStock.id, quantity: 1, then })).statusCode, then).toBe(422);
    for (const quantity of ['0', '1001', 'two', '1.5'])
      expect((await postForm({ product_variation_id: inStock.id, quantity, then: '/fr/panier' })).statusCode, quantity).toBe(422);
    const crossSite = await shop.app.inject({
      method: 'POST',
      url: '/api/forms/add-to-cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: `product_variation_id=${inStock.id}&quantity=1&then=/fr/panier`,
    });
    expect(crossSite.statusCode).toBe(403);
  });

  /** What a cart page's line posts for its −, + and ×. */
  const postLine = (fields: Record<string, string | number>, cookie?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/forms/cart-line',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString(),
    });

  it('changes a line of the cart from the cart page’s buttons: one more, one less, the whole line away', async () => {
    const started = await postForm({ product_variation_id: inStock.id, quantity: 1, then: '/fr/panier' });
    const cookie = `cart=${cartCookieOf(started)!.value}`;
    const line = (change: string) => postLine({ product_variation_id: inStock.id, change, then: '/fr/panier' }, cookie);
    const quantities = async () => (await cartNamed(cartCookieOf(started)!.value)).cart_items.map((item) => item.quantity);

    const more = await line('more');
    expect([more.statusCode, more.headers.location]).toEqual([303, '/fr/panier']);
    expect(await quantities()).toEqual([2]);
    const less = await line('less');
    expect([less.statusCode, less.headers.location], less.body).toEqual([303, '/fr/panier']);
    expect(await quantities()).toEqual([1]);
    await line('more');
    await line('remove');
    expect(await quantities()).toEqual([]);
    // The line has gone meanwhile (another tab): nothing changes, and the page says the cart changed.
    expect((await line('less')).headers.location).toBe('/fr/panier?refused=changed');
  });

  it('says why a line did not change: more than the stock, a cart that has gone', async () => {
    const started = await postForm({ product_variation_id: inStock.id, quantity: inStock.stock, then: '/fr/panier' });
    const cookie = `cart=${cartCookieOf(started)!.value}`;
    const more = await postLine({ product_variation_id: inStock.id, change: 'more', then: '/fr/panier' }, cookie);
    expect(more.headers.location).toBe('/fr/panier?refused=stock');
    expect((await cartNamed(cartCookieOf(started)!.value)).cart_items.map((item) => item.quantity)).toEqual([inStock.stock]);
    for (const gone of [undefined, 'cart=gone'])
      expect((await postLine({ product_variation_id: inStock.id, change: 'more', then: '/fr/panier' }, gone)).headers.location).toBe(
        '/fr/panier?refused=changed',
      );
    expect((await postLine({ product_variation_id: inStock.id, change: 'double', then: '/fr/panier' }, cookie)).statusCode).toBe(422);
  });

  it('leaves the other calls taking JSON only', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/add-to-cart',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `product_variation_id=${inStock.id}&quantity=1`,
    });
    expect(response.statusCode).toBe(415);
  });
});
