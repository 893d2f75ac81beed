import { api, catalogCalls, itemEnvelope, listEnvelope, productSchema, type AtHandReader, type Product } from '@lemon/shared';

// The product page's calls, each checked against the shared contract.

export const fetchProduct = async (slug: string) => (await api.get(catalogCalls.product(slug), itemEnvelope(productSchema))).data;

export const fetchRelatedProducts = async (product: Product) =>
  (await api.get(catalogCalls.relatedProducts(product), listEnvelope(productSchema))).data;

/** The same two calls' answers when they are at hand (the page's first answers). */
export function productPageAtHand(slug: string, read: AtHandReader) {
  const product = read(catalogCalls.product(slug), itemEnvelope(productSchema))?.data;
  const related = product && read(catalogCalls.relatedProducts(product), listEnvelope(productSchema))?.data;
  return related && { product, related };
}
