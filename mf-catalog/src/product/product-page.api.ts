import { api, catalogCalls, itemEnvelope, listEnvelope, productSchema, type Product } from '@lemon/shared';

// The product page's calls, each checked against the shared contract.

export const fetchProduct = async (slug: string) => (await api.get(catalogCalls.product(slug), itemEnvelope(productSchema))).data;

export const fetchRelatedProducts = async (product: Product) =>
  (await api.get(catalogCalls.relatedProducts(product), listEnvelope(productSchema))).data;
