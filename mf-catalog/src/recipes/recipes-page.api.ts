import { api, listEnvelope, recipeWithProductsSchema } from '@lemon/shared';

/** The recipes page's call: every recipe with the products it uses, checked against the shared contract. */
export const fetchRecipes = async () =>
  (await api.get('/api/recipes', listEnvelope(recipeWithProductsSchema), { include: 'products', perPage: 100 })).data;
