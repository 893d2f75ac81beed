import { api, catalogCalls, categorySchema, itemEnvelope, listEnvelope, productSchema } from '@lemon/shared';

// The category page's calls, each checked against the shared contract.

export const fetchCategory = async (slug: string) => (await api.get(catalogCalls.category(slug), itemEnvelope(categorySchema))).data;

/** One page of a category's products, in the shop's order. */
export const fetchCategoryProducts = (categoryId: number, page: number) =>
  api.get(catalogCalls.categoryProducts(categoryId, page), listEnvelope(productSchema));
