// The shop's process killed between Stripe's refund and its own commit: the refund waits, and the next process
// settles it from Stripe's record, once, with everything a refund brings (the order cancelled, its credit note).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';
import { checkoutEvent, startStripeStandIn, stripeSignature, stripeTestKeys, type StripeStandIn } from '../test-support/stripe-stand-in';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';
import { issueAccessToken } from '../sessions/access-tokens';
import { refundAnswerWaitMs } from './carry-out-refund';

describe.each(testEngines)('a refund interrupted by a crash on %s', (engine) => {
  let stripe: StripeStandIn;
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await stripe.close();
    await database.drop();
  });
  const startServer = async () => {
    const server = await startServerProcess({ ...database.environment, ...stripeTestKeys, STRIPE_API_URL: stripe.url });
    servers.push(server);
    return server;
  };
  const db = () => database.connection.db;
  const send = (server: ServerProcess, method: string, url: string, { token, body, headers = {} }: SendOptions = {}) =>
    fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('settles the refund from Stripe’s record in the next process: one refund, the order cancelled', { timeout: 60_000 }, async () => {
    const first = await startServer();
    const [variationId] = (await createTestProduct(db(), { stocks: [10], prices: [12_50] })).variationIds as [number];
    const customer = await createTestUser(db());
    const customerToken = await issueAccessToken(db(), customer.id);
    const ownerToken = await issueAccessToken(db(), (await createTestUser(db(), { staffRole: 'owner' })).id, { secondFactor: true });

    // Ordered and paid on Stripe's page; its webhook tells the shop.
    const cart = await (await send(first, 'POST', '/api/add-to-cart', { body: { product_variation_id: variationId, quantity: 2 } })).json();
    const placed = await send(first, 'POST', '/api/orders', {
      token: customerToken,
      headers: { 'idempotency-key': 'crash-test-checkout-0001' },
      body: { cart_id: cart.data.uuid, delivery_method: 'pickup', accept_terms: true },
    });
    expect(placed.status).toBe(201);
    const { data: order } = await placed.json();
    const session = [...stripe.sessions.values()].find((candidate) => candidate.client_reference_id === order.reference)!;
    stripe.complete(session.id);
    const event = JSON.stringify(checkoutEvent('checkout.session.completed', stripe.sessions.get(session.id)!));
    const delivered = await fetch(`${first.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(event) },
      body: event,
    });
    expect(delivered.status).toBe(200);
    const row = () => db().selectFrom('orders').selectAll().where('reference', '=', order.reference).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ status: 'paid' });

    // Stripe makes the refund; the process dies before it hears the answer, let alone commits.
    stripe.beforeNextRefundAnswer(() => first.kill());
    await expect(send(first, 'POST', `/api/staff/orders/${order.reference}/cancel`, { token: ownerToken })).rejects.toThrow();
    const paymentIntent = stripe.sessions.get(session.id)!.payment_intent;
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent)).toHaveLength(1);
    const refunds = () => db().selectFrom('refunds').selectAll().where('order_id', '=', order.id).execute();
    expect(await refunds()).toMatchObject([{ status: 'pending', cancels_order: 1, provider_reference: null }]);
    expect(await row()).toMatchObject({ status: 'paid' });

    // Time passes (the provider's time to answer is up), and another process starts: its housekeeping settles it.
    await db()
      .updateTable('refunds')
      .set({
        created_at: new Date(Date.now() - refundAnswerWaitMs - 1_000),
        provider_asked_at: new Date(Date.now() - refundAnswerWaitMs - 1_000),
      })
      .where('order_id', '=', order.id)
      .execute();
    await startServer();
    const deadline = Date.now() + 20_000;
    while ((await refunds())[0]!.status === 'pending' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));

    const [settled] = await refunds();
    expect(settled).toMatchObject({ status: 'succeeded', provider_reference: stripe.refunds.at(-1)!.id });
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent)).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'cancelled', cancel_cause: 'refunded' });
    expect(await db().selectFrom('credit_notes').select('number').where('refund_id', '=', settled!.id).execute()).toHaveLength(1);
    const stock = await db().selectFrom('product_variations').select('stock').where('id', '=', variationId).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(10);
    // The customer is told once, by the process that settled it (its mail goes out after the settling).
    const mailDir = path.join(database.dataDir, 'mail');
    const mailsOfCancellation = async () => {
      const files = existsSync(mailDir) ? readdirSync(mailDir) : [];
      const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(path.join(mailDir, file)))));
      return mails.filter((mail) => mail.subject === `Votre commande ${order.reference} est annulée`);
    };
    while ((await mailsOfCancellation()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await mailsOfCancellation();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Nous vous avons remboursé 25,00');
  });
});

interface SendOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}
