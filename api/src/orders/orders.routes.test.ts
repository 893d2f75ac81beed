import { orderListResponseSchema } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('GET /api/orders on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const orders = async (token: string) => {
    const response = await call(shop.app, 'GET', '/api/orders', { token });
    expect(response.statusCode).toBe(200);
    return orderListResponseSchema.parse(response.json()).data;
  };

  it('lists only the customer’s own orders, newest first', async () => {
    const customer = await createTestUser(shop.app.db);
    const other = await createTestUser(shop.app.db);
    const token = await sessionOf(shop.app, customer.id);
    expect(await orders(token)).toEqual([]);

    await shop.app.db
      .insertInto('orders')
      .values([
        { reference: 'LC-0001', user_id: customer.id, status: 'done', total: 4590, created_at: new Date('2026-10-01T09:00:00Z') },
        { reference: 'LC-0003', user_id: customer.id, status: 'new', total: 1200, created_at: new Date('2026-11-20T18:30:00Z') },
        { reference: 'LC-0002', user_id: other.id, status: 'paid', total: 9900, created_at: new Date('2026-11-01T12:00:00Z') },
      ])
      .execute();
    expect(await orders(token)).toEqual([
      { id: expect.any(Number), reference: 'LC-0003', status: 'new', total: 1200, created_at: '2026-11-20T18:30:00.000Z' },
      { id: expect.any(Number), reference: 'LC-0001', status: 'done', total: 4590, created_at: '2026-10-01T09:00:00.000Z' },
    ]);
  });

  it('needs a session', async () => {
    expect((await call(shop.app, 'GET', '/api/orders')).statusCode).toBe(401);
  });
});
