import { createLoader } from '@lemon/shared';
import { fetchCategory, fetchProducts } from '../catalog-api/catalog-api';

/** Products a category page shows at once. */
export const categoryPageSize = 12;

export const categoryPage = createLoader(
  async ({ slug, page }: { slug: string; page: number }) => {
    const category = await fetchCategory(slug);
    const products = await fetchProducts({ filter: { product_category_id: category.id }, sort: 'order', perPage: categoryPageSize, page });
    return { category, products };
  },
  // The same category under its slug in another language (after a language switch): nothing to load.
  {
    alreadyShows: ({ category, products }, { slug, page }) =>
      Object.values(category.slug).includes(slug) && products.meta.current_page === page,
  },
);
