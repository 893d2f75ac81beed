import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

describe('CatalogueCache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers from memory until the lifetime is over', async () => {
    vi.useFakeTimers();
    const cache = new CatalogueCache(5000);
    let reads = 0;
    const read = async () => JSON.stringify({ read: ++reads });
    expect(await cache.get('/api/products', read)).toBe('{"read":1}');
    vi.advanceTimersByTime(5000);
    expect(await cache.get('/api/products', read)).toBe('{"read":1}');
    vi.advanceTimersByTime(1);
    expect(await cache.get('/api/products', read)).toBe('{"read":2}');
  });

  it('reads once for callers that ask at the same time', async () => {
    const cache = new CatalogueCache(5000);
    const read = vi.fn(async () => '{"ok":true}');
    await Promise.all([cache.get('k', read), cache.get('k', read), cache.get('k', read)]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets everything when the catalogue changes', async () => {
    const cache = new CatalogueCache(60_000);
    let stock = 3;
    const read = async () => JSON.stringify({ stock });
    expect(await cache.get('k', read)).toBe('{"stock":3}');
    stock = 0;
    cache.clear();
    expect(await cache.get('k', read)).toBe('{"stock":0}');
  });

  it('never keeps a failure', async () => {
    const cache = new CatalogueCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => '"up"')).toBe('"up"');
  });

  it('holds no more than its size, dropping what was used least recently', async () => {
    const cache = new CatalogueCache(60_000, 30); // three answers of 9 characters with their 1-character keys
    const reads: string[] = [];
    const read = (key: string) => cache.get(key, async () => (reads.push(key), key.repeat(9)));
    for (const key of ['a', 'b', 'c', 'a']) await read(key);
    expect(cache.held).toEqual({ entries: 3, size: 30 });
    await read('d'); // pushes out b, used least recently
    expect(cache.held).toEqual({ entries: 3, size: 30 });
    for (const key of ['a', 'c', 'd', 'b']) await read(key);
    expect(reads).toEqual(['a', 'b', 'c', 'd', 'b']);
    expect(cache.held.size).toBeLessThanOrEqual(30);
  });

  it('answers what is larger than its whole size without keeping it', async () => {
    const cache = new CatalogueCache(60_000, 30);
    const read = vi.fn(async () => 'x'.repeat(30));
    expect(await cache.get('k', read)).toBe('x'.repeat(30));
    expect(await cache.get('k', read)).toBe('x'.repeat(30));
    expect(read).toHaveBeenCalledTimes(2);
    expect(cache.held).toEqual({ entries: 0, size: 0 });
  });

  it('answers a read under way when cleared, without keeping it', async () => {
    const cache = new CatalogueCache(60_000);
    let finish = (_body: string) => {};
    const before = cache.get('k', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish('"before"');
    expect(await before).toBe('"before"');
    expect(await cache.get('k', async () => '"after"')).toBe('"after"');
  });

  it('with no lifetime, always reads', async () => {
    const cache = new CatalogueCache(0);
    const read = vi.fn(async () => '1');
    await cache.get('a', read);
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
