import { createEffect, createEvent, createStore, sample } from 'effector';
import Cookies from 'js-cookie';
import { callOf } from '@lemon/app-protocol/calls';
import { api, ApiError, hasStoredToken } from '../api/api-client';
import type { AddToCartPayload, Cart, RemoveFromCartPayload } from '../contract/cart';
import { cartCookieName } from './cart-cookie-name';
import { storeCalls } from './store-calls';

export { cartCookieName };

const cartCookieLifetimeDays = 1 / 24;

const readCartId = () => Cookies.get(cartCookieName);

/** The logged-in shopper's latest cart, wherever it was started; none yet (or no longer logged in) is null. */
async function shoppersLatestCart(): Promise<Cart | null> {
  try {
    return (await api.get(storeCalls.latestCart.path, storeCalls.latestCart.response)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The cart the cookie names; without one, a logged-in shopper's cart follows them from another device. */
async function readCart(): Promise<Cart | null> {
  const uuid = readCartId();
  if (uuid) return (await api.get(callOf(storeCalls.cart, { uuid }), storeCalls.cart.response)).data;
  return hasStoredToken() ? shoppersLatestCart() : null;
}

/** Loads the shopper's cart as the visit starts. */
export const loadCartFx = createEffect(readCart);

/**
 * Reads the cart again while a page shows it (its prices may have changed since): the page shows what the order
 * will charge. A failure (a network blip) leaves the cart as it was shown, and its cookie.
 */
export const refreshCartFx = createEffect(readCart);

export const addToCartFx = createEffect(async ({ product_variation_id, quantity }: Omit<AddToCartPayload, 'cart_id'>): Promise<Cart> => {
  const payload: AddToCartPayload = { product_variation_id, quantity, cart_id: readCartId() };
  return (await api.post(storeCalls.addToCart.path, storeCalls.addToCart.response, payload)).data;
});

/** Takes units off a line of the shopper's cart (the whole line without a quantity). */
export const removeFromCartFx = createEffect(
  async ({ product_variation_id, quantity }: Omit<RemoveFromCartPayload, 'cart_id'>): Promise<Cart> => {
    const cart_id = readCartId();
    if (!cart_id) throw new Error('There is no cart to remove from');
    const { removeFromCart } = storeCalls;
    return (await api.post(removeFromCart.path, removeFromCart.response, { cart_id, product_variation_id, quantity })).data;
  },
);

/** The cart as the server last answered it. */
export const cartChanged = createEvent<Cart | null>();
export const $cart = createStore<Cart | null>(null).on(cartChanged, (_, cart) => cart);
/** Every unit in the cart: the header badge. */
export const $cartQuantity = $cart.map((cart) => cart?.cart_items.reduce((total, item) => total + item.quantity, 0) ?? 0);

const rememberCartFx = createEffect((cart: Cart) => {
  if (readCartId() === cart.uuid) return;
  // Served over https, the cart id never travels in clear text.
  const secure = window.location.protocol === 'https:';
  Cookies.set(cartCookieName, cart.uuid, { expires: cartCookieLifetimeDays, sameSite: 'lax', path: '/', secure });
});
const forgetCartFx = createEffect(() => Cookies.remove(cartCookieName, { path: '/' }));

sample({ clock: [loadCartFx.doneData, refreshCartFx.doneData, addToCartFx.doneData, removeFromCartFx.doneData], target: cartChanged });
sample({ clock: addToCartFx.doneData, target: rememberCartFx });
// A cart found through the shopper's account is this browser's cart from now on.
sample({ clock: loadCartFx.doneData, filter: (cart): cart is Cart => cart !== null, target: rememberCartFx });
// The spec: a cart that cannot be fetched is forgotten.
sample({ clock: loadCartFx.fail, fn: () => null, target: cartChanged });
sample({ clock: loadCartFx.fail, target: forgetCartFx });
