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
    vi.advanceTimersByTime(4999);
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

  it('keeps at most its number of entries, dropping the oldest', async () => {
    const cache = new CatalogueCache(60_000, 2);
    const read = vi.fn(async () => '1');
    await cache.get('a', read);
    await cache.get('b', read);
    await cache.get('c', read);
    await cache.get('b', read);
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('with no lifetime, always reads', async () => {
    const cache = new CatalogueCache(0);
    const read = vi.fn(async () => '1');
    await cache.get('a', read);
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
