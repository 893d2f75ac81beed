import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A page's first HTML as it goes out, with the entity tag a browser or a CDN revalidates it by. */
export interface SentPage {
  status: number;
  html: string;
  location?: string;
  etag: string;
}

/** What the cache may hold by default: its pages' HTML, keys included, in characters. */
export const defaultPageCacheSize = 64 * 1024 * 1024;

const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * The first HTML of pages every visitor gets alike, kept so that a spike of shoppers or a crawl costs a lookup,
 * not a render each. The key names all a page is drawn from: its address, the visitor's part of it as the
 * shell's render says (the cookie banner), and the builds deployed, so a deploy or a rollback is on the next
 * page. The catalogue's changes clear it (as they clear the catalogue answers the pages are drawn with), and it
 * keeps a page no longer than those answers: never older than what a render would show.
 *
 * Only the pages that went out whole (200) are kept: a page its app could not draw in time, a moved one's
 * redirect, an unknown address (which anyone may make up) are drawn each time. Bounded by the size of what it holds.
 */
export class PageCache {
  private readonly pages?: LRUCache<string, SentPage, () => Promise<SentPage>>;

  constructor(lifetimeMs: number, maxSize = defaultPageCacheSize) {
    if (lifetimeMs <= 0) return;
    this.pages = new LRUCache({
      ttl: lifetimeMs,
      perf: Date, // a clock tests can set, as the catalogue cache's
      maxSize,
      sizeCalculation: (page, key) => page.html.length + key.length,
      fetchMethod: (_key, _stale, { context: draw }) => draw(),
      ignoreFetchAbort: true,
    });
  }

  /** The page kept for `key`, or the one `draw` gives (drawn once however many ask at once), with its entity tag. */
  async get(key: string, draw: () => Promise<Omit<SentPage, 'etag'>>): Promise<SentPage> {
    const drawWithTag = async () => {
      const page = await draw();
      return { ...page, etag: etagOf(page.html) };
    };
    if (!this.pages) return drawWithTag();
    const page = (await this.pages.fetch(key, { context: drawWithTag }))!;
    if (page.status !== 200 || page.location !== undefined) this.pages.delete(key);
    return page;
  }

  /** How many pages it holds, and their size in characters (keys included). */
  get held(): { entries: number; size: number } {
    return { entries: this.pages?.size ?? 0, size: this.pages?.calculatedSize ?? 0 };
  }

  /** Forget every page: the catalogue changed. */
  clear(): void {
    this.pages?.clear();
  }
}
