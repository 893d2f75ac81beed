import { createFeatureAppServerRender } from '@lemon/kit/server-render';
import { cartCookieName } from '@lemon/shared';
import { parseCookie } from 'cookie';
import { cartTranslations } from './i18n';
import { CartRoutes } from './routes';

// What the shop's server draws of this app before any script runs: the cart page of a shopper who has no cart
// yet, its empty state. A cart of their own is read by the browser (the shell loads it), which draws it; the
// server keeps the two pages apart by `pageVariant`.
export const { serverRenderVersion, buildId, renderPage, pageVariant } = createFeatureAppServerRender({
  name: 'cart',
  buildId: String(process.env.BUILD_ID), // set by the build
  translations: cartTranslations,
  Routes: CartRoutes,
  leavesToTheBrowser: ({ cookies }) => parseCookie(cookies)[cartCookieName] !== undefined,
});
