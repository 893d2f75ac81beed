import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { testRedisReachable, testRedisUrl } from '../test-support/test-redis';

const ready = (shop: TestApp) => shop.app.inject({ method: 'GET', url: '/api/health/ready' });

describe.each(testEngines)('health on %s', (engine) => {
  it('is live and ready while the database answers, and not ready once it is gone', async () => {
    const shop = await createTestApp(engine);
    try {
      expect((await shop.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ data: { status: 'ok' } });
      const answer = await ready(shop);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { status: 'ok', database: 'ok', redis: 'not used' } });

      await shop.database.connection.close();
      const gone = await ready(shop);
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ data: { status: 'unavailable', database: 'unreachable', redis: 'not used' } });
      // Alive all the same: restarting it would not bring the database back.
      expect((await shop.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await shop.close();
    }
  });
});

describe.runIf(testRedisReachable)('readiness with a shared Redis', () => {
  it('is ready while Redis answers', async () => {
    const shop = await createTestApp('sqlite', { environment: { REDIS_URL: testRedisUrl } });
    try {
      const answer = await ready(shop);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ data: { status: 'ok', database: 'ok', redis: 'ok' } });
    } finally {
      await shop.close();
    }
  });
});

describe('readiness when Redis is away', () => {
  // A port that takes connections and never answers: a Redis that hangs.
  let silent: Server;
  let port: number;
  const held = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => void held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of held) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it.each([
    ['refuses connections', () => 'redis://127.0.0.1:9'],
    ['never answers', () => `redis://127.0.0.1:${port}`],
  ])('fails when Redis %s, so a load balancer sends traffic elsewhere', async (_, redisUrl) => {
    const shop = await createTestApp('sqlite', { environment: { REDIS_URL: redisUrl() } });
    try {
      const answer = await ready(shop);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ data: { status: 'unavailable', database: 'ok', redis: 'unreachable' } });
    } finally {
      await shop.close();
    }
  });
});
