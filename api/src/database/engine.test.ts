import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, testPostgresUrl, type TestDatabase } from '../test-support/test-database';

describe.each(testEngines)('moments on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  });
  afterAll(() => database.drop());

  it('go in and come back as Dates, the database’s own default included', async () => {
    const { db } = database.connection;
    const verifiedAt = new Date('2026-11-22T16:00:00.123Z');
    const { id } = await db
      .insertInto('users')
      .values({
        email: 'moments@example.com',
        password_hash: 'x',
        first_name: 'A',
        last_name: 'B',
        locale: 'fr',
        email_verified_at: verifiedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db.selectFrom('users').select(['email_verified_at', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.email_verified_at).toEqual(verifiedAt);
    expect(user.created_at).toBeInstanceOf(Date);
    expect(Math.abs(user.created_at.getTime() - Date.now())).toBeLessThan(60_000);

    const verifiedBefore = (moment: Date) =>
      db.selectFrom('users').select('id').where('email_verified_at', '<', moment).where('id', 'in', [id]).execute();
    expect(await verifiedBefore(new Date('2026-11-22T16:00:01Z'))).toEqual([{ id }]);
    expect(await verifiedBefore(verifiedAt)).toEqual([]);
  });
});

describe.skipIf(!testEngines.includes('postgres'))('a PostgreSQL connection the server closes', () => {
  it('is dropped from the pool without taking the process down, and the next query opens a new one', async () => {
    const database = await createTestDatabase('postgres', { seed: false });
    const { db } = database.connection;
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    // What a database restart or a failover does to an idle connection of the pool.
    const admin = new pg.Client({ connectionString: testPostgresUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    expect(after.rows[0]!.pid).not.toBe(rows[0]!.pid);
    await database.drop();
  });
});

describe('an SQLite transaction while another connection writes to the file', () => {
  it('takes the write lock as it begins: the other writer waits for it, and neither fails', async () => {
    const database = await createTestDatabase('sqlite', { seed: false });
    const { db } = database.connection;
    await sql`create table writes (id integer primary key, writer text not null)`.execute(db);
    // Another connection, in a thread of its own as a CLI or a test's fixtures are in a process of their own:
    // better-sqlite3 waits for a lock synchronously.
    const other = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const file = new (require(workerData.driver))(workerData.file);
       file.pragma('busy_timeout = 5000');
       parentPort.on('message', () => {
         try { file.prepare("insert into writes (writer) values ('other')").run(); parentPort.postMessage('written'); }
         catch (error) { parentPort.postMessage(String(error)); }
       });`,
      {
        eval: true,
        workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file: path.join(database.dataDir, 'shop.sqlite') },
      },
    );
    try {
      let otherAnswer: Promise<unknown> = Promise.resolve();
      await db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('writes' as never)
          .selectAll()
          .execute();
        otherAnswer = once(other, 'message').then(([answer]) => answer);
        other.postMessage('write');
        await new Promise((resolve) => setTimeout(resolve, 200)); // the other connection commits here, unless it must wait
        await sql`insert into writes (writer) values ('shop')`.execute(trx);
      });
      expect(await otherAnswer).toBe('written');
      const rows = await sql<{ writer: string }>`select writer from writes order by id`.execute(db);
      expect(rows.rows.map((row) => row.writer)).toEqual(['shop', 'other']);
    } finally {
      await other.terminate();
      await database.drop();
    }
  });
});
