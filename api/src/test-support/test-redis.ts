// The Redis the tests share their rate limits through, where it is reachable; like PostgreSQL (see
// test-database.ts), CI has one and there an unreachable one fails the run.
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const client = new Redis(testRedisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env.CI) throw new Error(`Redis at ${testRedisUrl} is unreachable`, { cause: error });
    console.warn(`Redis at ${testRedisUrl} is unreachable: skipping the tests of shared rate limits`);
    return false;
  } finally {
    client.disconnect();
  }
}

export const testRedisReachable = await redisReachable();
