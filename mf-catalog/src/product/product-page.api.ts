import { api, catalogCalls, itemEnvelope, listEnvelope, productSchema, type Product } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';

// The product page's calls, each checked against the shared contract; the server makes them with its own client.

export const fetchProduct = async (slug: string, client: ApiGet = api) =>
  (await client.get(catalogCalls.product(slug), itemEnvelope(productSchema))).data;

export const fetchRelatedProducts = async (product: Product, client: ApiGet = api) =>
  (await client.get(catalogCalls.relatedProducts(product), listEnvelope(productSchema))).data;
