import { createLoader } from '@lemon/kit';
import { fetchProduct, fetchRelatedProducts } from './product-page.api';

export const productPage = createLoader(
  async (slug: string, client) => {
    const product = await fetchProduct(slug, client);
    return { product, related: await fetchRelatedProducts(product, client) };
  },
  {
    // The server loads and draws the product page itself (`server-render.tsx`); the browser starts from it.
    key: 'catalog/product',
    // The same product under its slug in another language: nothing to load.
    alreadyShows: ({ product }, slug) => Object.values(product.slug).includes(slug),
  },
);
