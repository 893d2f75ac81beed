import { createLoader } from '@lemon/shared';
import { fetchProducts } from '../catalog-api/catalog-api';

/** The spec's calls: the product of the month with its recipes, and the five best sellers by order. */
export const productOfTheMonth = createLoader(
  async () => (await fetchProducts({ filter: { is_monthly: true }, include: 'recipes' })).data[0] ?? null,
);

export const bestSellerCount = 5;
export const bestSellers = createLoader(
  async () => (await fetchProducts({ perPage: bestSellerCount, filter: { is_highlighted: true }, sort: 'order' })).data,
);
