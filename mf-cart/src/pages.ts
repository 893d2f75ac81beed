import { definePages } from '@lemon/app-protocol';

/** The cart's pages: its build publishes them, and the shop routes their addresses to this app. */
export const cartPages = definePages({
  // One shopper's basket: nothing for a search engine. The server draws it with the shopper's own cart, for them
  // alone (its render reads the cart cookie's value); a shopper without one gets the empty cart everyone gets.
  cart: { path: 'panier', indexed: false },
  delivery: { path: 'livraison', access: 'signed-in' },
});
