import { definePages } from '@lemon/app-protocol';
import { cartCookieName } from '@lemon/shared';

/** The cart's pages: its build publishes them, and the shop routes their addresses to this app. */
export const cartPages = definePages({
  // One shopper's basket: nothing for a search engine. The server draws the empty cart; a shopper's own is
  // drawn by the browser, so the drawing depends on whether the visitor has a cart.
  cart: { path: 'panier', indexed: false, variesWithCookies: [cartCookieName] },
  delivery: { path: 'livraison', access: 'signed-in' },
});
