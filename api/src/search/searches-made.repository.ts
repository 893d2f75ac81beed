// The shoppers' searches as counted by day (searches_made): added to, read for the owner's week, and deleted past
// their lifetime. searches-made.ts counts them in memory between two writes.
import { calendarDayMovedBy, parisDay } from '@lemon/shared/contract';
import { searchesMadeDays, searchesMadeRows, type SearchesMade } from '@lemon/staff-contract';
import { sql } from 'kysely';
import type { DbOrTransaction } from '../database/database';

/** A query's searches on a day, and how many of them found nothing. */
export interface DayCounts {
  day: string;
  query: string;
  searches: number;
  found_nothing: number;
}

/** Rows per statement: well under either engine's limit of parameters. */
const rowsPerInsert = 500;

/**
 * Adds the day's counts to its rows; a query new to a day that already holds `keptPerDay` rows is left out, so a
 * flood of made-up words fills a day, not the database.
 */
export async function addToDay(db: DbOrTransaction, day: string, counts: DayCounts[], keptPerDay: number) {
  const held = await db
    .selectFrom('searches_made')
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  let room = keptPerDay - Number(held.rows);
  const known = new Set<string>();
  for (let start = 0; start < counts.length; start += rowsPerInsert) {
    const queries = counts.slice(start, start + rowsPerInsert).map((count) => count.query);
    const rows = await db.selectFrom('searches_made').select('query').where('day', '=', day).where('query', 'in', queries).execute();
    for (const row of rows) known.add(row.query);
  }
  const added = counts.filter((count) => known.has(count.query) || room-- > 0);
  for (let start = 0; start < added.length; start += rowsPerInsert) {
    await db
      .insertInto('searches_made')
      .values(added.slice(start, start + rowsPerInsert))
      .onConflict((conflict) =>
        conflict.columns(['day', 'query']).doUpdateSet({
          searches: sql`searches_made.searches + excluded.searches`,
          found_nothing: sql`searches_made.found_nothing + excluded.found_nothing`,
        }),
      )
      .execute();
  }
}

/** The week up to `now`'s day in Paris: the most searched queries, and those that found nothing most often. */
export async function searchesMadeInWeek(
  db: DbOrTransaction,
  now = new Date(),
): Promise<{ data: SearchesMade; meta: { from: string; to: string } }> {
  const to = parisDay(now);
  const from = calendarDayMovedBy(to, 1 - searchesMadeDays);
  const summed = db
    .selectFrom('searches_made')
    .select((eb) => [
      'query',
      eb.fn.sum<number | string>('searches').as('searches'),
      eb.fn.sum<number | string>('found_nothing').as('found_nothing'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('query')
    .limit(searchesMadeRows);
  const numbers = (rows: { query: string; searches: number | string; found_nothing: number | string }[]) =>
    rows.map((row) => ({ query: row.query, searches: Number(row.searches), found_nothing: Number(row.found_nothing) }));
  const top = await summed.orderBy('searches', 'desc').orderBy('query').execute();
  const foundNothing = await summed
    .having((eb) => eb(eb.fn.sum('found_nothing'), '>', 0))
    .orderBy('found_nothing', 'desc')
    .orderBy('query')
    .execute();
  return { data: { top: numbers(top), found_nothing: numbers(foundNothing) }, meta: { from, to } };
}

/** Deletes the days before `day` (a calendar day in Paris), along the index; the number of rows deleted. */
export async function deleteSearchesBefore(db: DbOrTransaction, day: string): Promise<number> {
  const deleted = await db.deleteFrom('searches_made').where('day', '<', day).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
