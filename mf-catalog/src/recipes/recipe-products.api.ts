import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';
import { catalogCalls } from '../calls';

/** A page of the products a recipe uses, summed up, after the first the recipes call gave, checked against what the app reads. */
export const fetchRecipeProducts = (recipeId: number, page: number, client: ApiGet = api) =>
  client.get(callOf(catalogCalls.recipeProductSummaries, { recipeId }, { page }), catalogCalls.recipeProductSummaries.response);
