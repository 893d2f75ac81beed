import { promoCodeListResponseSchema } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionOf, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { addAddressOf, customerWithCart, placedOrder, placeOrderCall, stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';
import type { StaffRole } from './staff-roles';

describe.each(testEngines)('what each staff role may do on %s', (engine) => {
  let shop: TestApp;
  const tokens = {} as Record<StaffRole | 'shopper', string>;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    for (const staffRole of ['owner', 'staff'] as const)
      tokens[staffRole] = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole })).id);
    tokens.shopper = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
  });
  afterAll(() => shop.close());

  /** A paid order of 2 units (of 10), to be sent home. */
  async function paidOrder() {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }]);
    const address_id = await addAddressOf(shop.app.db, customer.id);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer, { delivery_method: 'shipping', address_id }));
    await shop.app.db.updateTable('orders').set({ status: 'paid' }).where('reference', '=', order.reference).execute();
    return { order, variationId };
  }
  const promoCodes = async () =>
    promoCodeListResponseSchema.parse((await call(shop.app, 'GET', '/api/promo_codes', { token: tokens.owner })).json()).data;
  const createPromo = (code: string, token?: string) =>
    call(shop.app, 'POST', '/api/promo_codes', { token, payload: { code, kind: 'percentage', value: 10 } });
  /** Every staff call, as the given caller makes it. */
  const staffCalls = async (token?: string) => {
    const { order, variationId } = await paidOrder();
    return {
      orders: (await call(shop.app, 'GET', '/api/staff/orders', { token })).statusCode,
      move: (await call(shop.app, 'POST', `/api/orders/${order.reference}/status`, { token, payload: { status: 'sent' } })).statusCode,
      restock: (await call(shop.app, 'PUT', `/api/product_variations/${variationId}/stock`, { token, payload: { stock: 20 } })).statusCode,
      pageViews: (await call(shop.app, 'GET', '/api/staff/page-views', { token })).statusCode,
      promoList: (await call(shop.app, 'GET', '/api/promo_codes', { token })).statusCode,
      promoCreate: (await createPromo(`ROLE-${Math.random().toString(36).slice(2, 10)}`, token)).statusCode,
    };
  };

  /** What each staff call answers: the orders, stock and page views alike, the promo codes alike. */
  const answers = (daily: number, promo: number) => ({
    orders: daily,
    move: daily,
    restock: daily,
    pageViews: daily,
    promoList: promo,
    promoCreate: promo === 200 ? 201 : promo,
  });

  it.each([
    ['the owner do everything', 'owner', answers(200, 200)],
    ['a helper move orders, restock and read page views, but not touch promo codes', 'staff', answers(200, 403)],
    ['a shopper do nothing (403)', 'shopper', answers(403, 403)],
    ['an anonymous caller do nothing (401)', null, answers(401, 401)],
  ] as const)('lets %s', async (_, caller, expected) => {
    expect(await staffCalls(caller ? tokens[caller] : undefined)).toEqual(expected);
  });

  it('writes nothing when a helper tries to create a promo code', async () => {
    const before = await promoCodes();
    expect((await createPromo('HELPER-GIFT', tokens.staff)).statusCode).toBe(403);
    expect(await promoCodes()).toEqual(before);
  });

  it('moves no order and changes no stock for a shopper', async () => {
    const { order, variationId } = await paidOrder();
    await call(shop.app, 'POST', `/api/orders/${order.reference}/status`, { token: tokens.shopper, payload: { status: 'sent' } });
    await call(shop.app, 'PUT', `/api/product_variations/${variationId}/stock`, { token: tokens.shopper, payload: { stock: 20 } });
    const moved = await shop.app.db.selectFrom('orders').select('status').where('reference', '=', order.reference).executeTakeFirst();
    expect(moved?.status).toBe('paid');
    expect(await stockOf(shop.app.db, variationId)).toBe(8);
  });

  it('shows a helper any customer’s order, as the owner', async () => {
    const { order } = await paidOrder();
    for (const token of [tokens.owner, tokens.staff])
      expect((await call(shop.app, 'GET', `/api/orders/${order.reference}`, { token })).statusCode).toBe(200);
    expect((await call(shop.app, 'GET', `/api/orders/${order.reference}`, { token: tokens.shopper })).statusCode).toBe(404);
  });
});
