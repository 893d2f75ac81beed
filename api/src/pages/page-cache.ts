import { createHash } from 'node:crypto';
import type { Forgotten } from '../catalog/catalogue-cache';
import { ShownStockCache } from '../catalog/shown-stock-cache';
import { stockShown } from '../catalog/stock-shown';

/** A page's first HTML as it goes out, with the entity tag a browser or a CDN revalidates it by. */
export interface SentPage {
  status: number;
  html: string;
  location?: string;
  etag: string;
}

/** A page as kept: with the variations whose stock it shows, as the catalogue answers it was drawn with show it. */
type KeptPage = SentPage & { variations: readonly number[] };

/** What the cache may hold by default: its pages' HTML, keys included, in characters. */
export const defaultPageCacheSize = 64 * 1024 * 1024;

const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

/**
 * The first HTML of pages every visitor gets alike, kept so that a spike of shoppers or a crawl costs a lookup,
 * not a render each. The key names all a page is drawn from: its address, the visitor's part of it as the
 * shell's render says (the cookie banner), and the builds deployed, so a deploy or a rollback is on the next
 * page. It forgets what the catalogue cache forgets: every page when the catalogue changes, the pages showing a
 * variation's stock when an order moves it (the catalogue answers a draw reads say what stock they show). So a
 * page is never older than what a render would show.
 *
 * Only the pages that went out whole (200) are kept: a page its app could not draw in time, a moved one's
 * redirect, an unknown address (which anyone may make up) are drawn each time. Bounded by the size of what it holds.
 */
export class PageCache {
  private readonly pages: ShownStockCache<KeptPage>;

  constructor(lifetimeMs: number, maxSize = defaultPageCacheSize) {
    this.pages = new ShownStockCache(lifetimeMs, maxSize, (page, key) => page.html.length + key.length);
  }

  /** The page kept for `key`, or the one `draw` gives (drawn once however many ask at once), with its entity tag. */
  async get(key: string, draw: () => Promise<Omit<SentPage, 'etag'>>): Promise<SentPage> {
    const drawKept = async (): Promise<KeptPage> => {
      const { result: page, variations } = await stockShown.gather(draw);
      return { ...page, etag: etagOf(page.html), variations };
    };
    const { variations: _shown, ...page } = await this.pages.get(key, drawKept);
    if (page.status !== 200 || page.location !== undefined) this.pages.delete(key);
    return page;
  }

  /** How many pages it holds, and their size in characters (keys included). */
  get held(): { entries: number; size: number } {
    return this.pages.held;
  }

  /** Forget what the catalogue cache forgets: every page, or those showing the stock an order moved. */
  forget(forgotten: Forgotten): void {
    if (forgotten === 'everything') this.clear();
    else this.pages.forget(forgotten.variations);
  }

  /** Forget every page: the catalogue changed. */
  clear(): void {
    this.pages.clear();
  }
}
