import { describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';
import type { VisitorCookies } from './visitor-cookies';

const drawn = (status: number, html: string) => vi.fn(async () => ({ status, html }));

describe('the page cache', () => {
  it('draws a page once however many ask at once, once it knows what of the visitor it reads, and tags it by its HTML', async () => {
    const pages = new PageCache(60_000);
    const draw = drawn(200, '<p>home</p>');
    await pages.get({ key: 'home' }, '', draw);
    draw.mockClear();
    const answers = await Promise.all([1, 2, 3].map(() => pages.get({ key: 'home' }, '', draw)));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((page) => page.etag)).size).toBe(1);
    expect((await pages.get({ key: 'other' }, '', drawn(200, '<p>other</p>'))).etag).not.toBe(answers[0]!.etag);
  });

  it('keeps a page gzipped, and gives its HTML back as drawn', async () => {
    const pages = new PageCache(60_000);
    const html = `<main>${'<p>Limoncello di Mentone</p>'.repeat(200)}</main>`;
    // The first draw tells what of the visitor the page reads (nothing), the second is kept.
    await pages.get({ key: 'product' }, '', drawn(200, html));
    await pages.get({ key: 'product' }, '', drawn(200, html));
    const page = await pages.get({ key: 'product' }, '', drawn(200, 'not kept'));
    expect(page.html).toBe(html);
    expect(pages.held.size).toBeLessThan(html.length / 10);
    expect(page.gzipEtag).not.toBe(page.etag);
  });

  it('keeps only the pages that went out whole', async () => {
    const pages = new PageCache(60_000);
    for (const [status, location] of [
      [404, undefined],
      [503, undefined],
      [301, '/fr/produit/new'],
    ] as const) {
      const draw = vi.fn(async () => ({ status, html: '', location }));
      await pages.get({ key: 'page' }, '', draw);
      await pages.get({ key: 'page' }, '', draw);
      expect(draw, String(status)).toHaveBeenCalledTimes(2);
    }
    expect(pages.held.entries).toBe(0);
  });

  it('forgets every page when cleared, and keeps none past its lifetime or its size', async () => {
    vi.useFakeTimers();
    try {
      const pages = new PageCache(10_000, { maxSize: 100 });
      const draw = drawn(200, 'x'.repeat(40));
      await pages.get({ key: 'a' }, '', draw);
      pages.clear();
      await pages.get({ key: 'a' }, '', draw);
      vi.advanceTimersByTime(10_001);
      await pages.get({ key: 'a' }, '', draw);
      expect(draw).toHaveBeenCalledTimes(3);
      await pages.get({ key: 'b' }, '', drawn(200, 'y'.repeat(40)));
      await pages.get({ key: 'c' }, '', drawn(200, 'z'.repeat(40)));
      expect(pages.held.size).toBeLessThanOrEqual(100);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing with no lifetime, but still tags each page', async () => {
    const pages = new PageCache(0);
    const draw = drawn(200, '<p>home</p>');
    const [first, second, third] = [
      await pages.get({ key: 'home' }, '', draw),
      await pages.get({ key: 'home' }, '', draw),
      await pages.get({ key: 'home' }, '', draw),
    ];
    expect(draw).toHaveBeenCalledTimes(3);
    expect(first.etag).toBe(second.etag);
    expect(third.etag).toBe(second.etag);
  });

  /** A render reading the cookie banner's cookie as the shell does: whether the banner asks. */
  const bannerPage = vi.fn(async (visitor: VisitorCookies) => {
    const asks = visitor.cookie('cc_cookie', (value) => (value === undefined ? 'asks' : 'chosen'));
    return { status: 200, html: `<p>home</p>${asks === 'asks' ? '<dialog>cookies?</dialog>' : ''}` };
  });

  it('keeps a page for each kind of the cookies its renders read, never giving one visitor’s to another', async () => {
    bannerPage.mockClear();
    const pages = new PageCache(60_000);
    const firstVisit = await pages.get({ key: 'home' }, 'cart=c1', bannerPage);
    const chosen = await pages.get({ key: 'home' }, 'cc_cookie=%7B%7D; cart=c2', bannerPage);
    expect(firstVisit.html).toContain('<dialog>');
    expect(chosen.html).not.toContain('<dialog>');
    expect(bannerPage).toHaveBeenCalledTimes(2);
    // Another visitor with the same kinds gets the page kept, whatever else their cookies say.
    expect((await pages.get({ key: 'home' }, 'cc_cookie=other', bannerPage)).html).toBe(chosen.html);
    expect((await pages.get({ key: 'home' }, '', bannerPage)).html).toBe(firstVisit.html);
    expect(bannerPage).toHaveBeenCalledTimes(3);
    expect((await pages.get({ key: 'home' }, 'cart=c3', bannerPage)).html).toBe(firstVisit.html);
    expect(bannerPage).toHaveBeenCalledTimes(3);
  });

  it('knows what the renders of a kind of page read from one page of that kind: the next is kept from its first draw', async () => {
    bannerPage.mockClear();
    const pages = new PageCache(60_000);
    await pages.get({ key: 'product a', kind: 'product' }, '', bannerPage);
    await pages.get({ key: 'product b', kind: 'product' }, '', bannerPage);
    expect((await pages.get({ key: 'product b', kind: 'product' }, 'cart=c1', bannerPage)).html).toContain('<dialog>');
    expect(bannerPage).toHaveBeenCalledTimes(2);
    expect((await pages.get({ key: 'product b', kind: 'product' }, 'cc_cookie=x', bannerPage)).html).not.toContain('<dialog>');
    expect(bannerPage).toHaveBeenCalledTimes(3);
  });

  it('keeps apart from then on the visitors a render reads a cookie of only for some', async () => {
    const pages = new PageCache(60_000);
    // The cart is read only on a visit the banner no longer asks on.
    const cartPage = async (visitor: VisitorCookies) => {
      const asks = visitor.cookie('cc_cookie', (value) => (value === undefined ? 'asks' : 'chosen'));
      const cart = asks === 'chosen' ? visitor.cookie('cart', (value) => (value === undefined ? 'none' : 'a cart')) : 'unread';
      return { status: 200, html: `<p>${asks}, ${cart}</p>` };
    };
    expect((await pages.get({ key: 'cart' }, '', cartPage)).html).toBe('<p>asks, unread</p>');
    expect((await pages.get({ key: 'cart' }, 'cc_cookie=x', cartPage)).html).toBe('<p>chosen, none</p>');
    expect((await pages.get({ key: 'cart' }, 'cc_cookie=x; cart=c1', cartPage)).html).toBe('<p>chosen, a cart</p>');
    expect((await pages.get({ key: 'cart' }, 'cc_cookie=y', cartPage)).html).toBe('<p>chosen, none</p>');
    expect((await pages.get({ key: 'cart' }, 'cc_cookie=y; cart=c2', cartPage)).html).toBe('<p>chosen, a cart</p>');
  });

  it('draws a visitor’s own page (a render read a cookie’s value) for them alone, however many ask at once, and keeps it for no one', async () => {
    const pages = new PageCache(60_000);
    const cartPage = vi.fn(async (visitor: VisitorCookies) => {
      const cart = visitor.ownCookie('cart');
      // Several visitors' pages are drawn at once.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: 200, html: `<p>${cart ?? 'empty'} ${visitor.alone}</p>` };
    });
    const empty = await pages.get({ key: 'cart' }, '', cartPage);
    expect([empty.html, empty.audience]).toEqual(['<p>empty true</p>', 'everyone']);
    const [first, second, again] = await Promise.all(
      ['cart=c1', 'cart=c2', 'cart=c1'].map((cookies) => pages.get({ key: 'cart' }, cookies, cartPage)),
    );
    expect([first!.html, second!.html, again!.html]).toEqual(['<p>c1 true</p>', '<p>c2 true</p>', '<p>c1 true</p>']);
    expect(first!.audience).toBe('visitor');
    expect(cartPage).toHaveBeenCalledTimes(4);
    // Only the page everyone without a cart gets is kept.
    await pages.get({ key: 'cart' }, 'cc_cookie=x', cartPage);
    expect(pages.held.entries).toBe(1);
    await pages.get({ key: 'cart' }, 'cart=c1', cartPage);
    expect(pages.held.entries).toBe(1);
    expect(cartPage).toHaveBeenCalledTimes(6);
  });
});
