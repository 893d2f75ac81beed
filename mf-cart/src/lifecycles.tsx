import { createFeatureAppLifecycles } from '@lemon/kit';
import { startFromDrawnCart } from './cart/drawn-cart';
import { loadCartTexts } from './i18n/load';
import { CartRoutes } from './routes';

// The app's only public entry: the shell mounts it on its routes.
export const { bootstrap, mount, unmount } = createFeatureAppLifecycles({
  name: 'cart',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: loadCartTexts,
  Routes: CartRoutes,
  startsFrom: startFromDrawnCart,
});
