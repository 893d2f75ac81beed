import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMailingTestApp, mailsTo, newEmail, staffSessionOf, type MailingTestApp } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { paidTestOrder, refundCall } from '../test-support/test-refunds';
import { createTestUser } from '../test-support/test-users';

// Units a cancelled order or a refund puts back on sale tell the waiting list, as a staff restock does.
describe.each(testEngines)('the waiting list when units come back on %s', (engine) => {
  let shop: MailingTestApp;
  let ownerToken: string;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    ownerToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(() => shop.close());

  /** A paid order of 2 units, the variation then sold out elsewhere, and a shopper waiting for it. */
  async function soldOutWithWaitingShopper() {
    const paid = await paidTestOrder(shop.app, [{ price: 1200, quantity: 2 }]);
    const [variationId] = paid.variationIds as [number];
    await shop.app.db.updateTable('product_variations').set({ stock: 0 }).where('id', '=', variationId).execute();
    const waiting = newEmail('waiting');
    const signedUp = await call(shop.app, 'POST', '/api/stock_notifications', {
      payload: { email: waiting, product_variation_id: variationId },
    });
    expect(signedUp.statusCode).toBe(200);
    return { ...paid, waiting };
  }

  it('e-mails the waiting shopper once when the staff cancels an order and its units come back', async () => {
    const { order, waiting } = await soldOutWithWaitingShopper();
    expect((await call(shop.app, 'POST', `/api/staff/orders/${order.reference}/cancel`, { token: ownerToken })).statusCode).toBe(200);
    await shop.app.mailsInFlight();
    expect((await mailsTo(shop, waiting)).length).toBe(1);
  });

  it('e-mails them when a refund puts the returned units back in stock, and not when it keeps them out', async () => {
    const kept = await soldOutWithWaitingShopper();
    const keptOut = await refundCall(
      shop.app,
      kept.order.reference,
      { lines: [{ order_line_id: kept.lineIds[0], quantity: 1 }], restock: false },
      { token: ownerToken },
    );
    expect(keptOut.statusCode).toBe(201);
    await shop.app.mailsInFlight();
    expect(await mailsTo(shop, kept.waiting)).toEqual([]);

    const { order, lineIds, waiting } = await soldOutWithWaitingShopper();
    const restocked = await refundCall(
      shop.app,
      order.reference,
      { lines: [{ order_line_id: lineIds[0], quantity: 1 }], restock: true },
      { token: ownerToken },
    );
    expect(restocked.statusCode).toBe(201);
    await shop.app.mailsInFlight();
    expect((await mailsTo(shop, waiting)).length).toBe(1);
  });
});
