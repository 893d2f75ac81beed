import { api, listEnvelope, productSchema } from '@lemon/shared';

// The spec's calls for the home blocks, each checked against the shared contract.

/** The product of the month with its recipes, or null when no product is the month's. */
export const fetchProductOfTheMonth = async () =>
  (await api.get('/api/products', listEnvelope(productSchema), { filter: { is_monthly: true }, include: 'recipes' })).data[0] ?? null;

const bestSellerCount = 5;

/** The five best sellers, in the shop's order. */
export const fetchBestSellers = async () =>
  (
    await api.get('/api/products', listEnvelope(productSchema), {
      perPage: bestSellerCount,
      filter: { is_highlighted: true },
      sort: 'order',
    })
  ).data;
