// On PostgreSQL the engine's own tools are the backup: a dump of a shop with orders, restored into a new database,
// serves the same orders and their invoices (the README's "Backups" gives these commands).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { secretsKeyFile } from '../staff/secret-box';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { onTestPostgres, restoreSchemaDump, testEngines, testPostgresUrl } from '../test-support/test-database';
import { paidOrderOf } from '../test-support/test-documents';

const run = promisify(execFile);

describe.runIf(testEngines.includes('postgres'))('a PostgreSQL shop dumped and restored into a new database', () => {
  let shop: TestApp | undefined;
  let restoredShop: ServerProcess | undefined;
  const newDatabase = `lemon_restored_${randomBytes(4).toString('hex')}`;
  const workDir = mkdtempSync(path.join(tmpdir(), 'lemon-pgdump-'));

  afterAll(async () => {
    await restoredShop?.stop();
    await shop?.close();
    await onTestPostgres(`drop database if exists ${newDatabase} with (force)`);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('serves the same orders, with their invoices', async () => {
    shop = await createTestApp('postgres');
    const orders = [];
    for (const price of [12_50, 30_00, 8_90])
      orders.push(await paidOrderOf(shop.app, [{ price, quantity: 2, vatRate: 2000 }], { method: 'pickup' }));
    const invoicesBefore = await shop.app.db.selectFrom('invoices').select(['number', 'order_id']).orderBy('number').execute();
    expect(invoicesBefore).toHaveLength(3);
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(shop.app.db)).rows[0]!.schema;

    // The README's commands: pg_dump in its custom format, pg_restore into a database made for it.
    const dump = path.join(workDir, 'shop.pgdump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--schema=${schema}`, `--file=${dump}`, testPostgresUrl]);
    const newUrl = await restoreSchemaDump(dump, newDatabase);

    newUrl.searchParams.set('options', `-c search_path=${schema}`);
    // The secrets key is not in the database (it seals the staff's second factors): it is kept apart, and given back.
    const secretsKey = readFileSync(path.join(shop.database.dataDir, secretsKeyFile), 'utf8').trim();
    restoredShop = await startServerProcess({
      DATABASE_URL: newUrl.href,
      DATA_DIR: path.join(workDir, 'data'),
      SECRETS_KEY: secretsKey,
      BACKUP_HOUR: 'off',
    });
    for (const { order, customer } of orders) {
      const headers = { authorization: `Bearer ${customer.token}` };
      const answer = await fetch(`${restoredShop.url}/api/orders/${order.reference}`, { headers });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { total: number; status: string } }).data).toMatchObject({
        total: order.total,
        status: 'paid',
      });
      const invoice = await fetch(`${restoredShop.url}/api/orders/${order.reference}/invoice.pdf`, { headers });
      expect(invoice.status).toBe(200);
      expect(invoice.headers.get('content-type')).toBe('application/pdf');
    }
  }, 120_000);
});
