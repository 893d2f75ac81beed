import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShownStockCache, type ShowsStock } from './shown-stock-cache';

type Answer = ShowsStock & { body: string };
const cacheOf = (lifetimeMs: number, maxSize = 1_000_000) =>
  new ShownStockCache<Answer>(lifetimeMs, (answer, key) => answer.body.length + key.length, { maxSize });
const answer = (body: string, variations: number[] = []): Answer => ({ body, variations });

describe('ShownStockCache', () => {
  afterEach(() => vi.useRealTimers());

  it('answers from memory until the lifetime is over', async () => {
    vi.useFakeTimers();
    const cache = cacheOf(5000);
    let reads = 0;
    const read = async () => answer(`read ${++reads}`);
    expect((await cache.get('k', read)).body).toBe('read 1');
    vi.advanceTimersByTime(5000);
    expect((await cache.get('k', read)).body).toBe('read 1');
    vi.advanceTimersByTime(1);
    expect((await cache.get('k', read)).body).toBe('read 2');
  });

  it('tells of each lookup whether it found the value, a read under way counting as found', async () => {
    const found: boolean[] = [];
    const cache = new ShownStockCache<Answer>(5000, (value) => value.body.length, { maxSize: 1000, onLookup: (hit) => found.push(hit) });
    const read = async () => answer('ok');
    await Promise.all([cache.get('k', read), cache.get('k', read)]);
    await cache.get('k', read);
    cache.clear();
    await cache.get('k', read);
    expect(found).toEqual([false, true, true, false]);
    const keepsNothing = new ShownStockCache<Answer>(0, (value) => value.body.length, {
      maxSize: 1000,
      onLookup: (hit) => found.push(hit),
    });
    await keepsNothing.get('k', read);
    expect(found.at(-1)).toBe(false);
  });

  it('reads once for callers that ask at the same time', async () => {
    const cache = cacheOf(5000);
    const read = vi.fn(async () => answer('ok'));
    await Promise.all([cache.get('k', read), cache.get('k', read), cache.get('k', read)]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets everything when cleared', async () => {
    const cache = cacheOf(60_000);
    let stock = 3;
    const read = async () => answer(`stock ${stock}`, [1]);
    expect((await cache.get('k', read)).body).toBe('stock 3');
    stock = 0;
    cache.clear();
    expect((await cache.get('k', read)).body).toBe('stock 0');
  });

  it('forgets only what shows the variations whose stock moved', async () => {
    const cache = cacheOf(60_000);
    const reads: string[] = [];
    const read = (key: string, variations: number[]) => cache.get(key, async () => (reads.push(key), answer(key, variations)));
    await read('product 1', [11, 12]);
    await read('product 2', [21]);
    await read('category', [11, 21]);
    await read('categories', []);
    cache.forget([12]);
    expect(cache.held.entries).toBe(3);
    cache.forget([21, 99]);
    expect(cache.held.entries).toBe(1);
    for (const [key, variations] of [
      ['product 1', [11, 12]],
      ['product 2', [21]],
      ['category', [11, 21]],
      ['categories', []],
    ] as const)
      await read(key, [...variations]);
    expect(reads.slice(4)).toEqual(['product 1', 'product 2', 'category']);
  });

  it('forgets a read under way when stock moves, which may have seen it before, and still answers it', async () => {
    const cache = cacheOf(60_000);
    let finish = (_answer: Answer) => {};
    const before = cache.get('k', () => new Promise((resolve) => (finish = resolve)));
    cache.forget([42]); // the read has not said yet which stock it shows
    finish(answer('before', [7]));
    expect((await before).body).toBe('before');
    expect((await cache.get('k', async () => answer('after', [7]))).body).toBe('after');
  });

  it('answers a read under way when cleared, without keeping it', async () => {
    const cache = cacheOf(60_000);
    let finish = (_answer: Answer) => {};
    const before = cache.get('k', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(answer('before'));
    expect((await before).body).toBe('before');
    expect((await cache.get('k', async () => answer('after'))).body).toBe('after');
  });

  it('never keeps a failure', async () => {
    const cache = cacheOf(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => answer('up'))).body).toBe('up');
  });

  it('holds no more than its size, dropping what was used least recently, and forgets what it dropped', async () => {
    const cache = cacheOf(60_000, 30); // three answers of 9 characters with their 1-character keys
    const reads: string[] = [];
    const read = (key: string) => cache.get(key, async () => (reads.push(key), answer(key.repeat(9), [key.charCodeAt(0)])));
    for (const key of ['a', 'b', 'c', 'a']) await read(key);
    expect(cache.held).toEqual({ entries: 3, size: 30 });
    await read('d'); // pushes out b, used least recently
    expect(cache.held).toEqual({ entries: 3, size: 30 });
    cache.forget(['b'.charCodeAt(0)]); // b is gone: nothing else is forgotten with it
    expect(cache.held.entries).toBe(3);
    for (const key of ['a', 'c', 'd', 'b']) await read(key);
    expect(reads).toEqual(['a', 'b', 'c', 'd', 'b']);
    expect(cache.held.size).toBeLessThanOrEqual(30);
  });

  it('answers what is larger than its whole size without keeping it', async () => {
    const cache = cacheOf(60_000, 30);
    const read = vi.fn(async () => answer('x'.repeat(30)));
    expect((await cache.get('k', read)).body).toBe('x'.repeat(30));
    expect((await cache.get('k', read)).body).toBe('x'.repeat(30));
    expect(read).toHaveBeenCalledTimes(2);
    expect(cache.held).toEqual({ entries: 0, size: 0 });
  });

  it('with no lifetime, always reads', async () => {
    const cache = cacheOf(0);
    const read = vi.fn(async () => answer('1'));
    await cache.get('a', read);
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
