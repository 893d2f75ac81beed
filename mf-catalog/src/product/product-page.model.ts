import { createLoader } from '@lemon/kit';
import { fetchProduct, fetchRelatedProducts, productPageAtHand } from './product-page.api';

export const productPage = createLoader(
  async (slug: string) => {
    const product = await fetchProduct(slug);
    return { product, related: await fetchRelatedProducts(product) };
  },
  // The same product under its slug in another language: nothing to load.
  { alreadyShows: ({ product }, slug) => Object.values(product.slug).includes(slug), atHand: productPageAtHand },
);
