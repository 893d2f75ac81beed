// @vitest-environment jsdom
import { $cart, ApiError, ValidationError, type Cart, useUnit } from '@lemon/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, cartOf, lemon10 } from '../testing/carts';
import { commonTexts, renderInScope, texts } from '../testing/render-in-scope';
import { showErrorToastFx } from '../toasts/toasts';
import { PromoCode } from './promo-code';
import { applyPromoRequestFx, removePromoRequestFx } from './promo.model';

const t = texts.fr.promo;
const withoutPromo = cartOf([cartLine(1, { price: 20_00, quantity: 2 })]);
const withPromo = cartOf(withoutPromo.cart_items, { promo: lemon10, discount: 4_00 });

/** The promo block as the cart page draws it: for the cart of the page's store. */
function PromoOfCart() {
  const cart = useUnit($cart);
  return cart && <PromoCode promo={cart.promo} />;
}

async function renderPromo(cart: Cart, apply: () => Promise<Cart>, remove: () => Promise<Cart> = async () => withoutPromo) {
  const applied = vi.fn(apply);
  const removed = vi.fn(remove);
  const scope = fork({
    values: [[$cart, cart]],
    handlers: [
      [applyPromoRequestFx, applied],
      [removePromoRequestFx, removed],
      [showErrorToastFx, () => undefined],
    ],
  });
  await renderInScope(<PromoOfCart />, { scope });
  return { applied, removed, scope };
}

const field = () => screen.getByLabelText<HTMLInputElement>(t.label);
/** Types a code and presses the button, once it can be pressed: a code still on its way keeps it disabled. */
const send = async (code: string) => {
  fireEvent.change(field(), { target: { value: code } });
  const button = screen.getByRole<HTMLButtonElement>('button', { name: t.apply });
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
};

afterEach(cleanup);

describe('the promo code', () => {
  it('shows the server’s refusal translated at the field, announced, and keeps the form', async () => {
    const { applied } = await renderPromo(withoutPromo, async () => {
      throw new ValidationError('Refused', { promo_id: ['promo_invalid'] });
    });
    await send('SUMMER');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Impossible d’ajouter le code de réduction à votre panier.');
    expect(alert.textContent).toBe(commonTexts.fr.validation.errors.promo_invalid);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(field());
    expect(applied).toHaveBeenCalledTimes(1);
  });

  it('names the minimum of a code the cart is under, and says why another code is refused, at the field', async () => {
    let refusal = new ValidationError('Under', { promo_id: ['promo_under_minimum'] }, { minimum_amount: 50_00 });
    await renderPromo(withoutPromo, async () => {
      throw refusal;
    });
    await send('BIG50');
    // (the amount is written with a no-break space, as French prices are)
    expect((await screen.findByRole('alert')).textContent?.replace(/\u00a0|\u202f/g, ' ')).toBe(
      'Ce code s’applique dès 50,00 € d’achats : ajoutez quelques articles pour en profiter.',
    );
    refusal = new ValidationError('Ended', { promo_id: ['promo_ended'] });
    await send('OLD10');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(commonTexts.fr.validation.errors.promo_ended));
  });

  it('refuses an empty code in the browser, without calling the server', async () => {
    const { applied } = await renderPromo(withoutPromo, async () => withPromo);
    await send('   ');
    expect((await screen.findByRole('alert')).textContent).toBe(commonTexts.fr.validation.errors.required);
    expect(applied).not.toHaveBeenCalled();
  });

  it('sends the code in capitals, then shows it applied, its terms and a button to remove it, which takes the focus', async () => {
    const { applied } = await renderPromo(withoutPromo, async () => withPromo);
    await send(' lemon10 ');
    const remove = await screen.findByRole('button', { name: 'Retirer le code LEMON10' });
    expect(applied.mock.calls).toEqual([[{ uuid: 'cart-1', promo_id: 'LEMON10' }]]);
    expect(screen.getByText('Code LEMON10 appliqué')).toBeTruthy();
    // (getByText reads no-break spaces as spaces)
    expect(screen.getByText('10 % de réduction dès 30,00 € d’achats')).toBeTruthy();
    expect(remove.textContent).toBe(t.remove);
    expect(document.activeElement).toBe(remove);
    expect(screen.queryByLabelText(t.label)).toBeNull();
  });

  it('removes the applied code, and the field comes back with the focus', async () => {
    const { removed } = await renderPromo(withPromo, async () => withPromo);
    expect(document.activeElement).toBe(document.body); // no focus taken on arrival
    fireEvent.click(screen.getByRole('button', { name: 'Retirer le code LEMON10' }));
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(removed.mock.calls).toEqual([['cart-1']]);
    expect(field().value).toBe('');
  });

  it('describes a fixed amount off', async () => {
    await renderPromo(
      cartOf(withoutPromo.cart_items, { promo: { code: 'CITRON5', kind: 'fixed', value: 5_00, minimum_amount: null }, discount: 5_00 }),
      async () => withPromo,
    );
    expect(screen.getByText('5,00 € de réduction')).toBeTruthy();
  });

  it('says "too many attempts" for a 429, and the generic error for anything else', async () => {
    const failures = [new ApiError(429, 'Slow down'), new ApiError(500, 'Down')];
    await renderPromo(withoutPromo, async () => {
      throw failures.shift();
    });
    await send('LEMON10');
    expect((await screen.findByRole('alert')).textContent).toBe(commonTexts.fr.errors.tooManyAttempts);
    await send('LEMON10');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(commonTexts.fr.errors.generic));
    expect(field().getAttribute('aria-invalid')).toBe('false');
  });
});
