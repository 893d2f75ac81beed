// 120 wrong second-factor codes sent at once on one login, through the real server processes (one on SQLite, two
// on one PostgreSQL, counting in Redis or, without it, in the database): each is counted before it is checked, so
// exactly five are checked, whichever process each lands on, and the owner still gets in with the password again.
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../database/engine';
import type { ServerProcess } from '../test-support/server-process';
import { racingEngines, startServersSharingDatabase } from '../test-support/servers-sharing-database';
import type { TestDatabase } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { codesPerLogin } from './second-factor-attempts';
import { secretBox, secretsKey } from './secret-box';

const wrongCodes = 120;

const counting: { engine: Engine; redis: boolean; name: string }[] = racingEngines.flatMap(
  (engine): { engine: Engine; redis: boolean; name: string }[] =>
    engine === 'postgres'
      ? [
          { engine, redis: true, name: 'postgres, two processes counting in Redis' },
          { engine, redis: false, name: 'postgres, two processes counting in the database' },
        ]
      : [{ engine, redis: false, name: 'sqlite, one process counting in the database' }],
);

describe.each(counting)('$name: 120 wrong codes at once on one login', ({ engine, redis }) => {
  let database: TestDatabase;
  let servers: ServerProcess[];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    // Each call from a client of its own: the per-client limits stay out of the count.
    ({ database, servers, stop } = await startServersSharingDatabase(engine, { TRUST_PROXY: '127.0.0.1' }, { redis }));
  }, 120_000);
  afterAll(() => stop?.());

  let clients = 0;
  const post = (server: ServerProcess, path: string, body: object) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(++clients / 250)}.${clients % 250}` },
      body: JSON.stringify(body),
    });

  it('checks exactly five, refuses the rest before looking, and lets the right code in after the password again', async () => {
    const { db } = database.connection;
    const owner = await createTestUser(db, { staffRole: 'owner' });
    const secret = authenticator.generateSecret();
    const sealed = secretBox(secretsKey({ dataDir: database.dataDir })).seal(secret, owner.id);
    await db
      .updateTable('users')
      .set({ second_factor_secret: sealed, second_factor_enrolled_at: new Date() })
      .where('id', '=', owner.id)
      .execute();
    const challengeOf = async () =>
      (await (await post(servers[0]!, '/api/login', { email: owner.email, password: owner.password })).json()).data.challenge as string;

    const challenge = await challengeOf();
    const statuses = await Promise.all(
      Array.from({ length: wrongCodes }, async (_, index) => {
        const response = await post(servers[index % servers.length]!, '/api/login/second-factor', {
          challenge,
          code: String(100000 + index),
        });
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 422)).toHaveLength(codesPerLogin);
    expect(statuses.filter((status) => status === 429)).toHaveLength(wrongCodes - codesPerLogin);
    const wrongInLog = await db
      .selectFrom('audit_entries')
      .select('id')
      .where('action', '=', 'staff.wrong_code')
      .where('subject_id', '=', owner.email)
      .execute();
    expect(wrongInLog).toHaveLength(codesPerLogin);
    if (!redis) {
      const counted = await db
        .selectFrom('attempt_counts')
        .select('count')
        .where('key', 'like', 'second-factor:login:%')
        .executeTakeFirstOrThrow();
      expect(Number(counted.count)).toBe(wrongCodes);
    }

    // That login is spent, the right code too; the password again, and the right code gets in.
    expect((await post(servers[0]!, '/api/login/second-factor', { challenge, code: authenticator.generate(secret) })).status).toBe(429);
    const again = await post(servers.at(-1)!, '/api/login/second-factor', {
      challenge: await challengeOf(),
      code: authenticator.generate(secret),
    });
    expect(again.status).toBe(200);
  }, 60_000);
});
