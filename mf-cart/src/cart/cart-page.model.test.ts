import { addToCartFx, ApiError, removeFromCartFx, ValidationError, type Cart } from '@lemon/shared';
import { commonTranslations } from '@lemon/shared/i18n/common';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { emptyCart } from '../testing/carts';
import { writtenToasts } from '../testing/toasts';
import { $cartBusy, $lineRefusal, lineRemoved, quantityDecreased, quantityIncreased } from './cart-page.model';

/** A scope whose server answers adds and removals with `answer`, and whose toasts are written down. */
function cartWith(answer: () => Promise<Cart> = async () => emptyCart) {
  const added = vi.fn(answer);
  const removed = vi.fn(answer);
  const { toasts, handler: toastsHandler } = writtenToasts();
  const scope = fork({ handlers: [[addToCartFx, added], [removeFromCartFx, removed], toastsHandler] });
  return { scope, added, removed, toasts };
}

describe('the cart page’s model', () => {
  it('adds one unit of the line’s variation on +', async () => {
    const { scope, added, removed } = cartWith();
    await allSettled(quantityIncreased, { scope, params: 21 });
    expect(added.mock.calls).toEqual([[{ product_variation_id: 21, quantity: 1 }]]);
    expect(removed).not.toHaveBeenCalled();
  });

  it('takes one unit off on −, and the whole line on remove', async () => {
    const { scope, added, removed } = cartWith();
    await allSettled(quantityDecreased, { scope, params: 21 });
    await allSettled(lineRemoved, { scope, params: 34 });
    expect(removed.mock.calls).toEqual([[{ product_variation_id: 21, quantity: 1 }], [{ product_variation_id: 34 }]]);
    expect(added).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal translated, or "an error occurred", whichever change failed', async () => {
    const { scope, toasts } = cartWith(async () => {
      throw new ValidationError('Refused', { quantity: ['stock'] });
    });
    await allSettled(quantityIncreased, { scope, params: 21 });
    expect(toasts).toEqual([commonTranslations.fr.validation.errors.stock]);
    // On its line too, until the next change.
    expect(scope.getState($lineRefusal)).toEqual({ variationId: 21, message: toasts[0] });

    const failing = cartWith(async () => {
      throw new ApiError(500, 'down');
    });
    await allSettled(quantityDecreased, { scope: failing.scope, params: 21 });
    await allSettled(lineRemoved, { scope: failing.scope, params: 21 });
    expect(failing.toasts).toEqual(['Une erreur est survenue.', 'Une erreur est survenue.']);

    const throttled = cartWith(async () => {
      throw new ApiError(429, 'Too many requests');
    });
    await allSettled(quantityIncreased, { scope: throttled.scope, params: 21 });
    expect(throttled.toasts).toEqual(['Trop de tentatives. Réessayez dans quelques minutes.']);
  });

  it('shows no toast when a change goes through', async () => {
    const { scope, toasts } = cartWith();
    await allSettled(quantityIncreased, { scope, params: 21 });
    await allSettled(quantityDecreased, { scope, params: 21 });
    await allSettled(lineRemoved, { scope, params: 21 });
    expect(toasts).toEqual([]);
  });

  it('is busy while any change is on its way, and free once it has ended', async () => {
    const answers: ((cart: Cart) => void)[] = [];
    const { scope } = cartWith(() => new Promise<Cart>((resolve) => answers.push(resolve)));
    for (const changed of [quantityIncreased, quantityDecreased, lineRemoved]) {
      expect(scope.getState($cartBusy)).toBe(false);
      const change = allSettled(changed, { scope, params: 21 });
      expect(scope.getState($cartBusy)).toBe(true);
      answers.shift()!(emptyCart);
      await change;
    }
    expect(scope.getState($cartBusy)).toBe(false);
  });
});
