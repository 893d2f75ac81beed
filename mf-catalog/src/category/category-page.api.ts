import { api, categorySchema, itemEnvelope, listEnvelope, productSchema } from '@lemon/shared';

// The category page's calls, each checked against the shared contract.

/** Products a category page shows at once. */
const categoryPageSize = 12;

export const fetchCategory = async (slug: string) =>
  (await api.get(`/api/product_categories/${encodeURIComponent(slug)}`, itemEnvelope(categorySchema))).data;

/** One page of a category's products, in the shop's order. */
export const fetchCategoryProducts = (categoryId: number, page: number) =>
  api.get('/api/products', listEnvelope(productSchema), {
    filter: { product_category_id: categoryId },
    sort: 'order',
    perPage: categoryPageSize,
    page,
  });
