import { $cart, ApiError, ValidationError, type Cart } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { cartLine, cartOf, lemon10 } from '../testing/carts';
import { writtenToasts } from '../testing/toasts';
import { $removingPromo, applyPromoFx, applyPromoRequestFx, promoRemoved, removePromoRequestFx } from './promo.model';

const withoutPromo = cartOf([cartLine(1, { price: 20_00, quantity: 2 })]);
const withPromo = cartOf(withoutPromo.cart_items, { promo: lemon10, discount: 4_00 });

/** A scope showing `cart`, whose server answers the promo calls as told, and whose toasts are written down. */
function shopWith(cart: Cart | null, answers: { apply?: () => Promise<Cart>; remove?: () => Promise<Cart> } = {}) {
  const applied = vi.fn(answers.apply ?? (async () => withPromo));
  const removed = vi.fn(answers.remove ?? (async () => withoutPromo));
  const { toasts, handler: toastsHandler } = writtenToasts();
  const scope = fork({
    values: [[$cart, cart]],
    handlers: [[applyPromoRequestFx, applied], [removePromoRequestFx, removed], toastsHandler],
  });
  return { scope, applied, removed, toasts };
}

describe('the promo code’s model', () => {
  it('applies the code to the cart the page shows, and the page’s cart becomes the server’s answer', async () => {
    const { scope, applied, toasts } = shopWith(withoutPromo);
    const result = await allSettled(applyPromoFx, { scope, params: { promo_id: 'LEMON10' } });
    expect(result).toEqual({ status: 'done', value: withPromo });
    expect(applied.mock.calls).toEqual([[{ uuid: 'cart-1', promo_id: 'LEMON10' }]]);
    expect(scope.getState($cart)).toEqual(withPromo);
    expect(toasts).toEqual([]);
  });

  it('keeps the cart as it was when the server refuses the code, and leaves the telling to the form', async () => {
    const refusal = new ValidationError('Refused', { promo_id: ['promo_invalid'] });
    const { scope, toasts } = shopWith(withoutPromo, {
      apply: async () => {
        throw refusal;
      },
    });
    const result = await allSettled(applyPromoFx, { scope, params: { promo_id: 'NOPE' } });
    expect(result).toEqual({ status: 'fail', value: refusal });
    expect(scope.getState($cart)).toBe(withoutPromo);
    expect(toasts).toEqual([]);
  });

  it('calls nothing without a cart', async () => {
    const { scope, applied, removed } = shopWith(null);
    expect((await allSettled(applyPromoFx, { scope, params: { promo_id: 'LEMON10' } })).status).toBe('fail');
    await allSettled(promoRemoved, { scope });
    expect(applied).not.toHaveBeenCalled();
    expect(removed).not.toHaveBeenCalled();
    expect(scope.getState($cart)).toBeNull();
  });

  it('removes the code from the cart, and the page’s cart becomes the answer, without it', async () => {
    const { scope, removed, toasts } = shopWith(withPromo);
    await allSettled(promoRemoved, { scope });
    expect(removed.mock.calls).toEqual([['cart-1']]);
    expect(scope.getState($cart)).toEqual(withoutPromo);
    expect(toasts).toEqual([]);
  });

  it('keeps the code and says "an error occurred" when the removal fails', async () => {
    const { scope, toasts } = shopWith(withPromo, {
      remove: async () => {
        throw new ApiError(500, 'down');
      },
    });
    await allSettled(promoRemoved, { scope });
    expect(scope.getState($cart)).toBe(withPromo);
    expect(toasts).toEqual(['Une erreur est survenue.']);
  });

  it('is removing while the removal is on its way', async () => {
    let answer!: (cart: Cart) => void;
    const { scope } = shopWith(withPromo, { remove: () => new Promise<Cart>((resolve) => (answer = resolve)) });
    const removal = allSettled(promoRemoved, { scope });
    expect(scope.getState($removingPromo)).toBe(true);
    answer(withoutPromo);
    await removal;
    expect(scope.getState($removingPromo)).toBe(false);
  });
});
