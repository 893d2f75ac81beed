import { api, catalogCalls, categoryPlaceSchema, itemEnvelope, listEnvelope, productSchema } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';

// The category page's calls, each checked against the shared contract; the server makes them with its own client.

export const fetchCategory = async (slug: string, client: ApiGet = api) =>
  (await client.get(catalogCalls.category(slug), itemEnvelope(categoryPlaceSchema))).data;

/** One page of a category's products, in the shop's order. */
export const fetchCategoryProducts = (categoryId: number, page: number, client: ApiGet = api) =>
  client.get(catalogCalls.categoryProducts(categoryId, page), listEnvelope(productSchema));
