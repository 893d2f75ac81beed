import { LRUCache } from 'lru-cache';

/** What the cache may hold by default: its answers' text, keys included, in characters. */
export const defaultCatalogueCacheSize = 32 * 1024 * 1024;

/**
 * The catalogue's answers, kept in memory for a few seconds. Catalogue reads are nearly all the shop's
 * traffic and the catalogue changes rarely: a write in this process (a restock, a sale) clears the
 * cache at once, and the time limit bounds how stale another process sharing PostgreSQL can be. What
 * money depends on (stock at add-to-cart and checkout) is always read from the database.
 *
 * Bounded by the size of what it holds, not by a count of entries: a few large answers cannot hold
 * hundreds of megabytes, and when full the answers used least recently go first.
 */
export class CatalogueCache {
  private readonly answers?: LRUCache<string, string, () => Promise<string>>;
  /** What else is kept from the catalogue (the sitemap's files, the pages drawn from it), forgotten with the answers. */
  private readonly clearListeners: (() => void)[] = [];

  constructor(lifetimeMs: number, maxSize = defaultCatalogueCacheSize) {
    if (lifetimeMs <= 0) return;
    this.answers = new LRUCache({
      ttl: lifetimeMs,
      perf: Date, // a clock tests can set (lru-cache keeps the real `performance` it found when loaded)
      maxSize,
      sizeCalculation: (body, key) => body.length + key.length,
      fetchMethod: (_key, _stale, { context: compute }) => compute(),
      // A read under way when the cache is cleared (or the entry pushed out) still answers whoever waits
      // for it, and is not kept: that is what the cache's own abort would break.
      ignoreFetchAbort: true,
    });
  }

  /** The cached JSON for `key`, or the JSON `compute` answers (computed once however many ask at once). */
  async get(key: string, compute: () => Promise<string>): Promise<string> {
    if (!this.answers) return compute();
    // Never undefined: only a fetch method answering undefined, or an abort not ignored, gives that.
    return (await this.answers.fetch(key, { context: compute }))!;
  }

  /** How many answers it holds, and their size in characters (keys included): never more than its bound. */
  get held(): { entries: number; size: number } {
    return { entries: this.answers?.size ?? 0, size: this.answers?.calculatedSize ?? 0 };
  }

  /** Calls `listener` each time the cache is cleared, whatever its lifetime (also when it keeps nothing itself). */
  whenCleared(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /** Forget everything: the catalogue just changed. */
  clear(): void {
    this.answers?.clear();
    for (const listener of this.clearListeners) listener();
  }
}
