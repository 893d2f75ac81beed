import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { Forgotten } from '../catalog/catalogue-cache';
import { ShownStockCache, type CacheOptions } from '../catalog/shown-stock-cache';
import { stockShown } from '../catalog/stock-shown';
import { LRUCache } from 'lru-cache';
import { VisitorCookies, type CookieKinds } from './visitor-cookies';

const gzipped = promisify(gzip);

/** A page as its draw gives it. */
export interface DrawnPage {
  status: number;
  html: string;
  location?: string;
  /** Drawn whole, its app's part in it: the page works from its HTML before its scripts run. */
  worksFromHtml?: boolean;
}

/** Who a page is for: everyone who gets it alike, or the one visitor it shows their own things to (their cart). */
export type PageAudience = 'everyone' | 'visitor';

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
    readonly audience: PageAudience,
    readonly location?: string,
    readonly worksFromHtml = false,
  ) {}

  static async of({ status, html, location, worksFromHtml }: DrawnPage, audience: PageAudience = 'everyone'): Promise<SentPage> {
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    return new SentPage(status, await gzipped(html), etag, audience, location, worksFromHtml);
  }

  /** One of the shop's public pages: drawn whole, the same for everyone, nothing of a visitor's in it. */
  get isPublic(): boolean {
    return this.worksFromHtml && this.audience === 'everyone';
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
 * Kinds of page whose renders' cookie reads are remembered (a kind: a route of the builds deployed): the shop's
 * routes of its last few deploys. Each read holds its render's `kindOf`, so a longer memory would keep renders of
 * versions long replaced alive.
 */
const pageKindsWithReadsKnown = 100;

/**
 * The first HTML of pages every visitor gets alike, kept so that a spike of shoppers or a crawl costs a lookup,
 * not a render each. The key names all a page is drawn from: its address and the builds deployed (so a deploy or
 * a rollback is on the next page), and the kind of each cookie its renders read (`VisitorCookies`: the cookie
 * banner's question, whether the shopper has a cart), learnt from its first draw: a page whose renders' reads it
 * does not know yet is drawn for its visitor alone, and one drawn under a key without all its reads is not kept.
 * It forgets what the catalogue cache forgets: every page when the catalogue changes, the pages showing a
 * variation's stock when an order moves it (the catalogue answers a draw reads say what stock they show). So a
 * page is never older than what a render would show.
 *
 * Only the pages that went out whole (200) are kept: a page its app could not draw in time, a moved one's
 * redirect, an unknown address (which anyone may make up) are drawn each time. A page that is a visitor's own (a
 * render read a cookie's value itself: their cart) is drawn for them alone and kept for no one. Bounded by the
 * size of what it holds.
 */
export class PageCache {
  private readonly pages: ShownStockCache<KeptPage>;
  private readonly onLookup?: (found: boolean) => void;
  /** The cookies the renders of each kind of page read. */
  private readonly reads = new LRUCache<string, ReadonlyMap<string, CookieKinds>>({ max: pageKindsWithReadsKnown });

  constructor(lifetimeMs: number, { maxSize = defaultPageCacheSize, onLookup }: Partial<CacheOptions> = {}) {
    this.onLookup = onLookup;
    this.pages = new ShownStockCache(lifetimeMs, ({ page }, key) => page.gzipped.length + key.length, { maxSize, onLookup });
  }

  /**
   * The page kept for `key` and this visitor's kinds of the cookies its renders read, or the one `draw` gives
   * (drawn once however many such visitors ask at once). `kind` names the pages whose renders read alike (the
   * same route of the same builds): what one of them read stands for all.
   */
  async get(
    { key, kind = key }: { key: string; kind?: string },
    cookieHeader: string,
    draw: (visitor: VisitorCookies) => Promise<DrawnPage>,
  ): Promise<SentPage> {
    const known = this.reads.get(kind);
    let learnt = false;
    const drawn = async (alone: boolean): Promise<KeptPage> => {
      const visitor = new VisitorCookies(cookieHeader, alone);
      const { result, variations } = await stockShown.gather(() => draw(visitor));
      // The first reads of this kind of page, or a cookie read not known for it (the page's key lacked it, so it is
      // kept for no one): the next pages of the kind are kept apart by them.
      learnt = !known || [...visitor.read.keys()].some((name) => !known.has(name));
      if (learnt) this.reads.set(kind, new Map([...(this.reads.get(kind) ?? []), ...visitor.read]));
      return { page: await SentPage.of(result, visitor.ownPage() ? 'visitor' : 'everyone'), variations };
    };
    const visitor = new VisitorCookies(cookieHeader);
    // Nothing tells yet which visitors would get the same page, or it is this visitor's own: drawn for them alone.
    if (!known || visitor.ownPage(known)) {
      this.onLookup?.(false);
      return (await drawn(true)).page;
    }
    const keyOfVisitor = `${key} ${visitor.kindsOf(known)}`;
    const { page } = await this.pages.get(keyOfVisitor, () => drawn(false));
    if (learnt || page.status !== 200 || page.audience === 'visitor') this.pages.delete(keyOfVisitor);
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
