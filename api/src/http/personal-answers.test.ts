import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('caching of the API’s answers on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('keeps every answer that depends on a session or a cart’s secret out of caches, refusals included', async () => {
    const { variationIds } = await createTestProduct(shop.app.db, { stocks: [10] });
    const customer = await customerWithCart(shop.app, [{ variationId: variationIds[0]! }]);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer));
    const user = await createTestUser(shop.app.db);
    const staffToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    const { token } = customer;
    const answers = {
      login: await call(shop.app, 'POST', '/api/login', { payload: { email: user.email, password: user.password } }),
      me: await call(shop.app, 'GET', '/api/me', { token }),
      'me without a session': await call(shop.app, 'GET', '/api/me'),
      addresses: await call(shop.app, 'GET', '/api/addresses', { token }),
      orders: await call(shop.app, 'GET', '/api/orders', { token }),
      order: await call(shop.app, 'GET', `/api/orders/${order.reference}`, { token }),
      'my cart': await call(shop.app, 'GET', '/api/me/cart', { token }),
      'a cart by its secret': await call(shop.app, 'GET', `/api/carts/${customer.cartId}`),
      'adding to a cart': await call(shop.app, 'POST', '/api/add-to-cart', {
        payload: { product_variation_id: variationIds[0], quantity: 1 },
      }),
      'staff orders': await call(shop.app, 'GET', '/api/staff/orders', { token: staffToken }),
      'staff page views': await call(shop.app, 'GET', '/api/staff/page-views', { token: staffToken }),
      'profile change': await call(shop.app, 'POST', '/api/edit-profile', { token, payload: {} }),
      logout: await call(shop.app, 'POST', '/api/logout', { token }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.statusCode, `${name}: ${answer.body}`).toBeLessThan(500);
      expect(answer.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('lets caches keep the catalogue’s answers, the same for everyone, asking again each time: a price change shows at once', async () => {
    for (const url of [
      '/api/products',
      '/api/product_categories',
      '/api/recipes',
      '/api/products/1',
      '/api/countries',
      '/api/shipping-rates?country=FR&amount=1000',
    ]) {
      const answer = await call(shop.app, 'GET', url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
