// Tries counted before they are checked, the same in every API process: in Redis when the shop has one (one
// INCR), in the database otherwise (one upsert). A try is counted, then judged by its count: of many at once,
// exactly as many as the limit get through, wherever they land.
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { DbOrTransaction } from '../database/database';

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

export function databaseAttemptCounts(db: DbOrTransaction): AttemptCounts {
  return {
    async count(key, windowMs) {
      const now = new Date();
      const windowEnds = new Date(now.getTime() + windowMs);
      // A window past its end starts again with this try.
      const { count } = await db
        .insertInto('attempt_counts')
        .values({ key, count: 1, window_ends_at: windowEnds })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when attempt_counts.window_ends_at <= ${now} then 1 else attempt_counts.count + 1 end`,
            window_ends_at: sql<Date>`case when attempt_counts.window_ends_at <= ${now} then ${windowEnds} else attempt_counts.window_ends_at end`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    async forget(key) {
      await db.deleteFrom('attempt_counts').where('key', '=', key).execute();
    },
  };
}

/** Deletes the database's counts whose window is over. */
export async function deleteEndedAttemptCounts(db: DbOrTransaction, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('attempt_counts').where('window_ends_at', '<', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
