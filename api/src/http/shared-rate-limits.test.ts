// Real server processes, as `pnpm start` runs them, on one PostgreSQL and one Redis: the rate limits hold
// however many processes serve the shop.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttemptsPerMinute } from './route-limits';
import { failedLoginsBeforeWaiting, loginWaitMs } from '../auth/failed-logins';
import { createTestApp } from '../test-support/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/test-database';
import { testRedisReachable, testRedisUrl } from '../test-support/test-redis';
import { startServerProcess, type ServerProcess } from '../test-support/server-process';

describe.skipIf(!testEngines.includes('postgres') || !testRedisReachable)('two API processes on one PostgreSQL with REDIS_URL', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const environment = {
      ...database.environment,
      REDIS_URL: testRedisUrl,
      // Counters of this run only: Redis keeps them for minutes.
      REDIS_KEY_PREFIX: `lemon-test-${randomBytes(6).toString('hex')}-`,
      // The test is the proxy: each scenario forwards for a client of its own.
      TRUST_PROXY: '127.0.0.1',
    };
    [first, second] = await Promise.all([startServerProcess(environment), startServerProcess(environment)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  /** The status of a wrong login sent to `server` by the proxy for `client`. */
  const login = async (server: ServerProcess, email: string, client: string) => {
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ email, password: 'Wrong-guess-1' }),
    });
    await response.body?.cancel();
    return response.status;
  };
  /** Statuses of `limit` refused attempts, then the next two, limited. */
  const limitedAfter = (limit: number) => [...Array<number>(limit).fill(422), 429, 429];

  it('reach the login limit at the same count as one process', async () => {
    const oneProcess: number[] = [];
    const twoProcesses: number[] = [];
    for (let attempt = 0; attempt < loginAttemptsPerMinute + 2; attempt += 1) {
      oneProcess.push(await login(first, `alone-${attempt}@example.com`, '192.0.2.1'));
      twoProcesses.push(await login(attempt % 2 ? second : first, `shared-${attempt}@example.com`, '192.0.2.2'));
    }
    expect(oneProcess).toEqual(limitedAfter(loginAttemptsPerMinute));
    expect(twoProcesses).toEqual(limitedAfter(loginAttemptsPerMinute));
  });

  it('share the failed logins of an account: past its share, each try waits, on either process', async () => {
    const statuses: number[] = [];
    let lastTook = 0;
    for (let attempt = 0; attempt <= failedLoginsBeforeWaiting + 1; attempt += 1) {
      const started = Date.now();
      statuses.push(await login(attempt % 2 ? second : first, 'tried-everywhere@example.com', `192.0.2.${10 + attempt}`));
      lastTook = Date.now() - started;
    }
    // Refused, never limited; each process alone counted half of the failures, far from making anyone wait.
    expect(statuses).toEqual(Array<number>(failedLoginsBeforeWaiting + 2).fill(422));
    expect(lastTook).toBeGreaterThanOrEqual(loginWaitMs(failedLoginsBeforeWaiting + 1));
  });
});

describe('a Redis that goes away', () => {
  it('lifts the limits instead of refusing shoppers with a 500', async () => {
    // Nothing listens on port 1: every call to Redis fails.
    const shop = await createTestApp('sqlite', { environment: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@example.com', password: 'Wrong-guess-1' },
    });
    expect(login.statusCode).toBe(422);
    const cart = await shop.app.inject({ method: 'POST', url: '/api/add-to-cart', payload: { product_variation_id: 1, quantity: 1 } });
    expect(cart.statusCode).toBe(200);
    await shop.close();
  });
});
