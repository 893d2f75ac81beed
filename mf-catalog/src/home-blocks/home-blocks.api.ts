import { api, catalogCalls, listEnvelope, productSchema, type AtHandReader } from '@lemon/shared';

// The spec's calls for the home blocks, each checked against the shared contract.

/** The product of the month with its recipes, or null when no product is the month's. */
export const fetchProductOfTheMonth = async () =>
  (await api.get(catalogCalls.productOfTheMonth, listEnvelope(productSchema))).data[0] ?? null;

/** The five best sellers, in the shop's order. */
export const fetchBestSellers = async () => (await api.get(catalogCalls.bestSellers, listEnvelope(productSchema))).data;

/** The same calls' answers when they are at hand (the home page's first answers). */
export const productOfTheMonthAtHand = (_: void, read: AtHandReader) => {
  const answer = read(catalogCalls.productOfTheMonth, listEnvelope(productSchema));
  return answer && (answer.data[0] ?? null);
};
export const bestSellersAtHand = (_: void, read: AtHandReader) => read(catalogCalls.bestSellers, listEnvelope(productSchema))?.data;
