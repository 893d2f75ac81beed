import type { ProductSummary } from '@lemon/catalog-contract';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $failedRecipes,
  $loadingRecipes,
  $moreRecipeProducts,
  fetchMoreRecipeProductsFx,
  moreRecipeProductsClicked,
} from './recipe-products.model';

const product = (id: number) => ({ id }) as ProductSummary;
/** A page of a recipe's products as the API answers it: six a page, `total` in all. */
const pageOf = (page: number, total: number) => ({
  data: Array.from({ length: Math.min(6, total - (page - 1) * 6) }, (_, index) => product((page - 1) * 6 + index + 1)),
  meta: { current_page: page, per_page: 6, total, last_page: Math.ceil(total / 6) },
});

describe('more of the products a recipe uses', () => {
  it('asks for page 2, then 3, appending each, and offers no more after the last', async () => {
    const fetch = vi.fn(({ page }: { recipeId: number; page: number }) => Promise.resolve(pageOf(page, 15)));
    const scope = fork({ handlers: [[fetchMoreRecipeProductsFx, fetch]] });
    await allSettled(moreRecipeProductsClicked, { scope, params: 4 });
    expect(scope.getState($moreRecipeProducts)[4]).toMatchObject({ page: 2, more: true });
    await allSettled(moreRecipeProductsClicked, { scope, params: 4 });
    expect(fetch.mock.calls.map(([request]) => request)).toEqual([
      { recipeId: 4, page: 2 },
      { recipeId: 4, page: 3 },
    ]);
    const shown = scope.getState($moreRecipeProducts)[4]!;
    expect(shown.products.map(({ id }) => id)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(shown.more).toBe(false);
  });

  it('asks once while a page is on its way, and offers to try again when it failed', async () => {
    let fail = true;
    const fetch = vi.fn(({ page }: { recipeId: number; page: number }) =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(pageOf(page, 9)),
    );
    const scope = fork({ handlers: [[fetchMoreRecipeProductsFx, fetch]] });
    const twice = Promise.all([
      allSettled(moreRecipeProductsClicked, { scope, params: 2 }),
      allSettled(moreRecipeProductsClicked, { scope, params: 2 }),
    ]);
    expect(scope.getState($loadingRecipes)).toEqual([2]);
    await twice;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($failedRecipes)).toEqual([2]);
    expect(scope.getState($loadingRecipes)).toEqual([]);

    fail = false;
    await allSettled(moreRecipeProductsClicked, { scope, params: 2 });
    expect(fetch.mock.calls.at(-1)![0]).toEqual({ recipeId: 2, page: 2 });
    expect(scope.getState($failedRecipes)).toEqual([]);
    expect(scope.getState($moreRecipeProducts)[2]).toMatchObject({ page: 2, more: false });
  });
});
