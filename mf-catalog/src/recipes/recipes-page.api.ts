import { api, catalogCalls, listEnvelope, recipeWithProductsSchema } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';

/** The recipes page's call: every recipe with the products it uses summed up, checked against the shared contract. */
export const fetchRecipes = async (client: ApiGet = api) =>
  (await client.get(catalogCalls.recipesWithProductSummaries, listEnvelope(recipeWithProductsSchema))).data;
