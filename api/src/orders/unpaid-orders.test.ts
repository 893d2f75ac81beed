import { itemEnvelope } from '@lemon/shared/contract';
import { productSchema } from '@lemon/catalog-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOverdueOrders } from '../housekeeping/housekeeping.plugin';
import { createMailingTestApp, mailsTo, type MailingTestApp } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall, stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';
import { cancelUnpaidOrders } from './unpaid-orders';

const minute = 60_000;

describe.each(testEngines)('unpaid orders on %s', (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());

  /** An order of 2 units (of 5), placed now: payable for 15 minutes (UNPAID_ORDER_MINUTES' default). */
  async function unpaidOrder() {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }]);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer));
    return { order, customer, variationId };
  }
  const statusOf = async (reference: string) =>
    (await shop.app.db.selectFrom('orders').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status;

  it('gives the stock back and cancels an order still unpaid after its time, and only such orders', async () => {
    const due = await unpaidOrder();
    const paid = await unpaidOrder();
    await shop.app.db.updateTable('orders').set({ status: 'paid' }).where('reference', '=', paid.order.reference).execute();
    expect(await stockOf(shop.app.db, due.variationId)).toBe(3);

    // 14 minutes on: still payable.
    expect((await cancelUnpaidOrders(shop.app.db, new Date(Date.now() + 14 * minute))).map((order) => order.reference)).not.toContain(
      due.order.reference,
    );
    expect(await statusOf(due.order.reference)).toBe('new');

    const later = new Date(Date.now() + 16 * minute);
    const cancelled = await cancelUnpaidOrders(shop.app.db, later);
    expect(cancelled.map((order) => order.reference)).toContain(due.order.reference);
    expect(cancelled.map((order) => order.reference)).not.toContain(paid.order.reference);
    expect(await statusOf(due.order.reference)).toBe('cancelled');
    expect(await statusOf(paid.order.reference)).toBe('paid');
    expect(await stockOf(shop.app.db, due.variationId)).toBe(5);
    expect(await stockOf(shop.app.db, paid.variationId)).toBe(3);

    // Run again (another process, the next minute): nothing more is given back.
    expect(await cancelUnpaidOrders(shop.app.db, later)).toEqual([]);
    expect(await stockOf(shop.app.db, due.variationId)).toBe(5);
  });

  it('shows the stock an overdue order gave back on the catalogue’s next answer', async () => {
    const { variationId } = await unpaidOrder();
    const { slug } = await shop.app.db
      .selectFrom('product_variations')
      .innerJoin('products', 'products.id', 'product_variations.product_id')
      .select('products.slug_fr as slug')
      .where('product_variations.id', '=', variationId)
      .executeTakeFirstOrThrow();
    const stockShown = async () =>
      itemEnvelope(productSchema).parse((await shop.app.inject({ url: `/api/products/${slug}` })).json()).data.product_variations[0]!.stock;
    expect(await stockShown()).toBe(3);
    await cancelOverdueOrders(shop.app, new Date(Date.now() + 16 * minute));
    expect(await stockShown()).toBe(5);
  });

  it('cancels each order once when two processes run at the same moment', async () => {
    const { order, variationId } = await unpaidOrder();
    const later = new Date(Date.now() + 31 * minute);
    const [one, two] = await Promise.all([cancelUnpaidOrders(shop.app.db, later), cancelUnpaidOrders(shop.app.db, later)]);
    expect([...one, ...two].filter((cancelled) => cancelled.reference === order.reference)).toHaveLength(1);
    expect(await stockOf(shop.app.db, variationId)).toBe(5);
  });

  it('is done by the server itself as it starts, which e-mails the customer', async () => {
    const server = await createMailingTestApp(engine);
    try {
      // Written before the server is ready: its first round of chores, as it starts, finds the order overdue.
      const { db } = server.database.connection;
      const user = await createTestUser(db, { locale: 'en' });
      await db
        .insertInto('orders')
        .values({
          reference: 'LC-OVERDUE1',
          user_id: user.id,
          status: 'new',
          locale: 'en',
          total: 1000,
          payment_due_at: new Date(Date.now() - minute),
        })
        .execute();
      await server.app.ready();
      await expect
        .poll(async () => (await mailsTo(server, user.email)).map((mail) => mail.subject))
        .toEqual(['Your order LC-OVERDUE1 is cancelled']);
      const [mail] = await mailsTo(server, user.email);
      expect(mail!.text).toContain('Its payment did not arrive in time');
      expect((await db.selectFrom('orders').select('status').where('reference', '=', 'LC-OVERDUE1').executeTakeFirstOrThrow()).status).toBe(
        'cancelled',
      );
    } finally {
      await server.close();
    }
  });
});
