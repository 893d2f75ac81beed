import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figure, promtoolCheck, samplesOf } from '../test-support/metrics-text';
import { call, createMailingTestApp, staffSessionOf, type MailingTestApp } from '../test-support/test-accounts';
import { createTestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { payWithTestProvider } from '../test-support/test-documents';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { paidTestOrder, refundCall } from '../test-support/test-refunds';
import { createTestUser } from '../test-support/test-users';

const operatorToken = 'a-token-for-the-operator-0123456789abcdef';

describe.each(testEngines)('/metrics on %s', (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine, { environment: { METRICS_TOKEN: operatorToken } });
  });
  afterAll(() => shop.close());

  const scrape = async (options: { remoteAddress?: string; token?: string } = {}) => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
    return response;
  };
  const metricsText = async () => {
    const response = await scrape();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers the machine itself and the token’s bearer; anyone else finds nothing there', async () => {
    expect((await scrape({ remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape({ remoteAddress: '203.0.113.9', token: `${operatorToken}x` })).statusCode).toBe(404);
    expect((await scrape({ remoteAddress: '203.0.113.9', token: operatorToken })).statusCode).toBe(200);
    // A proxy's header does not make a stranger the machine itself.
    const forwarded = await shop.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('counts requests by route pattern, and what the caches found', async () => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5] })).variationIds;
    const productId = (
      await shop.app.db.selectFrom('product_variations').select('product_id').where('id', '=', variationId!).executeTakeFirstOrThrow()
    ).product_id;
    for (let times = 0; times < 3; times += 1) expect((await call(shop.app, 'GET', `/api/products/${productId}`)).statusCode).toBe(200);
    await call(shop.app, 'GET', '/api/made-up-address-of-a-visitor');

    const text = await metricsText();
    expect(figure(text, 'shop_http_requests_total', { method: 'GET', route: '/api/products/:id', status: '200' })).toBeGreaterThanOrEqual(
      3,
    );
    expect(figure(text, 'shop_http_request_duration_seconds_count', { route: '/api/products/:id' })).toBeGreaterThanOrEqual(3);
    // No label holds what a visitor typed.
    expect(text).not.toContain('made-up-address');
    expect(text).not.toContain(`/api/products/${productId}"`);
    expect(figure(text, 'shop_cache_lookups_total', { cache: 'catalogue', result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(figure(text, 'shop_cache_lookups_total', { cache: 'catalogue', result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(figure(text, 'shop_db_query_duration_seconds_count')).toBeGreaterThan(0);
    const names = new Set(samplesOf(text).map((sample) => sample.name));
    expect(names).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(figure(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (engine === 'postgres') expect(figure(text, 'shop_db_pool_connections')).toBeGreaterThan(0);
  });

  it('counts orders placed and paid, failed payments, refunds and mails', async () => {
    const before = await metricsText();
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds;
    const customer = await customerWithCart(shop.app, [{ variationId: variationId! }]);
    const { order, paymentUrl } = placedOrder(await placeOrderCall(shop.app, customer));
    const token = new URL(paymentUrl, 'https://shop.example').searchParams.get('token')!;
    await shop.app.inject({
      method: 'POST',
      url: `/api/payments/test/${order.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, outcome: 'failure' }).toString(),
    });
    await payWithTestProvider(shop.app, order.reference, paymentUrl);
    const owner = await createTestUser(shop.app.db, { staffRole: 'owner' });
    const refunded = await paidTestOrder(shop.app, [{ price: 10_00, quantity: 1 }]);
    const refund = await refundCall(
      shop.app,
      refunded.order.reference,
      { lines: [{ order_line_id: refunded.lineIds[0], quantity: 1 }], restock: true, reason: 'Colis abîmé' },
      { token: await staffSessionOf(shop.app, owner.id) },
    );
    expect(refund.statusCode, refund.body).toBe(201);
    await shop.app.mailsInFlight();

    const after = await metricsText();
    const moved = (name: string, labels: Record<string, string> = {}) => figure(after, name, labels) - figure(before, name, labels);
    // paidTestOrder places its order through the checkout too.
    expect(moved('shop_orders_placed_total')).toBe(2);
    expect(moved('shop_payments_total', { provider: 'test', outcome: 'failed' })).toBe(1);
    expect(moved('shop_payments_total', { provider: 'test', outcome: 'paid' })).toBe(1);
    expect(moved('shop_refunds_total', { outcome: 'given' })).toBe(1);
    // The customer's and the shop's mails for the payment, the refund's.
    expect(moved('shop_mails_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(3);
  });

  it('passes promtool’s check', async () => {
    const { status, findings } = promtoolCheck(await metricsText());
    expect(findings).toBe('');
    expect(status).toBe(0);
  });
});

describe('/metrics closed to all but a token', () => {
  it('answers no address when METRICS_ALLOW is empty, and counts mails that fail', async () => {
    // Port 9 (discard) takes no SMTP: every mail fails.
    const shop = await createTestApp('sqlite', { environment: { METRICS_ALLOW: '', SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      expect((await shop.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
      shop.app.sendMailLater({ to: 'someone@example.com', subject: 'Test', text: 'Test', html: '<p>Test</p>' });
      await shop.app.mailsInFlight();
      const text = await shop.app.metrics.text();
      expect(figure(text, 'shop_mails_total', { outcome: 'failed' })).toBe(1);
      expect(figure(text, 'shop_mails_total', { outcome: 'sent' })).toBe(0);
    } finally {
      await shop.close();
    }
  });
});
