import { pageFromSearch } from '@lemon/shared';
import { createFeatureAppServerRender, ownPage, ownPagesRender } from '@lemon/kit/server-render';
import { BestSellers, ProductOfTheMonth } from './home-blocks/home-blocks';
import { catalogTranslations } from './i18n';
import { categoryHead, categoryNotFoundHead, categoryPreloads } from './category/category-head';
import { categoryPage } from './category/category-page.model';
import { productHead, productNotFoundHead, productPreloads } from './product/product-head';
import { productPage } from './product/product-page.model';
import { recipesHead } from './recipes/recipes-head';
import { recipesPage } from './recipes/recipes-page.model';
import { CatalogRoutes } from './routes';

// What the shop's server draws of this app before any script runs: its pages, and the home page's blocks.
export const { serverRenderVersion, buildId, renderPage, renderFragments } = createFeatureAppServerRender({
  name: 'catalog',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: catalogTranslations,
  Routes: CatalogRoutes,
  fragments: { 'home-blocks': { ProductOfTheMonth, BestSellers } },
});

/** The pages this app loads, heads and draws itself: the server asks it for them whole. */
export const { renderOwnPage, ownedRoutes } = ownPagesRender('catalog', CatalogRoutes, [
  ownPage({
    route: 'product',
    loader: productPage,
    params: (route) => route.params.slug ?? '',
    head: ({ product }, locale, origin) => productHead(product, locale, origin),
    notFoundHead: productNotFoundHead,
    preloads: ({ product }) => productPreloads(product),
  }),
  ownPage({
    route: 'category',
    loader: categoryPage,
    params: (route, search) => ({ slug: route.params.slug ?? '', page: pageFromSearch(search) }),
    head: categoryHead,
    notFoundHead: categoryNotFoundHead,
    preloads: categoryPreloads,
  }),
  ownPage({
    route: 'recipes',
    loader: recipesPage,
    params: () => undefined,
    head: (_, locale, origin) => recipesHead(locale, origin),
  }),
]);
