import { createFeatureAppLifecycles } from '@lemon/kit';
import { startFromDrawnCart } from './cart/drawn-cart';
import { cartTranslations } from './i18n';
import { CartRoutes } from './routes';

// The app's only public entry: the shell mounts it on its routes.
export const { bootstrap, mount, unmount } = createFeatureAppLifecycles({
  name: 'cart',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: cartTranslations,
  Routes: CartRoutes,
  startsFrom: startFromDrawnCart,
});
