/**
 * The catalogue's answers, kept in memory for a few seconds. Catalogue reads are nearly all the shop's
 * traffic and the catalogue changes rarely: a write in this process (a restock, a sale) clears the
 * cache at once, and the time limit bounds how stale another process sharing PostgreSQL can be. What
 * money depends on (stock at add-to-cart and checkout) is always read from the database.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, { body: Promise<string>; expiresAt: number }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /** The cached JSON for `key`, or the JSON `compute` answers (computed once however many ask at once). */
  get(key: string, compute: () => Promise<string>): Promise<string> {
    if (this.lifetimeMs <= 0) return compute();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.body;

    const body = compute();
    this.entries.delete(key); // re-inserted last: the oldest entry is always first
    this.entries.set(key, { body, expiresAt: now + this.lifetimeMs });
    body.catch(() => this.entries.delete(key)); // an error is never served from the cache
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return body;
  }

  /** Forget everything: the catalogue just changed. */
  clear(): void {
    this.entries.clear();
  }
}
