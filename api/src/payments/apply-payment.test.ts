import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall, stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { cancelUnpaidOrders } from '../orders/unpaid-orders';
import { applyPayment } from './apply-payment';

describe.each(testEngines)('a payment arriving after its order was cancelled, on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  /** An order of 2 units of each of two variations (5 in stock each), cancelled as unpaid. */
  async function cancelledOrder() {
    const variations = (await createTestProduct(shop.app.db, { stocks: [5, 5] })).variationIds as [number, number];
    const customer = await customerWithCart(shop.app, [
      { variationId: variations[0], quantity: 2 },
      { variationId: variations[1], quantity: 2 },
    ]);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer));
    await cancelUnpaidOrders(shop.app.db, new Date(Date.now() + 60 * 60_000));
    return { order, variations };
  }
  const pay = (reference: string) => shop.app.db.transaction().execute((trx) => applyPayment(trx, reference));

  it('takes the units again and marks it paid while they are in stock', async () => {
    const { order, variations } = await cancelledOrder();
    const outcome = await pay(order.reference);
    expect(outcome.kind).toBe('paid');
    expect(outcome.kind === 'paid' && outcome.order).toMatchObject({ status: 'paid', cancelled_at: null });
    expect([await stockOf(shop.app.db, variations[0]), await stockOf(shop.app.db, variations[1])]).toEqual([3, 3]);
    expect((await pay(order.reference)).kind).toBe('already_paid');
  });

  it('asks for a refund, and takes nothing, when a line’s units are gone', async () => {
    const { order, variations } = await cancelledOrder();
    await shop.app.db.updateTable('product_variations').set({ stock: 1 }).where('id', '=', variations[1]).execute();
    expect((await pay(order.reference)).kind).toBe('refund_needed');
    expect([await stockOf(shop.app.db, variations[0]), await stockOf(shop.app.db, variations[1])]).toEqual([5, 1]);
    const { status } = await shop.app.db
      .selectFrom('orders')
      .select('status')
      .where('reference', '=', order.reference)
      .executeTakeFirstOrThrow();
    expect(status).toBe('cancelled');
  });

  it('knows no order by a reference nobody placed', async () => {
    expect((await pay('LC-NOSUCH00')).kind).toBe('unknown_order');
  });
});
