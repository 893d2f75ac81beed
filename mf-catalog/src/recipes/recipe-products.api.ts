import { api, catalogCalls, listEnvelope, productSchema } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';

/** A page of the products a recipe uses, after the first the recipes call gave, checked against the contract. */
export const fetchRecipeProducts = (recipeId: number, page: number, client: ApiGet = api) =>
  client.get(catalogCalls.recipeProducts(recipeId, page), listEnvelope(productSchema));
