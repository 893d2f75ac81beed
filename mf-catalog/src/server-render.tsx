import { createFeatureAppServerRender, ownPage, ownPagesRender } from '@lemon/kit/server-render';
import { BestSellers, ProductOfTheMonth } from './home-blocks/home-blocks';
import { catalogTranslations } from './i18n';
import { productHead, productNotFoundHead, productPreloads } from './product/product-head';
import { productPage } from './product/product-page.model';
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
]);
