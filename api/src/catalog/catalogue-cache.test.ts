import { describe, expect, it, vi } from 'vitest';
import { CatalogueCache, type Forgotten } from './catalogue-cache';

describe('CatalogueCache', () => {
  it('remembers which product an address names until the catalogue changes', async () => {
    const cache = new CatalogueCache(60_000);
    const find = vi.fn(async () => 7);
    expect(await cache.productOf('{"slug":"limoncello"}', find)).toBe(7);
    expect(await cache.productOf('{"slug":"limoncello"}', find)).toBe(7);
    expect(find).toHaveBeenCalledTimes(1);
    cache.forget({ variations: [70] }); // stock moving renames nothing
    expect(await cache.productOf('{"slug":"limoncello"}', find)).toBe(7);
    expect(find).toHaveBeenCalledTimes(1);
    cache.clear();
    expect(await cache.productOf('{"slug":"limoncello"}', find)).toBe(7);
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('never remembers an address that names no product', async () => {
    const cache = new CatalogueCache(60_000);
    const find = vi.fn(async (): Promise<number | undefined> => undefined);
    expect(await cache.productOf('{"slug":"soon"}', find)).toBeUndefined();
    find.mockResolvedValue(8);
    expect(await cache.productOf('{"slug":"soon"}', find)).toBe(8);
  });

  it('tells what it forgets to what is kept from it, even when it keeps nothing itself', async () => {
    for (const lifetime of [60_000, 0]) {
      const cache = new CatalogueCache(lifetime);
      const told: Forgotten[] = [];
      cache.whenForgetting((forgotten) => told.push(forgotten));
      cache.forget({ variations: [3, 4] });
      cache.clear();
      expect(told).toEqual([{ variations: [3, 4] }, 'everything']);
    }
  });

  it('forgets the answers showing a variation whose stock moved, and only those', async () => {
    const cache = new CatalogueCache(60_000);
    await cache.get('product 1', async () => ({ body: '{"stock":3}', variations: [10] }));
    await cache.get('product 2', async () => ({ body: '{"stock":5}', variations: [20] }));
    cache.forget({ variations: [10] });
    expect(cache.held.entries).toBe(1);
    expect((await cache.get('product 1', async () => ({ body: '{"stock":2}', variations: [10] }))).body).toBe('{"stock":2}');
  });
});
