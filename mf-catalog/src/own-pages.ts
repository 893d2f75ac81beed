import { defaultLocale } from '@lemon/shared/locales';
import { ownPageLoading } from '@lemon/kit';
import { categoryPage } from './category/category-page.model';
import { productPage } from './product/product-page.model';
import { listingChoicesOf } from './listing/listing-choices';
import { recipesPage } from './recipes/recipes-page.model';
import { searchPage, searchWordsOf } from './search/search-page.model';

/**
 * What the pages this app draws itself load: the shell asks the app to load it ahead of a followed link
 * (`lifecycles.tsx`); the server render adds their heads (`server-render.tsx`). Only the loaders: the heads stay
 * in the pages' own chunks.
 */
export const catalogPageLoading = {
  product: ownPageLoading({ route: 'product', loader: productPage, params: (route) => route.params.slug ?? '' }),
  category: ownPageLoading({
    route: 'category',
    loader: categoryPage,
    params: (route, search) => ({ slug: route.params.slug ?? '', choices: listingChoicesOf(search) }),
  }),
  search: ownPageLoading({
    route: 'search',
    loader: searchPage,
    params: (route, search) => ({
      words: searchWordsOf(search),
      locale: route.locale ?? defaultLocale,
      choices: listingChoicesOf(search),
    }),
  }),
  recipes: ownPageLoading({ route: 'recipes', loader: recipesPage, params: () => undefined }),
};
