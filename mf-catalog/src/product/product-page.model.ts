import { createLoader } from '@lemon/shared';
import { fetchProduct, fetchProducts } from '../catalog-api/catalog-api';

/** The spec: three related products under a product. */
export const relatedProductCount = 3;

export const productPage = createLoader(
  async (slug: string) => {
    const product = await fetchProduct(slug);
    const related = await fetchProducts({
      filter: { product_category_id: product.product_category_id, related: product.id },
      perPage: relatedProductCount,
    });
    return { product, related: related.data };
  },
  // The same product under its slug in another language: nothing to load.
  { alreadyShows: ({ product }, slug) => Object.values(product.slug).includes(slug) },
);
