// Shoppers racing for the last units, through real server processes as `pnpm start` runs them: one on
// SQLite, two on one PostgreSQL. However the calls interleave, exactly the units in stock are sold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test-support/test-database';
import { customerWithCartInDatabase, newCheckoutKey, stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import type { ServerProcess } from '../test-support/server-process';
import { racingEngines, startServersSharingDatabase } from '../test-support/servers-sharing-database';

const shoppers = 50;
const unitsInStock = 5;

describe.each(racingEngines)('%s: 50 shoppers, 5 units', (engine) => {
  let database: TestDatabase;
  let servers: ServerProcess[];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, servers, stop } = await startServersSharingDatabase(engine));
  }, 120_000);

  afterAll(() => stop?.());

  const customerWithOneUnit = (variationId: number) => customerWithCartInDatabase(database.connection.db, variationId);

  it('sells exactly the units in stock: 5 orders, 45 refusals, stock 0', async () => {
    const { db } = database.connection;
    const [variationId] = (await createTestProduct(db, { stocks: [unitsInStock] })).variationIds as [number];
    const customers = await Promise.all(Array.from({ length: shoppers }, () => customerWithOneUnit(variationId)));

    const statuses = await Promise.all(
      customers.map(async (customer, index) => {
        const server = servers[index % servers.length]!;
        const response = await fetch(`${server.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}`, 'idempotency-key': newCheckoutKey() },
          body: JSON.stringify({ cart_id: customer.cartId, delivery_method: 'pickup', accept_terms: true }),
        });
        await response.body?.cancel();
        return response.status;
      }),
    );

    expect(statuses.filter((status) => status === 201)).toHaveLength(unitsInStock);
    expect(statuses.filter((status) => status === 422)).toHaveLength(shoppers - unitsInStock);
    expect(await stockOf(db, variationId)).toBe(0);
    const sold = await db
      .selectFrom('order_lines')
      .select((eb) => eb.fn.sum<number>('quantity').as('units'))
      .where('product_variation_id', '=', variationId)
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(unitsInStock);
  }, 60_000);
});
