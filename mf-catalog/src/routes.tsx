import { lazyPage } from '@lemon/kit';
import { routePatternOf } from '@lemon/app-protocol';
import { Route, Routes } from '@lemon/shared';
import { catalogPages } from './pages';

// Each page is a chunk of its own, named after its route: the server preloads the one a page shows; the parts it
// waits for when the browser draws it (`pageReady`: the sanitiser of the shop's HTML) come only then.
const CategoryPage = lazyPage(
  () => import(/* webpackChunkName: "route-category" */ './category/category-page'),
  (page) => page.CategoryPage,
);
const ProductPage = lazyPage(
  () => import(/* webpackChunkName: "route-product" */ './product/product-page'),
  (page) => page.ProductPage,
  (page) => page.pageReady(),
);
const RecipesPage = lazyPage(
  () => import(/* webpackChunkName: "route-recipes" */ './recipes/recipes-page'),
  (page) => page.RecipesPage,
  (page) => page.pageReady(),
);
const SearchPage = lazyPage(
  () => import(/* webpackChunkName: "route-search" */ './search/search-page'),
  (page) => page.SearchPage,
);

/** The pages of this app by route; the shell mounts the app only on these. */
export function CatalogRoutes() {
  return (
    <Routes>
      <Route path={routePatternOf(catalogPages.category)} element={<CategoryPage />} />
      <Route path={routePatternOf(catalogPages.product)} element={<ProductPage />} />
      <Route path={routePatternOf(catalogPages.recipes)} element={<RecipesPage />} />
      <Route path={routePatternOf(catalogPages.search)} element={<SearchPage />} />
    </Routes>
  );
}
