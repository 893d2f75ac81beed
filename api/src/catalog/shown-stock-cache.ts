import { LRUCache } from 'lru-cache';

/** What a kept value shows of the catalogue's stock: the variations (by id) whose stock is in it. */
export interface ShowsStock {
  readonly variations: readonly number[];
}

export interface CacheOptions {
  /** What it may hold, as `sizeOf` counts it. */
  maxSize: number;
  /** Told of each lookup: whether it found what it kept (or a read under way), or had to read. */
  onLookup?: (found: boolean) => void;
}

/**
 * Values drawn from the catalogue (its answers, the pages drawn with them), kept until the catalogue changes:
 * all of them when it changes as a whole, only those showing a variation when that variation's stock moves (an
 * order, a cancellation, a refund). So one order does not empty the cache of a shop taking many, and spread traffic
 * (a crawl, a newsletter) finds what it asked for earlier. The lifetime only bounds a change made behind the
 * shop's back.
 *
 * Bounded by the size of what it holds, not by a count: when full, what was used least recently goes first.
 */
export class ShownStockCache<Value extends ShowsStock> {
  private readonly values?: LRUCache<string, Value, () => Promise<Value>>;
  /** The keys of the values showing each variation's stock. */
  private readonly keysByVariation = new Map<number, Set<string>>();
  /** Keys being read: a read under way may have seen the stock before it moved. */
  private readonly reading = new Set<string>();

  private readonly onLookup?: (found: boolean) => void;

  constructor(lifetimeMs: number, sizeOf: (value: Value, key: string) => number, { maxSize, onLookup }: CacheOptions) {
    this.onLookup = onLookup;
    if (lifetimeMs <= 0) return;
    this.values = new LRUCache({
      ttl: lifetimeMs,
      perf: Date, // a clock tests can set (lru-cache keeps the real `performance` it found when loaded)
      maxSize,
      sizeCalculation: (value, key) => Math.max(1, sizeOf(value, key)),
      fetchMethod: (_key, _stale, { context: read }) => read(),
      // A read under way when its key is forgotten (or pushed out) still answers whoever waits for it, and is
      // not kept: that is what the cache's own abort would break.
      ignoreFetchAbort: true,
      onInsert: (value, key) => this.index(value, key),
      dispose: (value, key) => this.unindex(value, key),
    });
  }

  /** The value kept for `key`, or the one `read` gives (read once however many ask at once). */
  async get(key: string, read: () => Promise<Value>): Promise<Value> {
    if (!this.values) {
      this.onLookup?.(false);
      return read();
    }
    const tracked = async () => {
      this.reading.add(key);
      try {
        return await read();
      } finally {
        this.reading.delete(key);
      }
    };
    const status: LRUCache.Status<string, Value> = {};
    const value = this.values.fetch(key, { context: tracked, status });
    this.onLookup?.(status.fetch === 'hit' || status.fetch === 'inflight');
    // Never undefined: only a fetch method answering undefined, or an abort not ignored, gives that.
    return (await value)!;
  }

  /** Forgets one value (one that should not be kept after all). */
  delete(key: string): void {
    this.values?.delete(key);
  }

  /** Forgets the values showing any of these variations' stock, and the reads under way, which may have seen it before it moved. */
  forget(variations: readonly number[]): void {
    if (!this.values) return;
    const keys = new Set(this.reading);
    for (const variation of variations) for (const key of this.keysByVariation.get(variation) ?? []) keys.add(key);
    for (const key of keys) this.values.delete(key);
  }

  /** Forgets everything. */
  clear(): void {
    this.values?.clear();
  }

  /** How many values it holds, and their size as `sizeOf` counts it: never more than its bound. */
  get held(): { entries: number; size: number } {
    return { entries: this.values?.size ?? 0, size: this.values?.calculatedSize ?? 0 };
  }

  private index(value: Value, key: string): void {
    for (const variation of value.variations) {
      let keys = this.keysByVariation.get(variation);
      if (!keys) this.keysByVariation.set(variation, (keys = new Set()));
      keys.add(key);
    }
  }

  private unindex(value: Value, key: string): void {
    for (const variation of value.variations) {
      const keys = this.keysByVariation.get(variation);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByVariation.delete(variation);
    }
  }
}
