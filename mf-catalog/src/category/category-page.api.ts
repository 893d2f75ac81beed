import { api, catalogCalls, categoryPlaceSchema, itemEnvelope, listEnvelope, productSchema, type AtHandReader } from '@lemon/shared';

// The category page's calls, each checked against the shared contract.

export const fetchCategory = async (slug: string) => (await api.get(catalogCalls.category(slug), itemEnvelope(categoryPlaceSchema))).data;

/** One page of a category's products, in the shop's order. */
export const fetchCategoryProducts = (categoryId: number, page: number) =>
  api.get(catalogCalls.categoryProducts(categoryId, page), listEnvelope(productSchema));

/** The same two calls' answers when they are at hand (the page's first answers). */
export function categoryPageAtHand({ slug, page }: { slug: string; page: number }, read: AtHandReader) {
  const category = read(catalogCalls.category(slug), itemEnvelope(categoryPlaceSchema))?.data;
  const products = category && read(catalogCalls.categoryProducts(category.id, page), listEnvelope(productSchema));
  return products && { category, products };
}
