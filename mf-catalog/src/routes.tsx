import { Route, routePattern, Routes } from '@lemon/shared';
import { CategoryPage } from './category/category-page';
import { ProductPage } from './product/product-page';
import { RecipesPage } from './recipes/recipes-page';

/** The pages of this app by route; the shell mounts the app only on these. */
export function CatalogRoutes() {
  return (
    <Routes>
      <Route path={routePattern('category')} element={<CategoryPage />} />
      <Route path={routePattern('product')} element={<ProductPage />} />
      <Route path={routePattern('recipes')} element={<RecipesPage />} />
    </Routes>
  );
}
