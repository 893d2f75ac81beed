import { createFeatureAppLifecycles } from '@lemon/kit';
import { bestSellers, productOfTheMonth } from './home-blocks/home-blocks.model';
import { loadCatalogTexts } from './i18n/load';
import { catalogPageLoading } from './own-pages';
import { CatalogRoutes } from './routes';

// The app's only public entry: the shell mounts it on its routes.
export const { bootstrap, mount, unmount, prefetchPage } = createFeatureAppLifecycles({
  name: 'catalog',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: loadCatalogTexts,
  Routes: CatalogRoutes,
  pages: Object.values(catalogPageLoading),
  fragments: { home: [productOfTheMonth, bestSellers] },
});
