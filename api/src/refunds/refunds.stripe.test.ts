import { refundResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditTrailOf } from '../audit/audit.repository';
import { mailsTo, staffSessionOf } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { newRefundKey, refundCall } from '../test-support/test-refunds';
import { createStripeTestApp, stripeTestKeys, type StripeTestApp } from '../test-support/stripe-stand-in';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('refunding an order paid with Stripe on %s', (engine) => {
  let shop: StripeTestApp;
  let ownerToken: string;
  beforeAll(async () => {
    shop = await createStripeTestApp(engine);
    ownerToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(() => shop.close());

  /** Two units of 12.50 €, paid on the session's page (the webhook's part done straight in the database). */
  async function paidWithStripe() {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5], prices: [12_50] })).variationIds;
    const customer = await customerWithCart(shop.app, [{ variationId: variationId!, quantity: 2 }]);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer));
    const session = [...shop.stripe.sessions.values()].find((candidate) => candidate.client_reference_id === order.reference)!;
    shop.stripe.complete(session.id);
    await shop.app.db.updateTable('orders').set({ status: 'paid', paid_at: new Date() }).where('id', '=', order.id).execute();
    return { order, customer, session: shop.stripe.sessions.get(session.id)! };
  }

  it('refunds the session’s payment intent by the amount, with the form’s key', async () => {
    const { order, customer, session } = await paidWithStripe();
    const key = newRefundKey();
    const response = await refundCall(shop.app, order.reference, { amount: 7_00, restock: false }, { token: ownerToken, key });
    expect(response.statusCode, response.body).toBe(201);
    expect(refundResponseSchema.parse(response.json()).data).toMatchObject({ status: 'succeeded', amount: 7_00 });

    const { headers, body } = shop.stripe.refundRequests.at(-1)!;
    const row = await shop.app.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(headers.authorization).toBe(`Bearer ${stripeTestKeys.STRIPE_SECRET_KEY}`);
    expect(headers['idempotency-key']).toBe(`refund-${key}`);
    expect(body).toEqual({ payment_intent: session.payment_intent, amount: '700', metadata: { shop_refund_id: String(row.id) } });
    const [made] = shop.stripe.refunds.filter((refund) => refund.payment_intent === session.payment_intent);
    expect(row).toMatchObject({ provider: 'stripe', provider_reference: made!.id, status: 'succeeded' });
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);

    // Sent again: answered from the shop's record, Stripe not asked again.
    const requests = shop.stripe.refundRequests.length;
    const again = await refundCall(shop.app, order.reference, { amount: 7_00, restock: false }, { token: ownerToken, key });
    expect(again.statusCode).toBe(200);
    expect(shop.stripe.refundRequests).toHaveLength(requests);
  });

  it('counts nothing when Stripe refuses, and says so', async () => {
    const { order, customer } = await paidWithStripe();
    shop.stripe.failRefunds(402);
    try {
      const response = await refundCall(shop.app, order.reference, { amount: 25_00, restock: false }, { token: ownerToken });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toMatch(/refused this refund: nothing was refunded/);
    } finally {
      shop.stripe.failRefunds(null);
    }
    const rows = await shop.app.db
      .selectFrom('refunds')
      .select(['status', 'provider_reference'])
      .where('order_id', '=', order.id)
      .execute();
    expect(rows).toEqual([{ status: 'failed', provider_reference: null }]);
    expect(await auditTrailOf(shop.app.db, 'order', order.reference)).toEqual([]);
    expect(await mailsTo(shop, customer.email)).toEqual([]);
    // Stripe takes it again: the whole amount can still be refunded.
    const retried = await refundCall(shop.app, order.reference, { amount: 25_00, restock: false }, { token: ownerToken });
    expect(retried.statusCode, retried.body).toBe(201);
  });
});
