// Tries counted before they are checked, the same in every API process: in Redis when the shop has one (one
// INCR), in the database otherwise (one upsert: attempt-counts.repository.ts). A try is counted, then judged by
// its count: of many at once, exactly as many as the limit get through, wherever they land.
import type { Redis } from 'ioredis';

export interface AttemptCounts {
  /** Counts one more try under `key` in a window of `windowMs` (starting at its first try): the count with this one. */
  count(key: string, windowMs: number): Promise<number>;
  /** Forgets the tries under `key` (a right code proves who tried). */
  forget(key: string): Promise<void>;
}

export function redisAttemptCounts(redis: Redis, prefix: string): AttemptCounts {
  return {
    async count(key, windowMs) {
      const [[, count]] = (await redis
        .multi()
        .incr(`${prefix}attempts:${key}`)
        .pexpire(`${prefix}attempts:${key}`, windowMs, 'NX')
        .exec()) as [[Error | null, number], [Error | null, number]];
      return count;
    },
    async forget(key) {
      await redis.del(`${prefix}attempts:${key}`);
    },
  };
}
