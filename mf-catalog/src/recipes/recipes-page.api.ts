import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';
import { catalogCalls } from '../calls';

/** The recipes page's call: every recipe with the products it uses summed up, checked against what the app reads. */
export const fetchRecipes = async (client: ApiGet = api) =>
  (await client.get(callOf(catalogCalls.recipes), catalogCalls.recipes.response)).data;
