import { api, itemEnvelope, listEnvelope, productSchema, type Product } from '@lemon/shared';

// The product page's calls, each checked against the shared contract.

/** The spec: three related products under a product. */
const relatedProductCount = 3;

export const fetchProduct = async (slug: string) =>
  (await api.get(`/api/products/${encodeURIComponent(slug)}`, itemEnvelope(productSchema))).data;

export const fetchRelatedProducts = async (product: Product) =>
  (
    await api.get('/api/products', listEnvelope(productSchema), {
      filter: { product_category_id: product.product_category_id, related: product.id },
      perPage: relatedProductCount,
    })
  ).data;
