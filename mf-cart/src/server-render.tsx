import { callOf } from '@lemon/app-protocol/calls';
import type { PageRequest } from '@lemon/app-protocol/render';
import { isMissing } from '@lemon/kit';
import { createFeatureAppServerRender, visitorApi, type VisitorsOwn } from '@lemon/kit/server-render';
import { $cart, cartCookieName, storeCalls, type Cart } from '@lemon/shared';
import { drawnCartKey } from './cart/drawn-cart';
import { cartTranslations } from './i18n';
import { pageHeads } from './page-heads';
import { CartRoutes } from './routes';

/**
 * The cart the visitor's cookie names, read as them (their session: a customer's cart is theirs alone), for the
 * cart page drawn for them alone; null when it is gone (the browser then forgets the cookie). None for a visitor
 * without a cart, who gets the empty cart everyone gets.
 */
async function visitorsCart(request: PageRequest): Promise<VisitorsOwn | undefined | 'browser'> {
  const api = visitorApi(request);
  if (!request.ownCookie || !api)
    return request.cookie(cartCookieName, (value) => (value === undefined ? 'no cart' : 'a cart')) === 'a cart' ? 'browser' : undefined;
  const uuid = request.ownCookie(cartCookieName);
  if (uuid === undefined) return undefined;
  const cart: Cart | null = await api.get(callOf(storeCalls.cart, { uuid }), storeCalls.cart.response).then(
    ({ data }) => data,
    (error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    },
  );
  return { values: [[$cart, cart]], state: { [drawnCartKey]: { params: undefined, status: 'ready', data: cart } } };
}

// What the shop's server draws of this app before any script runs: the cart page, with the shopper's own cart
// when they have one (a page drawn for them alone), so that a shopper without scripts sees what they added.
export const { serverRenderVersion, buildId, render } = createFeatureAppServerRender({
  name: 'cart',
  buildId: String(process.env.BUILD_ID), // set by the build
  pageHeads,
  drawing: { translations: cartTranslations, Routes: CartRoutes },
  visitorsOwn: visitorsCart,
});
