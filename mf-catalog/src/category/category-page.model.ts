import { createLoader } from '@lemon/kit';
import { categoryPageAtHand, fetchCategory, fetchCategoryProducts } from './category-page.api';

export const categoryPage = createLoader(
  async ({ slug, page }: { slug: string; page: number }) => {
    const category = await fetchCategory(slug);
    const products = await fetchCategoryProducts(category.id, page);
    return { category, products };
  },
  {
    // The same category under its slug in another language (after a language switch): nothing to load.
    alreadyShows: ({ category, products }, { slug, page }) =>
      Object.values(category.slug).includes(slug) && products.meta.current_page === page,
    atHand: categoryPageAtHand,
  },
);
