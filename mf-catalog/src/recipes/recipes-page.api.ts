import { api, catalogCalls, listEnvelope, recipeWithProductsSchema, type AtHandReader } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';

/** The recipes page's call: every recipe with the products it uses, checked against the shared contract. */
export const fetchRecipes = async (client: ApiGet = api) =>
  (await client.get(catalogCalls.recipes, listEnvelope(recipeWithProductsSchema))).data;

/** The same call's answer when it is at hand (fetched ahead of a followed link). */
export const recipesAtHand = (_: void, read: AtHandReader) => read(catalogCalls.recipes, listEnvelope(recipeWithProductsSchema))?.data;
