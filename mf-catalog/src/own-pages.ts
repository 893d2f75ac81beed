import { pageFromSearch } from '@lemon/shared';
import { ownPageLoading } from '@lemon/kit';
import { categoryPage } from './category/category-page.model';
import { productPage } from './product/product-page.model';
import { recipesPage } from './recipes/recipes-page.model';

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
    params: (route, search) => ({ slug: route.params.slug ?? '', page: pageFromSearch(search) }),
  }),
  recipes: ownPageLoading({ route: 'recipes', loader: recipesPage, params: () => undefined }),
};
