import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { testEngines, testPostgresUrl } from '../test-support/test-database';
import { openShopDatabase } from './open-shop-database';

const silent = pino({ level: 'silent' });

/** A PostgreSQL database of its own, as a real deployment has. */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_start_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: testPostgresUrl });
      await client.connect();
      await client.query(`drop database ${name} with (force)`);
      await client.end();
    },
  };
}

describe.each(testEngines)('starting the shop on %s', (engine) => {
  it('creates, migrates and seeds a database on a fresh machine, and only once', async () => {
    const dataDir = path.join(tmpdir(), `fresh-shop-${Date.now()}`, 'data');
    const postgres = engine === 'postgres' ? await freshPostgresDatabase() : undefined;
    const config = loadConfig({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
    try {
      const first = await openShopDatabase(config, silent);
      const count = async (db: typeof first.db) =>
        Number(
          (
            await db
              .selectFrom('products')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const products = await count(first.db);
      expect(products).toBeGreaterThanOrEqual(24);
      await first.close();
      // The staff password went to a private file, in a data folder the start created.
      expect(existsSync(path.join(dataDir, 'staff-password.txt'))).toBe(true);

      const second = await openShopDatabase(config, silent);
      expect(await count(second.db)).toBe(products);
      expect(await second.db.selectFrom('users').select('id').where('staff_role', '=', 'owner').execute()).toHaveLength(1);
      await second.close();
    } finally {
      await postgres?.drop();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});

describe.skipIf(!testEngines.includes('postgres'))('several API processes starting together on a fresh PostgreSQL', () => {
  it('migrate and seed it once: one catalogue, one staff account, and every start succeeds', async () => {
    const postgres = await freshPostgresDatabase();
    const dataDir = path.join(tmpdir(), `fresh-shop-${Date.now()}`, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgres.url, STAFF_PASSWORD: 'The-Staff-Passw0rd' });
    try {
      const connections = await Promise.all(Array.from({ length: 4 }, () => openShopDatabase(config, silent)));
      const { db } = connections[0]!;
      const categories = await db.selectFrom('product_categories').select('slug_fr').execute();
      expect(new Set(categories.map(({ slug_fr }) => slug_fr)).size).toBe(categories.length);
      expect(await db.selectFrom('users').select('id').where('staff_role', '=', 'owner').execute()).toHaveLength(1);
      await Promise.all(connections.map((connection) => connection.close()));
    } finally {
      await postgres.drop();
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
