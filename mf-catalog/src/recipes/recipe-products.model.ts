import type { ProductSummary } from '@lemon/catalog-contract';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchRecipeProducts } from './recipe-products.api';

/** The products of a recipe shown past its first page, and whether it uses more still. */
interface MoreProducts {
  products: ProductSummary[];
  /** The last page shown: the recipes call's products are page 1. */
  page: number;
  more: boolean;
}

/** A shopper asked for more of the products a recipe uses. */
export const moreRecipeProductsClicked = createEvent<number>();

export const fetchMoreRecipeProductsFx = createEffect(({ recipeId, page }: { recipeId: number; page: number }) =>
  fetchRecipeProducts(recipeId, page),
);

/** By recipe id: the pages loaded after the first. */
export const $moreRecipeProducts = createStore<Record<number, MoreProducts>>({}).on(
  fetchMoreRecipeProductsFx.done,
  (shown, { params, result }) => ({
    ...shown,
    [params.recipeId]: {
      products: [...(shown[params.recipeId]?.products ?? []), ...result.data],
      page: params.page,
      more: result.meta.current_page < result.meta.last_page,
    },
  }),
);

/** The recipes whose next page is on its way: their button waits. */
export const $loadingRecipes = createStore<number[]>([])
  .on(fetchMoreRecipeProductsFx, (loading, { recipeId }) => [...loading, recipeId])
  .on(fetchMoreRecipeProductsFx.finally, (loading, { params }) => loading.filter((id) => id !== params.recipeId));

/** The recipes whose last page could not be read: their button offers to try again. */
export const $failedRecipes = createStore<number[]>([])
  .on(fetchMoreRecipeProductsFx, (failed, { recipeId }) => failed.filter((id) => id !== recipeId))
  .on(fetchMoreRecipeProductsFx.fail, (failed, { params }) => [...failed, params.recipeId]);

sample({
  clock: moreRecipeProductsClicked,
  source: { shown: $moreRecipeProducts, loading: $loadingRecipes },
  filter: ({ loading }, recipeId) => !loading.includes(recipeId),
  fn: ({ shown }, recipeId) => ({ recipeId, page: (shown[recipeId]?.page ?? 1) + 1 }),
  target: fetchMoreRecipeProductsFx,
});
