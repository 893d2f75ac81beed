// The restore drill: a shop takes orders under load, a backup is made mid-load, the shop is killed, the backup is
// put back, and the shop serves again with every order acknowledged before the backup. On SQLite with `pnpm backup`
// and `pnpm restore`; on PostgreSQL with pg_dump and pg_restore into a new database, as the README says.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createOrderResponseSchema } from '@lemon/orders-contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../database/engine';
import { shopYearOf } from '../invoices/document-numbers';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';
import {
  createTestDatabase,
  onTestPostgres,
  restoreSchemaDump,
  testEngines,
  testPostgresUrl,
  type TestDatabase,
} from '../test-support/test-database';
import { customerWithCartInDatabase, newCheckoutKey } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { backupsIn } from './sqlite-backups';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
const initialStock = 100_000;
/** Shoppers ordering again and again, each order from a new cart, in turn (each may place 20 in 15 minutes). */
const shoppers = 24;

/** `pnpm backup` or `pnpm restore FILE`, as the operator types it, on this data folder. */
const backupCommand = (environment: NodeJS.ProcessEnv, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/backups/backups.cli.ts', ...args], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, ...environment },
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
  );

interface Shopper {
  userId: number;
  token: string;
}

/** How each engine is backed up and put back, as the README says. */
interface EngineDrill {
  backUp: () => Promise<void>;
  /** Puts the backup back once the shop is dead; what a shop started on it is given, and a connection to it. */
  restore: () => Promise<{ environment: NodeJS.ProcessEnv; connection: DatabaseConnection }>;
  drop: () => Promise<void>;
}

