// The tries counted in the database, for a shop without Redis (see attempt-counts.ts).
import { sql } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import type { AttemptCounts } from './attempt-counts';

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
