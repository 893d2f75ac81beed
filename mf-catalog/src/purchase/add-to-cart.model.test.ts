import { addToCartFx, ApiError, i18n, registerTranslations, ValidationError, type Cart } from '@lemon/shared';
import { allSettled, fork } from 'effector';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogTranslations } from '../i18n';
import { $addingToCart, $addRefusal, addToCartClicked, showAddedToastFx, showAddFailedToastFx } from './add-to-cart.model';

const emptyCart: Cart = { uuid: 'cart-1', subtotal: 0, promo: null, discount: 0, total: 0, contains_alcohol: false, cart_items: [] };

/** A scope whose server answers with `add`, and whose toasts are written down instead of shown. */
function shopWith(add: () => Promise<Cart>) {
  const added = vi.fn(add);
  const toasts: { success: string[]; error: string[] } = { success: [], error: [] };
  const scope = fork({
    handlers: [
      [addToCartFx, added],
      [showAddedToastFx, (message: string) => void toasts.success.push(message)],
      [showAddFailedToastFx, (message: string) => void toasts.error.push(message)],
    ],
  });
  return { scope, added, toasts };
}

beforeAll(() => registerTranslations('catalog', catalogTranslations));

describe('adding to the cart from the catalogue', () => {
  it('adds the variation in the quantity chosen, and says so with the product’s name and the count', async () => {
    const { scope, added, toasts } = shopWith(async () => emptyCart);
    await allSettled(addToCartClicked, { scope, params: { productName: 'Liqueur de citron', variationId: 12, quantity: 2 } });
    expect(added).toHaveBeenCalledWith({ product_variation_id: 12, quantity: 2 });
    await allSettled(addToCartClicked, { scope, params: { productName: 'Confiture', variationId: 3, quantity: 1 } });
    expect(toasts.success).toEqual(['2 × Liqueur de citron ont été ajoutés au panier.', 'Confiture a été ajouté au panier.']);
    expect(toasts.error).toEqual([]);
  });

  it('says how many are left, as the API counted them, when the quantity is more than the stock, at the variation’s button and in a toast', async () => {
    const { scope, toasts } = shopWith(async () => {
      if (toasts.error.length === 0) throw new ValidationError('Only 3 left.', { quantity: ['stock'] }, { available: 3, in_cart: 0 });
      return emptyCart;
    });
    await allSettled(addToCartClicked, { scope, params: { productName: 'Confiture', variationId: 3, quantity: 12 } });
    expect(toasts.error).toEqual(['Stock restant : 3. Choisissez une quantité plus petite.']);
    expect(scope.getState($addRefusal)).toEqual({ variationId: 3, message: toasts.error[0] });
    // Tried again with fewer: added, and the reason goes.
    await allSettled(addToCartClicked, { scope, params: { productName: 'Confiture', variationId: 3, quantity: 7 } });
    expect(scope.getState($addRefusal)).toBeNull();
    expect(toasts.success).toHaveLength(1);
  });

  it('says how many of those left the cart holds already, and the field’s reason when the API gives no number', async () => {
    const refusals = [
      new ValidationError('Only 3 left, 2 of them already in your cart.', { quantity: ['stock'] }, { available: 3, in_cart: 2 }),
      new ValidationError('Only 3 left.', { quantity: ['stock'] }),
    ];
    const { scope, toasts } = shopWith(async () => {
      throw refusals.shift();
    });
    await allSettled(addToCartClicked, { scope, params: { productName: 'Confiture', variationId: 3, quantity: 2 } });
    await allSettled(addToCartClicked, { scope, params: { productName: 'Confiture', variationId: 3, quantity: 2 } });
    expect(toasts.error).toEqual([
      'Stock restant : 3, dont 2 déjà dans votre panier. Choisissez une quantité plus petite.',
      i18n.t('common:validation.errors.stock'),
    ]);
  });

  it('asks to wait a moment when the shop was asked too often', async () => {
    const { scope, toasts } = shopWith(async () => {
      throw new ApiError(429, 'Too many requests');
    });
    await allSettled(addToCartClicked, { scope, params: { productName: 'Confiture', variationId: 3, quantity: 1 } });
    expect(toasts.error).toEqual([i18n.t('common:errors.tooManyAttempts')]);
  });

  it('says "an error occurred" for a failure the shop does not explain', async () => {
    const { scope, toasts } = shopWith(async () => {
      throw new ApiError(500, 'down');
    });
    await allSettled(addToCartClicked, { scope, params: { productName: 'Liqueur de citron', variationId: 12, quantity: 1 } });
    expect(toasts.error).toEqual(['Une erreur est survenue.']);
    expect(toasts.success).toEqual([]);
  });

  it('keeps the buttons waiting while an add is on its way, and frees them after it, whatever its end', async () => {
    let answer!: (cart: Cart) => void;
    const { scope } = shopWith(() => new Promise<Cart>((resolve) => (answer = resolve)));
    expect(scope.getState($addingToCart)).toBe(false);
    const adding = allSettled(addToCartClicked, {
      scope,
      params: { productName: 'Liqueur de citron', variationId: 12, quantity: 1 },
    });
    expect(scope.getState($addingToCart)).toBe(true);
    answer(emptyCart);
    await adding;
    expect(scope.getState($addingToCart)).toBe(false);

    const failing = shopWith(async () => {
      throw new Error('offline');
    });
    await allSettled(addToCartClicked, {
      scope: failing.scope,
      params: { productName: 'Liqueur de citron', variationId: 12, quantity: 1 },
    });
    expect(failing.scope.getState($addingToCart)).toBe(false);
  });
});
