import { createLoader } from '@lemon/kit';
import type { ListingChoices } from '../listing/listing-choices';
import { fetchCategory, fetchCategoryProducts } from './category-page.api';

export const categoryPage = createLoader(
  async ({ slug, choices }: { slug: string; choices: ListingChoices }, client) => {
    const category = await fetchCategory(slug, client);
    const products = await fetchCategoryProducts(category.id, choices, client);
    return { category, products, choices };
  },
  {
    // The server loads and draws the category page itself (`server-render.tsx`); the browser starts from it.
    key: 'catalog/category',
    // The same category under its slug in another language (after a language switch), the same choices: nothing to load.
    alreadyShows: ({ category, choices: shown }, { slug, choices }) =>
      Object.values(category.slug).includes(slug) && JSON.stringify(shown) === JSON.stringify(choices),
  },
);
