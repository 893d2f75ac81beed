import { api, catalogCalls, listEnvelope, productSchema } from '@lemon/shared';

// The spec's calls for the home blocks, each checked against the shared contract.

/** The product of the month with its recipes, or null when no product is the month's. */
export const fetchProductOfTheMonth = async () =>
  (await api.get(catalogCalls.productOfTheMonth, listEnvelope(productSchema))).data[0] ?? null;

/** The five best sellers, in the shop's order. */
export const fetchBestSellers = async () => (await api.get(catalogCalls.bestSellers, listEnvelope(productSchema))).data;
