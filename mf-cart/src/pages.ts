import { definePages } from '@lemon/app-protocol';

/** The cart's pages: its build publishes them, and the shop routes their addresses to this app. */
export const cartPages = definePages({
  // One shopper's basket: nothing for a search engine. The server draws the empty cart; a shopper's own is
  // drawn by the browser (its render reads whether the visitor has a cart, and the server keeps the two apart).
  cart: { path: 'panier', indexed: false },
  delivery: { path: 'livraison', access: 'signed-in' },
});
