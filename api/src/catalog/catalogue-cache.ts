import { LRUCache } from 'lru-cache';
import { ShownStockCache, type CacheOptions, type ShowsStock } from './shown-stock-cache';

/** What the cache may hold by default: its answers' text, keys included, in characters. */
export const defaultCatalogueCacheSize = 32 * 1024 * 1024;
/** How many addresses of products it remembers the product of (an entry is a few dozen bytes). */
const productAddressesHeld = 200_000;

/** A catalogue answer as it goes out, with the variations whose stock it shows. */
export interface CatalogueAnswer extends ShowsStock {
  body: string;
  /** How many the answer lists in all, pages beyond it counted (a search's total): said where a route counts it. */
  listed?: number;
}

/** What the catalogue cache forgets: everything, or the answers showing these variations' stock. */
export type Forgotten = { variations: readonly number[] } | 'everything';

/**
 * The catalogue's answers, kept in memory until the catalogue changes. Catalogue reads are nearly all the
 * shop's traffic and the catalogue changes rarely: a change through the back office forgets everything, on
 * every process; an order (or a cancellation, a refund) forgets only the answers showing the stock it moved.
 * The lifetime bounds a change made behind the shop's back (straight in the database). What money depends on
 * (stock at add-to-cart and checkout) is always read from the database.
 *
 * A product is kept once whatever address asked for it (its id, its slug in each language): spread traffic
 * finds it however it came. Bounded by the size of what it holds; the answers used least recently go first.
 */
export class CatalogueCache {
  private readonly answers: ShownStockCache<CatalogueAnswer>;
  /** The product each address of a product names (slugs change only with the catalogue, which forgets them). */
  private readonly productOfAddress?: LRUCache<string, number>;
  /** What else is kept from the catalogue (the sitemap's files, the pages drawn from it), told what to forget. */
  private readonly forgetListeners: ((forgotten: Forgotten) => void)[] = [];

  constructor(
    /** How long an answer is kept at most (0: none is). */
    readonly lifetimeMs: number,
    { maxSize = defaultCatalogueCacheSize, onLookup }: Partial<CacheOptions> = {},
  ) {
    this.answers = new ShownStockCache(lifetimeMs, (answer, key) => answer.body.length + key.length, { maxSize, onLookup });
    if (lifetimeMs > 0) this.productOfAddress = new LRUCache({ max: productAddressesHeld, ttl: lifetimeMs, perf: Date });
  }

  /** The answer kept for `key`, or the one `compute` gives (computed once however many ask at once). */
  get(key: string, compute: () => Promise<CatalogueAnswer>): Promise<CatalogueAnswer> {
    return this.answers.get(key, compute);
  }

  /** The product an address names (its id or a slug), found by `find` the first time; undefined if none. */
  async productOf(address: string, find: () => Promise<number | undefined>): Promise<number | undefined> {
    const known = this.productOfAddress?.get(address);
    if (known !== undefined) return known;
    const found = await find();
    if (found !== undefined) this.productOfAddress?.set(address, found);
    return found;
  }

  /** How many answers it holds, and their size in characters (keys included): never more than its bound. */
  get held(): { entries: number; size: number } {
    return this.answers.held;
  }

  /** Calls `listener` each time the cache forgets, whatever its lifetime (also when it keeps nothing itself). */
  whenForgetting(listener: (forgotten: Forgotten) => void): void {
    this.forgetListeners.push(listener);
  }

  /** Forget everything: the catalogue just changed. */
  clear(): void {
    this.forget('everything');
  }

  /** Forget what the catalogue's change made wrong: everything, or what shows these variations' stock. */
  forget(forgotten: Forgotten): void {
    if (forgotten === 'everything') {
      this.answers.clear();
      this.productOfAddress?.clear();
    } else this.answers.forget(forgotten.variations);
    for (const listener of this.forgetListeners) listener(forgotten);
  }
}
