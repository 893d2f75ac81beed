import { describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';

const drawn = (status: number, html: string) => vi.fn(async () => ({ status, html }));

describe('the page cache', () => {
  it('draws a page once however many ask at once, and tags it by its HTML', async () => {
    const pages = new PageCache(60_000);
    const draw = drawn(200, '<p>home</p>');
    const answers = await Promise.all([1, 2, 3].map(() => pages.get('home', draw)));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(new Set(answers.map((page) => page.etag)).size).toBe(1);
    expect((await pages.get('other', drawn(200, '<p>other</p>'))).etag).not.toBe(answers[0]!.etag);
  });

  it('keeps a page gzipped, and gives its HTML back as drawn', async () => {
    const pages = new PageCache(60_000);
    const html = `<main>${'<p>Limoncello di Mentone</p>'.repeat(200)}</main>`;
    const page = await pages.get('product', drawn(200, html));
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
      await pages.get('page', draw);
      await pages.get('page', draw);
      expect(draw, String(status)).toHaveBeenCalledTimes(2);
    }
    expect(pages.held.entries).toBe(0);
  });

  it('forgets every page when cleared, and keeps none past its lifetime or its size', async () => {
    vi.useFakeTimers();
    try {
      const pages = new PageCache(10_000, { maxSize: 100 });
      const draw = drawn(200, 'x'.repeat(40));
      await pages.get('a', draw);
      pages.clear();
      await pages.get('a', draw);
      vi.advanceTimersByTime(10_001);
      await pages.get('a', draw);
      expect(draw).toHaveBeenCalledTimes(3);
      await pages.get('b', drawn(200, 'y'.repeat(40)));
      await pages.get('c', drawn(200, 'z'.repeat(40)));
      expect(pages.held.size).toBeLessThanOrEqual(100);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing with no lifetime, but still tags each page', async () => {
    const pages = new PageCache(0);
    const draw = drawn(200, '<p>home</p>');
    const [first, second] = [await pages.get('home', draw), await pages.get('home', draw)];
    expect(draw).toHaveBeenCalledTimes(2);
    expect(first.etag).toBe(second.etag);
  });
});
