import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { Forgotten } from '../catalog/catalogue-cache';
import { ShownStockCache, type CacheOptions } from '../catalog/shown-stock-cache';
import { stockShown } from '../catalog/stock-shown';

const gzipped = promisify(gzip);

/** A page as its draw gives it. */
export interface DrawnPage {
  status: number;
  html: string;
  location?: string;
}

/**
 * A page's first HTML as it goes out, gzipped once as it is drawn: sent as it is to whoever takes gzip (a
 * browser, a CDN), unzipped for the others; kept gzipped, a page takes a fifth of the memory. Its entity tags,
 * one for each of the two, are what a browser or a CDN revalidates it by.
 */
export class SentPage {
  private constructor(
    readonly status: number,
    readonly gzipped: Buffer,
    /** The tag of the HTML as it is; `gzipEtag` is the gzipped body's. */
    readonly etag: string,
    readonly location?: string,
  ) {}

  static async of({ status, html, location }: DrawnPage): Promise<SentPage> {
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    return new SentPage(status, await gzipped(html), etag, location);
  }

  get gzipEtag(): string {
    return `${this.etag.slice(0, -1)}-gzip"`;
  }

  /** The HTML, for a client that takes no gzip. */
  get html(): string {
    return gunzipSync(this.gzipped).toString('utf8');
  }
}

/** A page as kept: with the variations whose stock it shows, as the catalogue answers it was drawn with show it. */
interface KeptPage {
  page: SentPage;
  variations: readonly number[];
}

/** What the cache may hold by default: its pages gzipped, keys included, in bytes. */
export const defaultPageCacheSize = 64 * 1024 * 1024;

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

  constructor(lifetimeMs: number, { maxSize = defaultPageCacheSize, onLookup }: Partial<CacheOptions> = {}) {
    this.pages = new ShownStockCache(lifetimeMs, ({ page }, key) => page.gzipped.length + key.length, { maxSize, onLookup });
  }

  /** The page kept for `key`, or the one `draw` gives (drawn once however many ask at once). */
  async get(key: string, draw: () => Promise<DrawnPage>): Promise<SentPage> {
    const drawKept = async (): Promise<KeptPage> => {
      const { result: drawn, variations } = await stockShown.gather(draw);
      return { page: await SentPage.of(drawn), variations };
    };
    const { page } = await this.pages.get(key, drawKept);
    if (page.status !== 200 || page.location !== undefined) this.pages.delete(key);
    return page;
  }

  /** How many pages it holds, and their size in bytes (keys included). */
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
