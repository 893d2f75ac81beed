import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';
import { catalogCalls } from '../calls';
import { apiQueryOf, type ListingChoices } from '../listing/listing-choices';

// The category page's calls, each checked against what the app reads; the server makes them with its own client.
export const categoryCall = (slug: string) => callOf(catalogCalls.category, { slug });

/** One page of a category's products, in the shop's order or the shopper's, narrowed by their filters. */
export function categoryProductsCall(categoryId: number, choices: ListingChoices) {
  const { filter, sort } = apiQueryOf({ ...choices, category: undefined });
  return callOf(
    catalogCalls.categoryProducts,
    {},
    { filter: { ...filter, product_category_id: categoryId }, ...(sort && { sort }), page: choices.page },
  );
}

export const fetchCategory = async (slug: string, client: ApiGet = api) =>
  (await client.get(categoryCall(slug), catalogCalls.category.response)).data;

export const fetchCategoryProducts = (categoryId: number, choices: ListingChoices, client: ApiGet = api) =>
  client.get(categoryProductsCall(categoryId, choices), catalogCalls.categoryProducts.response);