describe.each(testEngines)('the restore drill on %s', (engine) => {
  let database: TestDatabase;
  let backupDir: string;
  let environment: NodeJS.ProcessEnv;
  let server: ServerProcess;
  let variationId: number;
  const ready: Shopper[] = [];

  let drill: EngineDrill;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    backupDir = mkdtempSync(path.join(tmpdir(), 'lemon-drill-backups-'));
    environment = { ...database.environment, BACKUP_DIR: backupDir, BACKUP_HOUR: 'off' };
    const { db } = database.connection;
    [variationId] = (await createTestProduct(db, { stocks: [initialStock] })).variationIds as [number];
    for (let index = 0; index < shoppers; index += 1) ready.push(await customerWithCartInDatabase(db, variationId));
    server = await startServerProcess(environment);
    drill = engine === 'sqlite' ? sqliteDrill() : await postgresDrill();
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await drill?.drop();
    await database?.drop();
    rmSync(backupDir, { recursive: true, force: true });
  });

  /** A new cart of the shopper's with two units, as adding to the cart would leave it. */
  async function newCart(db: DatabaseConnection['db'], shopper: Shopper): Promise<string> {
    const cart = await db
      .insertInto('carts')
      .values({ uuid: randomUUID(), user_id: shopper.userId })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
    await db.insertInto('cart_items').values({ cart_id: cart.id, product_variation_id: variationId, quantity: 2 }).execute();
    return cart.uuid;
  }

  /** Places and pays an order of a new cart; its reference once the shop acknowledged the payment, else null. */
  async function orderAndPay(shop: ServerProcess, db: DatabaseConnection['db'], shopper: Shopper): Promise<string | null> {
    try {
      const cartId = await newCart(db, shopper);
      const placed = await fetch(`${shop.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper.token}`, 'idempotency-key': newCheckoutKey() },
        body: JSON.stringify({ cart_id: cartId, delivery_method: 'pickup', accept_terms: true }),
      });
      if (placed.status !== 201) return null;
      const { data, meta } = createOrderResponseSchema.parse(await placed.json());
      const token = new URL(meta.payment_url, shop.url).searchParams.get('token')!;
      const paid = await fetch(`${shop.url}/api/payments/test/${data.reference}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, outcome: 'success' }).toString(),
      });
      await paid.body?.cancel();
      return paid.headers.get('location')?.includes('order=success') ? data.reference : null;
    } catch {
      return null; // the shop (or the test's own connection) was closed under it
    }
  }

  /** `pnpm backup` mid-load; `pnpm restore`, refused while the shop serves, accepted once it is dead. */
  function sqliteDrill(): EngineDrill {
    const newest = () => backupsIn(backupDir)[0]!.path;
    return {
      backUp: async () => {
        const backup = await backupCommand(environment, 'backup');
        expect(backup.code, backup.output).toBe(0);
        const refused = await backupCommand(environment, 'restore', newest());
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(/serves .*: stop it first/);
      },
      restore: async () => {
        await database.connection.close();
        const restored = await backupCommand(environment, 'restore', newest());
        expect(restored.code, restored.output).toBe(0);
        return { environment, connection: connectDatabase({ dataDir: database.dataDir }) };
      },
      drop: async () => undefined,
    };
  }

  /** pg_dump of the shop's schema mid-load; pg_restore into a new database, which the restarted shop serves. */
  async function postgresDrill(): Promise<EngineDrill> {
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.connection.db)).rows[0]!.schema;
    const dump = path.join(backupDir, 'shop.pgdump');
    const newDatabase = `lemon_drill_${randomUUID().slice(0, 8)}`;
    const newUrl = new URL(testPostgresUrl);
    newUrl.pathname = `/${newDatabase}`;
    return {
      backUp: async () => {
        await run('pg_dump', ['--format=custom', '--no-owner', `--schema=${schema}`, `--file=${dump}`, testPostgresUrl]);
      },
      restore: async () => {
        await restoreSchemaDump(dump, newDatabase);
        const served = new URL(newUrl);
        served.searchParams.set('options', `-c search_path=${schema}`);
        return {
          environment: { ...environment, DATABASE_URL: served.href },
          connection: connectDatabase({ databaseUrl: newUrl.href, dataDir: database.dataDir, schema }),
        };
      },
      drop: () => onTestPostgres(`drop database if exists ${newDatabase} with (force)`),
    };
  }

  it('every order acknowledged before the backup comes back with its invoice; numbers and stock agree; the shop serves', async () => {
    const acknowledged: string[] = [];
    let killed = false;
    let turn = 0;
    const load = async () => {
      while (!killed) {
        const reference = await orderAndPay(server, database.connection.db, ready[turn++ % (shoppers - 1)]!);
        if (reference) acknowledged.push(reference);
        // A steady load, not a burst: the backup and the kill land among orders.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const workers = [load(), load(), load()];

    // Mid-load: the backup, then more orders, then the shop dies.
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
    // Those acknowledged as the backup starts: a clock's millisecond would miss one acknowledged in the same one.
    const countAtBackup = acknowledged.length;
    await drill.backUp();
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(countAtBackup + 5);

    killed = true;
    await server.kill();
    await Promise.all(workers);
    const restored = await drill.restore();
    server = await startServerProcess(restored.environment);

    const { connection } = restored;
    try {
      const { db } = connection;
      const before = acknowledged.slice(0, countAtBackup);
      expect(before.length).toBeGreaterThanOrEqual(10);
      const orders = await db
        .selectFrom('orders')
        .leftJoin('invoices', 'invoices.order_id', 'orders.id')
        .select(['orders.reference', 'orders.status', 'invoices.number'])
        .execute();
      const byReference = new Map(orders.map((order) => [order.reference, order]));
      for (const reference of before) {
        expect(byReference.get(reference)?.status, reference).toBe('paid');
        expect(byReference.get(reference)?.number, reference).not.toBeNull();
      }

      // The invoice numbers run from 1 with no gap and no repeat, and go on from there.
      const year = shopYearOf(new Date());
      const numberOf = (index: number) => `F-${year}-${String(index).padStart(6, '0')}`;
      const numbers = orders.flatMap((order) => (order.number ? [order.number] : [])).sort();
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => numberOf(index + 1)));

      // Stock: what the orders took is what left it.
      const taken = await db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .where('orders.status', '!=', 'cancelled')
        .select((eb) => eb.fn.sum<number>('order_lines.quantity').as('units'))
        .executeTakeFirstOrThrow();
      const { stock } = await db.selectFrom('product_variations').select('stock').where('id', '=', variationId).executeTakeFirstOrThrow();
      expect(stock + Number(taken.units)).toBe(initialStock);

      // The shop serves: a new order is paid, and its invoice takes the next number.
      // By a shopper who did not order yet.
      const next = await orderAndPay(server, db, ready.at(-1)!);
      expect(next).not.toBeNull();
      const invoice = await db
        .selectFrom('invoices')
        .innerJoin('orders', 'orders.id', 'invoices.order_id')
        .select('invoices.number')
        .where('orders.reference', '=', next!)
        .executeTakeFirstOrThrow();
      expect(invoice.number).toBe(numberOf(numbers.length + 1));
    } finally {
      await connection.close();
    }
  }, 180_000);
});
