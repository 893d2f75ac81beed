import { createFeatureAppServerRender } from '@lemon/kit/server-render';
import { cartCookieName } from '@lemon/shared';
import { cartTranslations } from './i18n';
import { pageHeads } from './page-heads';
import { CartRoutes } from './routes';

// What the shop's server draws of this app before any script runs: the cart page of a shopper who has no cart
// yet, its empty state. A cart of their own is read by the browser (the shell loads it), which draws it; the
// server keeps the two pages apart by the kind of cookie the page read.
export const { serverRenderVersion, buildId, render } = createFeatureAppServerRender({
  name: 'cart',
  buildId: String(process.env.BUILD_ID), // set by the build
  pageHeads,
  drawing: { translations: cartTranslations, Routes: CartRoutes },
  leavesToTheBrowser: ({ cookie }) => cookie(cartCookieName, (value) => (value === undefined ? 'no cart' : 'a cart')) === 'a cart',
});
