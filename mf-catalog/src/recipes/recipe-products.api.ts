import { api, catalogCalls, listEnvelope, productSummarySchema } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';

/** A page of the products a recipe uses, summed up, after the first the recipes call gave, checked against the contract. */
export const fetchRecipeProducts = (recipeId: number, page: number, client: ApiGet = api) =>
  client.get(catalogCalls.recipeProductSummaries(recipeId, page), listEnvelope(productSummarySchema));
