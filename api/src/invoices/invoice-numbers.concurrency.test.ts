// Invoice numbers under parallel payments, through real server processes as `pnpm start` runs them: one on
// SQLite, two on one PostgreSQL. However the payments interleave, the invoices are numbered 1 to N once each.
import { createOrderResponseSchema } from '@lemon/orders-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test-support/test-database';
import { customerWithCartInDatabase, newCheckoutKey } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import type { ServerProcess } from '../test-support/server-process';
import { racingEngines, startServersSharingDatabase } from '../test-support/servers-sharing-database';
import { shopYearOf } from './document-numbers';

const payments = 30;

describe.each(racingEngines)('%s: 30 payments at once', (engine) => {
  let database: TestDatabase;
  let servers: ServerProcess[];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, servers, stop } = await startServersSharingDatabase(engine));
  }, 120_000);

  afterAll(() => stop?.());

  /** An order of one unit placed by a customer of their own, and the secret of its test payment page. */
  async function placedOrder(variationId: number, server: ServerProcess) {
    const { token, cartId } = await customerWithCartInDatabase(database.connection.db, variationId);
    const response = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': newCheckoutKey() },
      body: JSON.stringify({ cart_id: cartId, delivery_method: 'pickup', accept_terms: true }),
    });
    expect(response.status).toBe(201);
    const { data, meta } = createOrderResponseSchema.parse(await response.json());
    return { reference: data.reference, token: new URL(meta.payment_url, server.url).searchParams.get('token')! };
  }

  it('numbers the invoices 1 to 30, none twice and none skipped', async () => {
    const { db } = database.connection;
    const [variationId] = (await createTestProduct(db, { stocks: [payments] })).variationIds as [number];
    const orders = [];
    for (let index = 0; index < payments; index++) orders.push(await placedOrder(variationId, servers[index % servers.length]!));

    const outcomes = await Promise.all(
      orders.map(async ({ reference, token }, index) => {
        // Each payment reaches the other process than the one that placed the order.
        const server = servers[(index + 1) % servers.length]!;
        const response = await fetch(`${server.url}/api/payments/test/${reference}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token, outcome: 'success' }).toString(),
        });
        await response.body?.cancel();
        return response.headers.get('location');
      }),
    );
    expect(outcomes.every((location) => location?.includes('order=success'))).toBe(true);

    const invoices = await db.selectFrom('invoices').select(['number', 'order_id']).execute();
    const year = shopYearOf(new Date());
    expect(invoices.map((invoice) => invoice.number).sort()).toEqual(
      Array.from({ length: payments }, (_, index) => `F-${year}-${String(index + 1).padStart(6, '0')}`),
    );
    expect(new Set(invoices.map((invoice) => invoice.order_id)).size).toBe(payments);
    const counter = await db.selectFrom('document_counters').selectAll().execute();
    expect(counter).toEqual([{ kind: 'invoice', year, last_number: payments }]);
  }, 120_000);
});
