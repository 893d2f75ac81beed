import { calendarDayMovedBy, parisDay } from '@lemon/shared/contract';
import { searchesMadeDays, searchesMadeRows, type SearchesMade } from '@lemon/staff-contract';
import { sql } from 'kysely';
import type { Db, DbOrTransaction } from '../database/database';

/** The distinct queries kept for a day: a flood of made-up words fills a day's rows, not the database. */
export const searchesKeptPerDay = 1_000;
/** The distinct queries a process holds between two writes, for the same reason. */
const waitingAtMost = 5_000;

/**
 * A query as the owner reads it: spaces trimmed and collapsed, lower case. None for one that looks like a
 * shopper's own (an e-mail address, a phone or card number): those are not what the shop sells, and are not kept.
 */
export function queryAsKept(query: string): string | undefined {
  const kept = query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  const digits = kept.replace(/\D/g, '').length;
  return kept === '' || kept.includes('@') || digits >= 6 ? undefined : kept;
}

interface Waiting {
  day: string;
  query: string;
  searches: number;
  found_nothing: number;
}

/**
 * This process's searches since it last wrote them, counted in memory (a search's answer is often the cache's: it
 * costs no write), then added to the day's rows in one transaction. Rows are added to, never replaced, so processes
 * sharing a database each add their own. Counts a write loses (the database away) are put back for the next.
 */
export class SearchesTally {
  private waiting = new Map<string, Waiting>();

  /** A shopper's search, and whether it found anything. */
  note(query: string, foundSomething: boolean, now = new Date()): void {
    const kept = queryAsKept(query);
    if (kept === undefined) return;
    const day = parisDay(now);
    const key = `${day} ${kept}`;
    let counts = this.waiting.get(key);
    if (!counts) {
      if (this.waiting.size >= waitingAtMost) return;
      counts = { day, query: kept, searches: 0, found_nothing: 0 };
      this.waiting.set(key, counts);
    }
    counts.searches += 1;
    if (!foundSomething) counts.found_nothing += 1;
  }

  /** Adds what is waiting to the database; a query new to a day that already holds `searchesKeptPerDay` is left out. */
  async write(db: Db): Promise<void> {
    if (this.waiting.size === 0) return;
    const written = [...this.waiting.values()];
    this.waiting = new Map();
    try {
      await db.transaction().execute(async (trx) => {
        for (const day of new Set(written.map((counts) => counts.day)))
          await addDay(
            trx,
            day,
            written.filter((counts) => counts.day === day),
          );
      });
    } catch (error) {
      for (const counts of written) this.putBack(counts);
      throw error;
    }
  }

  private putBack(counts: Waiting) {
    const key = `${counts.day} ${counts.query}`;
    const now = this.waiting.get(key);
    if (now) {
      now.searches += counts.searches;
      now.found_nothing += counts.found_nothing;
    } else if (this.waiting.size < waitingAtMost) this.waiting.set(key, counts);
  }
}

/** Rows per statement: well under either engine's limit of parameters. */
const rowsPerInsert = 500;

async function addDay(db: DbOrTransaction, day: string, counts: Waiting[]) {
  const held = await db
    .selectFrom('searches_made')
    .select((eb) => eb.fn.countAll<number | string>().as('rows'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  let room = searchesKeptPerDay - Number(held.rows);
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
