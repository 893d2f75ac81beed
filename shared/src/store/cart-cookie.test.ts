// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://shop.example/fr/panier" }
import { allSettled, fork } from 'effector';
import { expect, it, vi } from 'vitest';
import type { Cart } from '../contract/cart';
import { addToCartFx, cartCookieName } from './cart';

it('sends the cart cookie only over https when the shop is served over https', async () => {
  const written = vi.spyOn(Document.prototype, 'cookie', 'set');
  const scope = fork({
    handlers: [
      [
        addToCartFx,
        async (): Promise<Cart> => ({
          uuid: 'cart-1',
          subtotal: 0,
          promo: null,
          discount: 0,
          total: 0,
          contains_alcohol: false,
          cart_items: [],
        }),
      ],
    ],
  });
  await allSettled(addToCartFx, { scope, params: { product_variation_id: 1, quantity: 1 } });
  const cookie = written.mock.calls.map(([text]) => String(text)).find((text) => text.startsWith(`${cartCookieName}=`));
  expect(cookie).toMatch(/; secure/i);
});
