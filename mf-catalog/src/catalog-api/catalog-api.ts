import { api, categorySchema, itemEnvelope, listEnvelope, productSchema, recipeWithProductsSchema, type Query } from '@lemon/shared';

// The catalogue calls this app makes, each checked against the shared contract.

export const fetchCategory = async (slug: string) =>
  (await api.get(`/api/product_categories/${encodeURIComponent(slug)}`, itemEnvelope(categorySchema))).data;

export const fetchProducts = (query: Query) => api.get('/api/products', listEnvelope(productSchema), query);

export const fetchProduct = async (slug: string) =>
  (await api.get(`/api/products/${encodeURIComponent(slug)}`, itemEnvelope(productSchema))).data;

export const fetchRecipes = async () =>
  (await api.get('/api/recipes', listEnvelope(recipeWithProductsSchema), { include: 'products', perPage: 100 })).data;
