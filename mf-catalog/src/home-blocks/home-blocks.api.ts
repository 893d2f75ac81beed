import { api, catalogCalls, listEnvelope, productSchema } from '@lemon/shared';
import type { ApiGet } from '@lemon/kit';

// The spec's calls for the home blocks, each checked against the shared contract; the server makes them with its own client.

/** The product of the month with its recipes, or null when no product is the month's. */
export const fetchProductOfTheMonth = async (client: ApiGet = api) =>
  (await client.get(catalogCalls.productOfTheMonth, listEnvelope(productSchema))).data[0] ?? null;

/** The five best sellers, in the shop's order. */
export const fetchBestSellers = async (client: ApiGet = api) =>
  (await client.get(catalogCalls.bestSellers, listEnvelope(productSchema))).data;
