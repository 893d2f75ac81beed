// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../contract/cart';
import { $cart, $cartQuantity, addToCartFx, cartCookieName, loadCartFx, refreshCartFx } from './cart';

function cart(quantities: number[]): Cart {
  return {
    uuid: 'cart-1',
    subtotal: 0,
    promo: null,
    discount: 0,
    total: 0,
    contains_alcohol: false,
    cart_items: quantities.map((quantity, index) => ({
      id: index,
      product_variation_id: index,
      quantity,
      product_variation: {
        id: index,
        product_id: 1,
        label: { fr: 'x', en: 'x', it: 'x' },
        color: null,
        price: 100,
        stock: 10,
        main_picture_url: '',
        card_picture_url: '',
        picture_srcset: { avif: '', webp: '' },
        is_default: true,
      },
      product: { id: 1, label: { fr: 'x', en: 'x', it: 'x' }, slug: { fr: 'x', en: 'x', it: 'x' } },
    })),
  };
}

// The server's side of these effects is covered by the API's tests; here, what the store does with it.
describe('the cart store', () => {
  it('counts every unit for the header badge', async () => {
    const scope = fork({ handlers: [[addToCartFx, async () => cart([2, 3])]] });
    expect(scope.getState($cartQuantity)).toBe(0);
    await allSettled(addToCartFx, { scope, params: { product_variation_id: 1, quantity: 3 } });
    expect(scope.getState($cartQuantity)).toBe(5);
  });

  it('keeps the cart id in the cart cookie after the first add', async () => {
    Cookies.remove(cartCookieName);
    const scope = fork({ handlers: [[addToCartFx, async () => cart([1])]] });
    await allSettled(addToCartFx, { scope, params: { product_variation_id: 1, quantity: 1 } });
    expect(Cookies.get(cartCookieName)).toBe('cart-1');
  });

  it('forgets a cart that cannot be fetched, cookie and all', async () => {
    Cookies.set(cartCookieName, 'gone');
    const scope = fork({
      values: [[$cart, cart([1])]],
      handlers: [
        [
          loadCartFx,
          async () => {
            throw new Error('404');
          },
        ],
      ],
    });
    await allSettled(loadCartFx, { scope });
    expect(scope.getState($cart)).toBeNull();
    expect(Cookies.get(cartCookieName)).toBeUndefined();
  });

  it('shows the cart read again (a new price), and keeps it and its cookie when reading it again fails', async () => {
    Cookies.set(cartCookieName, 'cart-1');
    const repriced = { ...cart([2]), subtotal: 1980 };
    const scope = fork({ values: [[$cart, cart([2])]], handlers: [[refreshCartFx, async () => repriced]] });
    await allSettled(refreshCartFx, { scope });
    expect(scope.getState($cart)).toEqual(repriced);

    const offline = fork({
      values: [[$cart, repriced]],
      handlers: [
        [
          refreshCartFx,
          async () => {
            throw new Error('Network error');
          },
        ],
      ],
    });
    await allSettled(refreshCartFx, { scope: offline });
    expect(offline.getState($cart)).toEqual(repriced);
    expect(Cookies.get(cartCookieName)).toBe('cart-1');
  });
});
