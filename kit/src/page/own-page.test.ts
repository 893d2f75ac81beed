import { pageFromSearch } from '@lemon/shared';
import { describe, expect, it } from 'vitest';
import type { Loader } from '../data/create-loader';
import { ownPageLoading, prefetchOwnPage } from './own-page';

/** A loader as the prefetch sees it: it writes down what it was asked to load ahead. */
function loaderAhead<Params>(key: string) {
  const asked: unknown[] = [];
  const loader = { key, fetchAhead: (params?: Params) => void asked.push(params ?? 'nothing') } as unknown as Loader<Params, unknown>;
  return { loader, asked };
}

/** The catalogue as its lifecycles declare it: two pages of its own, and its blocks on the home page. */
function catalogue() {
  const [product, category, productOfTheMonth, bestSellers] = [
    loaderAhead<string>('catalog/product'),
    loaderAhead<{ slug: string; page: number }>('catalog/category'),
    loaderAhead<void>('catalog/product-of-the-month'),
    loaderAhead<void>('catalog/best-sellers'),
  ] as const;
  const prefetch = prefetchOwnPage(
    [
      ownPageLoading({ route: 'product', loader: product.loader, params: (route) => route.params.slug ?? '' }),
      ownPageLoading({
        route: 'category',
        loader: category.loader,
        params: (route, search) => ({ slug: route.params.slug ?? '', page: pageFromSearch(search) }),
      }),
    ],
    { home: [productOfTheMonth.loader, bestSellers.loader] },
  );
  const asked = () => ({
    product: product.asked,
    category: category.asked,
    productOfTheMonth: productOfTheMonth.asked,
    bestSellers: bestSellers.asked,
  });
  return { prefetch, asked };
}

describe('loading ahead what an app shows at an address', () => {
  it('loads one of its pages with that page’s loader, for the address’s params and query', () => {
    const { prefetch, asked } = catalogue();
    prefetch('/it/produit/limoncello', '');
    prefetch('/en/categorie/drinks', '?page=2');
    expect(asked()).toEqual({ product: ['limoncello'], category: [{ slug: 'drinks', page: 2 }], productOfTheMonth: [], bestSellers: [] });
  });

  it('loads what its fragments show on a shell page, and nothing for a page it shows nothing of', () => {
    const { prefetch, asked } = catalogue();
    for (const pathname of ['/fr', '/fr/contact', '/fr/nulle-part', '/']) prefetch(pathname, '');
    expect(asked()).toEqual({ product: [], category: [], productOfTheMonth: ['nothing'], bestSellers: ['nothing'] });
  });
});
