import { createLoader } from '@lemon/kit';
import { fetchCategory, fetchCategoryProducts } from './category-page.api';

export const categoryPage = createLoader(
  async ({ slug, page }: { slug: string; page: number }, client) => {
    const category = await fetchCategory(slug, client);
    const products = await fetchCategoryProducts(category.id, page, client);
    return { category, products };
  },
  {
    // The server loads and draws the category page itself (`server-render.tsx`); the browser starts from it.
    key: 'catalog/category',
    // The same category under its slug in another language (after a language switch): nothing to load.
    alreadyShows: ({ category, products }, { slug, page }) =>
      Object.values(category.slug).includes(slug) && products.meta.current_page === page,
  },
);
