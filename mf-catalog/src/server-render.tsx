import { createFeatureAppServerRender } from '@lemon/kit/server-render';
import { BestSellers, ProductOfTheMonth } from './home-blocks/home-blocks';
import { catalogTranslations } from './i18n';
import { CatalogRoutes } from './routes';

// What the shop's server draws of this app before any script runs: its pages, and the home page's blocks.
export const { serverRenderVersion, buildId, renderPage, renderFragments } = createFeatureAppServerRender({
  name: 'catalog',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: catalogTranslations,
  Routes: CatalogRoutes,
  fragments: { 'home-blocks': { ProductOfTheMonth, BestSellers } },
});
