import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';
import { catalogCalls } from '../calls';

// The category page's calls, each checked against what the app reads; the server makes them with its own client.
export const categoryCall = (slug: string) => callOf(catalogCalls.category, { slug });

/** One page of a category's products, in the shop's order. */
export const categoryProductsCall = (categoryId: number, page: number) =>
  callOf(catalogCalls.categoryProducts, {}, { filter: { product_category_id: categoryId }, page });

export const fetchCategory = async (slug: string, client: ApiGet = api) =>
  (await client.get(categoryCall(slug), catalogCalls.category.response)).data;

export const fetchCategoryProducts = (categoryId: number, page: number, client: ApiGet = api) =>
  client.get(categoryProductsCall(categoryId, page), catalogCalls.categoryProducts.response);
