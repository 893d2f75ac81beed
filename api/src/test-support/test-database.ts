// Real databases for the API's tests: a SQLite file in a folder of its own, and, where PostgreSQL is
// reachable, a schema of its own in it. Every suite runs against both with the same assertions.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { connectDatabase, oneProcessAtATime, startupLockKey, type DatabaseConnection, type Engine } from '../database/engine';
import { migrateToLatest } from '../database/migrate';
import { seedCatalogue } from '../database/seed/seed-catalogue';

/** The PostgreSQL the tests use; this machine and CI run one at 127.0.0.1:5432. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: testPostgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch (error) {
    // CI has PostgreSQL: there, an unreachable one is a failure, not a reason to test less.
    if (process.env.CI) throw new Error(`PostgreSQL at ${testPostgresUrl} is unreachable`, { cause: error });
    console.warn(`PostgreSQL at ${testPostgresUrl} is unreachable: testing SQLite only`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs one statement on the test PostgreSQL server itself (creating or dropping a database of a test's own). */
export async function onTestPostgres(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the test PostgreSQL server holding the shop's schema from a `pg_dump` of it, as the README
 * restores a backup: its URL. The dump holds the schema alone (this server holds other tests'), so the search's
 * extensions, in `public`, come first, as a whole database's dump brings them itself.
 */
export async function restoreSchemaDump(dump: string, database: string): Promise<URL> {
  await onTestPostgres(`create database ${database}`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${database}`;
  const run = promisify(execFile);
  await run('psql', [url.href, '--quiet', '--command=create extension unaccent schema public; create extension pg_trgm schema public']);
  await run('pg_restore', ['--no-owner', `--dbname=${url.href}`, dump]);
  return url;
}

/** The engines to run the suites against. */
export const testEngines: Engine[] = (await postgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  connection: DatabaseConnection;
  /** The data folder of this test database (SQLite file, media). */
  dataDir: string;
  /** What a server process is given to reach this database: `DATABASE_URL` (PostgreSQL) or `DATA_DIR`. */
  environment: { DATABASE_URL?: string; DATA_DIR: string };
  drop: () => Promise<void>;
}

/** A migrated and seeded database of the shop, for one suite. */
export async function createTestDatabase(engine: Engine, { seed = true } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lemon-test-'));
  let connection: DatabaseConnection;
  let databaseUrl: string | undefined;
  let dropSchema = async () => undefined as void;
  if (engine === 'postgres') {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    connection = connectDatabase({ databaseUrl: testPostgresUrl, dataDir, schema });
    const url = new URL(testPostgresUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.href;
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: testPostgresUrl });
      await client.connect();
      // Kysely's migrator reads the tables of every schema: one dropped under it fails a suite migrating beside.
      // Dropped while nobody migrates (the lock migrations take), which ending the session lets go.
      await client.query('select pg_advisory_lock($1)', [startupLockKey]);
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  } else {
    connection = connectDatabase({ dataDir });
  }
  await oneProcessAtATime(connection, (db) => migrateToLatest({ ...connection, db }));
  if (seed) await seedCatalogue(connection.db);
  return {
    connection,
    dataDir,
    environment: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    drop: async () => {
      await connection.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
