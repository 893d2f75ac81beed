import { parisDay } from '@lemon/shared/contract';
import type { Db } from '../database/database';
import { addToDay, type DayCounts } from './searches-made.repository';

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

/**
 * This process's searches since it last wrote them, counted in memory (a search's answer is often the cache's: it
 * costs no write), then added to the day's rows in one transaction. Rows are added to, never replaced, so processes
 * sharing a database each add their own. Counts a write loses (the database away) are put back for the next.
 */
export class SearchesTally {
  private waiting = new Map<string, DayCounts>();

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
          await addToDay(
            trx,
            day,
            written.filter((counts) => counts.day === day),
            searchesKeptPerDay,
          );
      });
    } catch (error) {
      for (const counts of written) this.putBack(counts);
      throw error;
    }
  }

  private putBack(counts: DayCounts) {
    const key = `${counts.day} ${counts.query}`;
    const now = this.waiting.get(key);
    if (now) {
      now.searches += counts.searches;
      now.found_nothing += counts.found_nothing;
    } else if (this.waiting.size < waitingAtMost) this.waiting.set(key, counts);
  }
}
