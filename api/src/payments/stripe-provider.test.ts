import { orderPaymentResponseSchema } from '@lemon/orders-contract';
import type { Locale } from '@lemon/shared/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall, type TestCustomer } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createStripeTestApp, startStripeStandIn, stripeTestKeys, type StripeTestApp } from '../test-support/stripe-stand-in';
import { paymentPagesPerMinute } from './payment-page';
import { stripePaymentProvider } from './stripe-provider';

describe.each(testEngines)('paying with Stripe Checkout on %s', (engine) => {
  let shop: StripeTestApp;
  beforeAll(async () => {
    shop = await createStripeTestApp(engine);
  });
  afterAll(() => shop.close());

  /** A customer with two units of a 12.50 € variation in their cart, ordered for pickup. */
  const placeOrder = async (locale: Locale = 'fr') => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5], prices: [12_50] })).variationIds;
    const customer = await customerWithCart(shop.app, [{ variationId: variationId!, quantity: 2 }]);
    const placed = placedOrder(await placeOrderCall(shop.app, customer, { locale }));
    return { ...placed, customer };
  };
  const payAgain = async (customer: TestCustomer, reference: string) => {
    const response = await call(shop.app, 'POST', `/api/orders/${reference}/payment`, { token: customer.token });
    expect(response.statusCode, response.body).toBe(200);
    return orderPaymentResponseSchema.parse(response.json()).data.payment_url;
  };
  const paymentOf = (reference: string) =>
    shop.app.db
      .selectFrom('orders')
      .select(['status', 'payment_provider', 'payment_reference'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
  const lastSessionRequest = () => shop.stripe.sessionRequests.at(-1)!;
  /** The page the shop kept for the order reaches the end of its time. */
  const keptPageExpires = (reference: string) =>
    shop.app.db.updateTable('orders').set({ payment_url_expires_at: new Date() }).where('reference', '=', reference).execute();

  it('sends the shopper to a Checkout Session for the order’s total, in its language, returning to the shop', async () => {
    const before = Date.now();
    const { order, paymentUrl, customer } = await placeOrder('it');
    const session = [...shop.stripe.sessions.values()].find((candidate) => candidate.client_reference_id === order.reference)!;
    expect(paymentUrl).toBe(session.url);
    expect(paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);

    const { body, headers } = lastSessionRequest();
    expect(headers.authorization).toBe(`Bearer ${stripeTestKeys.STRIPE_SECRET_KEY}`);
    expect(headers['idempotency-key']).toContain(order.reference);
    expect(body).toMatchObject({
      mode: 'payment',
      line_items: [
        { quantity: '1', price_data: { currency: 'eur', unit_amount: '2500', product_data: { name: `Ordine ${order.reference}` } } },
      ],
      client_reference_id: order.reference,
      metadata: { order_reference: order.reference },
      customer_email: customer.email,
      locale: 'it',
      success_url: `https://shop.example/it?order=success&reference=${order.reference}`,
      cancel_url: `https://shop.example/it?order=error&reference=${order.reference}`,
    });
    expect(order.total).toBe(25_00);
    // Open until the order is cancelled, and at least the 30 minutes Stripe asks for.
    const expiresAt = Number(body.expires_at) * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(Math.max(Date.parse(order.payable_until!), before + 30 * 60_000) - 1000);
    expect(expiresAt).toBeLessThan(Date.now() + 32 * 60_000);

    // Paid only once Stripe says so.
    expect(await paymentOf(order.reference)).toEqual({ status: 'new', payment_provider: 'stripe', payment_reference: session.id });
  });

  it('names the line in the order’s language', async () => {
    const { order: french } = await placeOrder('fr');
    expect(lastSessionRequest().body).toMatchObject({
      locale: 'fr',
      line_items: [{ price_data: { product_data: { name: `Commande ${french.reference}` } } }],
    });
    const { order: english } = await placeOrder('en');
    expect(lastSessionRequest().body).toMatchObject({
      locale: 'en',
      line_items: [{ price_data: { product_data: { name: `Order ${english.reference}` } } }],
    });
  });

  it('reuses the open session when the shopper pays again, and makes a new one once it expired', async () => {
    const { order, paymentUrl, customer } = await placeOrder();
    const first = (await paymentOf(order.reference)).payment_reference!;
    const requests = shop.stripe.sessionRequests.length;
    expect(await payAgain(customer, order.reference)).toBe(paymentUrl);
    expect(shop.stripe.sessionRequests).toHaveLength(requests);

    shop.stripe.expire(first);
    await keptPageExpires(order.reference);
    const renewed = await payAgain(customer, order.reference);
    expect(shop.stripe.sessionRequests).toHaveLength(requests + 1);
    const second = (await paymentOf(order.reference)).payment_reference!;
    expect(second).not.toBe(first);
    expect(renewed).toBe(shop.stripe.sessions.get(second)!.url);
    expect(lastSessionRequest().body).toMatchObject({
      client_reference_id: order.reference,
      line_items: [{ price_data: { unit_amount: '2500' } }],
    });
    // And that one is reused in turn.
    expect(await payAgain(customer, order.reference)).toBe(renewed);
    expect(shop.stripe.sessionRequests).toHaveLength(requests + 1);
  });

  it('makes no second session for an order paid on Stripe whose webhook has not arrived yet', async () => {
    const { order, customer, paymentUrl } = await placeOrder('en');
    const session = (await paymentOf(order.reference)).payment_reference!;
    shop.stripe.complete(session);
    const requests = shop.stripe.sessionRequests.length;
    // The session's page is handed out again without asking Stripe while it is open for the shop.
    expect(await payAgain(customer, order.reference)).toBe(paymentUrl);
    // Once its time is up, Stripe is asked, which says it was paid: the shopper lands on the success page.
    await keptPageExpires(order.reference);
    expect(await payAgain(customer, order.reference)).toBe(`https://shop.example/en?order=success&reference=${order.reference}`);
    expect(shop.stripe.sessionRequests).toHaveLength(requests);
  });

  it('hands out the open session’s page again without asking Stripe, at most 10 times a minute per account', async () => {
    const { order, customer, paymentUrl } = await placeOrder();
    const [creations, reads] = [shop.stripe.sessionRequests.length, shop.stripe.sessionReads.length];
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call(shop.app, 'POST', `/api/orders/${order.reference}/payment`, { token: customer.token })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(paymentPagesPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - paymentPagesPerMinute);
    for (const answer of answers.filter((one) => one.statusCode === 200))
      expect(orderPaymentResponseSchema.parse(answer.json()).data.payment_url).toBe(paymentUrl);
    expect([shop.stripe.sessionRequests.length, shop.stripe.sessionReads.length]).toEqual([creations, reads]);

    // The limit is the account's: another customer still pays.
    const other = await placeOrder();
    expect(await payAgain(other.customer, other.order.reference)).toBe(other.paymentUrl);
  });

  it('has no test provider pages: they cannot pay an order', async () => {
    const { order } = await placeOrder();
    // An order the test provider would pay with this secret, were its pages there.
    await shop.app.db
      .updateTable('orders')
      .set({ payment_provider: 'test', payment_reference: 'secret-of-the-test-page' })
      .where('reference', '=', order.reference)
      .execute();
    const page = await shop.app.inject({ method: 'GET', url: `/api/payments/test/${order.reference}?token=secret-of-the-test-page` });
    expect(page.statusCode).toBe(404);
    const paying = await shop.app.inject({
      method: 'POST',
      url: `/api/payments/test/${order.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=secret-of-the-test-page&outcome=success',
    });
    expect(paying.statusCode).toBe(404);
    expect((await paymentOf(order.reference)).status).toBe('new');
  });
});

describe('a Checkout Session’s expiry', () => {
  it('follows the order’s, within the 30 minutes to 24 hours Stripe allows', async () => {
    const standIn = await startStripeStandIn();
    try {
      const provider = stripePaymentProvider(
        { secretKey: stripeTestKeys.STRIPE_SECRET_KEY, webhookSecret: stripeTestKeys.STRIPE_WEBHOOK_SECRET, apiUrl: standIn.url },
        'https://shop.example',
      );
      const expiryFor = async (payableInMinutes: number | null) => {
        const payable_until = payableInMinutes === null ? null : new Date(Date.now() + payableInMinutes * 60_000);
        await provider.paymentPage(
          { reference: 'LC-EXPIRY00', locale: 'fr', total: 1000, customerEmail: 'a@example.com', payable_until },
          null,
        );
        return (Number(standIn.sessionRequests.at(-1)!.body.expires_at) * 1000 - Date.now()) / 60_000;
      };
      expect(await expiryFor(120)).toBeCloseTo(120, 0);
      for (const payable of [null, -5, 10]) {
        expect(await expiryFor(payable)).toBeGreaterThan(30);
        expect(await expiryFor(payable)).toBeLessThan(32);
      }
      expect(await expiryFor(3 * 24 * 60)).toBeGreaterThan(23 * 60);
      expect(await expiryFor(3 * 24 * 60)).toBeLessThan(24 * 60);
    } finally {
      await standIn.close();
    }
  });
});
