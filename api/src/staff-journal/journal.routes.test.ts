import { auditListResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { addAddressOf, customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('the audit log on %s', (engine) => {
  let shop: TestApp;
  let owner: { token: string; email: string };
  let helper: { token: string; email: string };
  beforeAll(async () => {
    shop = await createTestApp(engine);
    const ownerUser = await createTestUser(shop.app.db, { staffRole: 'owner' });
    const helperUser = await createTestUser(shop.app.db, { staffRole: 'staff' });
    owner = { token: await staffSessionOf(shop.app, ownerUser.id), email: ownerUser.email };
    helper = { token: await staffSessionOf(shop.app, helperUser.id), email: helperUser.email };
  });
  afterAll(() => shop.close());

  const auditOf = async (query: string) => {
    const response = await call(shop.app, 'GET', `/api/staff/audit?${query}`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    return auditListResponseSchema.parse(response.json());
  };

  async function paidShippingOrder() {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }]);
    const address_id = await addAddressOf(shop.app.db, customer.id);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer, { delivery_method: 'shipping', address_id }));
    await shop.app.db.updateTable('orders').set({ status: 'paid' }).where('reference', '=', order.reference).execute();
    return order;
  }

  it('records who moved an order, when, from which status to which, and nothing for a refused move', async () => {
    const order = await paidShippingOrder();
    const before = Date.now();
    expect(
      (await call(shop.app, 'POST', `/api/orders/${order.reference}/status`, { token: helper.token, payload: { status: 'sent' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(shop.app, 'POST', `/api/orders/${order.reference}/status`, { token: helper.token, payload: { status: 'ready' } }))
        .statusCode,
    ).toBe(422);
    const { data, meta } = await auditOf(`subject_type=order&subject_id=${order.reference}`);
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({
      actor_email: helper.email,
      actor_name: 'Camille Martin',
      action: 'order.sent',
      subject_type: 'order',
      subject_id: order.reference,
      before: { status: 'paid' },
      after: { status: 'sent' },
    });
    expect(Date.parse(data[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records a stock set with the stock before and after', async () => {
    const product = await createTestProduct(shop.app.db, { stocks: [4] });
    const [variationId] = product.variationIds as [number];
    await call(shop.app, 'PUT', `/api/product_variations/${variationId}/stock`, { token: owner.token, payload: { stock: 12 } });
    const { data } = await auditOf(`subject_type=product_variation&subject_id=${variationId}`);
    const { label_fr: productName } = await shop.app.db
      .selectFrom('products')
      .select('label_fr')
      .where('id', '=', product.productId)
      .executeTakeFirstOrThrow();
    const { label_fr: size } = await shop.app.db
      .selectFrom('product_variations')
      .select('label_fr')
      .where('id', '=', variationId)
      .executeTakeFirstOrThrow();
    // Named as the owner knows it, not by its number.
    expect(
      data.map(({ action, before, after, actor_email, subject_name }) => ({ action, before, after, actor_email, subject_name })),
    ).toEqual([
      {
        action: 'stock.set',
        before: { stock: 4 },
        after: { stock: 12 },
        actor_email: owner.email,
        subject_name: `${productName} (${size})`,
      },
    ]);
  });

  it('records a new promo code with its rule, and nothing for one refused', async () => {
    const code = `AUDIT${Date.now() % 100000}`;
    const created = await call(shop.app, 'POST', '/api/promo_codes', { token: owner.token, payload: { code, kind: 'fixed', value: 500 } });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    expect(
      (await call(shop.app, 'POST', '/api/promo_codes', { token: owner.token, payload: { code, kind: 'fixed', value: 500 } })).statusCode,
    ).toBe(422);
    const { data } = await auditOf('subject_type=promo_code');
    expect(data.filter((entry) => entry.subject_id === String(id))).toEqual([
      expect.objectContaining({
        action: 'promo_code.created',
        before: null,
        after: expect.objectContaining({ code, kind: 'fixed', value: 500 }),
      }),
    ]);
    expect(data.filter((entry) => entry.after?.code === code)).toHaveLength(1);
  });

  it('lists the whole log newest first, a page at a time', async () => {
    const { data, meta } = await auditOf('page=1');
    expect(meta.total).toBeGreaterThanOrEqual(3);
    const moments = data.map((entry) => Date.parse(entry.at));
    expect(moments).toEqual([...moments].sort((a, b) => b - a));
    expect((await call(shop.app, 'GET', '/api/staff/audit?subject_type=basket', { token: owner.token })).statusCode).toBe(422);
  });
});
