// @vitest-environment jsdom
import { $cart, $locale, addToCartFx, cartChanged, refreshCartFx, removeFromCartFx, type Cart, type Locale } from '@lemon/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatPrice } from '@lemon/kit';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFranceRatesFx } from '../free-delivery/delivery-fees.model';
import { applyPromoRequestFx, removePromoRequestFx } from '../promo/promo.model';
import { cartLine, cartOf, emptyCart, lemon10 } from '../testing/carts';
import { renderInScope, texts } from '../testing/render-in-scope';
import { showErrorToastFx } from '../toasts/toasts';
import { CartPage } from './cart-page';

const jam = cartLine(1, { price: 20_00, quantity: 2 });
const honey = cartLine(2, { price: 8_50, quantity: 1 });
const withoutPromo = cartOf([jam, honey]);
const withPromo = cartOf([jam, honey], { promo: lemon10, discount: 4_85 });

async function renderPage(
  cart: Cart | null,
  { locale = 'fr' as Locale, apply = async () => withPromo, readAgain = async () => cart, arrivedByNavigation = false } = {},
) {
  const added = vi.fn(async () => cartOf([{ ...jam, quantity: 3 }, honey]));
  const applied = vi.fn(apply);
  // The API's rules for France, as the shipping-rates call answers them.
  const rates = vi.fn(async (amount: number) => [
    { method: 'shipping' as const, cost: amount >= 99_00 ? 0 : 6_90, free_from: 99_00 },
    { method: 'pickup' as const, cost: 0 },
  ]);
  const scope = fork({
    values: [
      [$cart, cart],
      [$locale, locale],
    ],
    handlers: [
      [addToCartFx, added],
      [removeFromCartFx, async () => emptyCart],
      [applyPromoRequestFx, applied],
      [removePromoRequestFx, async () => withoutPromo],
      [showErrorToastFx, () => undefined],
      [refreshCartFx, readAgain],
      [fetchFranceRatesFx, rates],
    ],
  });
  await renderInScope(<CartPage />, { scope, locale, arrivedByNavigation });
  return { scope, added, applied, rates };
}

const amountOf = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

afterEach(cleanup);

describe('the cart page', () => {
  it('shows each line: picture, product linked to its page, variation, quantity, line total, remove', async () => {
    await renderPage(withoutPromo);
    const t = texts.fr.cart;
    const [first] = screen.getAllByTestId('cart-line');
    const line = within(first!);
    expect(line.getByRole('link', { name: 'Confiture 1' }).getAttribute('href')).toBe('/fr/produit/confiture-1');
    expect(line.getByText('Pot de 250 g n°1')).toBeTruthy();
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/media/products/v1-card.webp');
    expect(line.getByTestId('quantity').textContent).toBe('2');
    expect(line.getByText('40,00 €', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeTruthy();
    for (const label of [t.increase, t.decrease, t.remove]) {
      expect(line.getByRole('button', { name: label.replace('{{name}}', 'Confiture 1') })).toBeTruthy();
    }
  });

  it('changes a quantity with + and shows the cart the server answers', async () => {
    const { added } = await renderPage(withoutPromo);
    const [first] = screen.getAllByTestId('cart-line');
    fireEvent.click(within(first!).getByRole('button', { name: 'Augmenter la quantité de Confiture 1' }));
    await waitFor(() => expect(within(first!).getByTestId('quantity').textContent).toBe('3'));
    expect(added).toHaveBeenCalledWith({ product_variation_id: 1, quantity: 1 });
    expect(amountOf('cart-subtotal')).toBe('68,50 €');
  });

  it('shows the totals of the answer, and a code applied on the page brings its discount and total', async () => {
    await renderPage(withoutPromo);
    expect(amountOf('cart-subtotal')).toBe('48,50 €');
    expect(amountOf('cart-total')).toBe('48,50 €');
    expect(screen.queryByTestId('cart-discount')).toBeNull();

    fireEvent.change(screen.getByLabelText('Code de réduction'), { target: { value: 'lemon10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(amountOf('cart-discount')).toBe('−4,85 €'));
    expect(amountOf('cart-total')).toBe('43,65 €');
    expect(screen.getByText('Plus que 55,35 € pour profiter de la livraison offerte en France et à Monaco')).toBeTruthy();
  });

  it('shows, before any login, what delivery to France costs for this cart, and again as its total changes', async () => {
    const { scope, rates } = await renderPage(withoutPromo);
    const fees = within(screen.getByRole('region', { name: texts.fr.deliveryFees.title }));
    await waitFor(() => expect(fees.getByTestId('cart-fee-shipping').textContent?.replace(/\s/g, ' ')).toBe('6,90 €'));
    expect(rates).toHaveBeenCalledWith(48_50);
    expect(fees.getByText('offerte dès 99,00 € d’achats', { normalizer: (text) => text.replace(/\s/g, ' ') })).toBeTruthy();
    expect(fees.getByTestId('cart-fee-pickup').textContent).toBe('Gratuit');
    expect(fees.getByText('Retrait à la boutique, à Menton')).toBeTruthy();

    // Three more jars: past 99 €, home delivery is free.
    const bigger = cartOf([{ ...jam, quantity: 5 }, honey]);
    rates.mockClear();
    await act(() => allSettled(cartChanged, { scope, params: bigger }));
    await waitFor(() => expect(fees.getByTestId('cart-fee-shipping').textContent).toBe('Offerte'));
    expect(rates).toHaveBeenCalledWith(108_50);
    expect(fees.getByText('La livraison est offerte en France et à Monaco')).toBeTruthy();
  });

  it('leads to the delivery step in the page’s language', async () => {
    await renderPage(withPromo, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'My cart' })).toBeTruthy();
    const next = screen.getByRole('link', { name: 'Continue to delivery' });
    expect(next.getAttribute('href')).toBe('/en/livraison');
    fireEvent.click(next);
    expect(screen.getByTestId('location').textContent).toBe('/en/livraison');
    expect(screen.getByRole('button', { name: 'Remove the code LEMON10' })).toBeTruthy();
  });

  it('says the cart is empty, without a cart or without lines, and shows no summary', async () => {
    await renderPage(null);
    expect(screen.getByText(texts.fr.cart.empty)).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    await renderPage(emptyCart, { locale: 'it' });
    expect(screen.getByText(texts.it.cart.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: texts.it.cart.continueShopping }).getAttribute('href')).toBe('/it');
  });

  it('reads the cart again as it opens from a link and as it comes back in view: a price changed meanwhile shows before checkout', async () => {
    const repriced = cartOf([{ ...jam, product_variation: { ...jam.product_variation, price: jam.product_variation.price + 100 } }, honey]);
    const readAgain = vi.fn(async () => repriced);
    await renderPage(withoutPromo, { readAgain, arrivedByNavigation: true });
    await waitFor(() => expect(amountOf('cart-subtotal')).toBe(formatPrice(repriced.subtotal).replace(/\s/g, ' ')));
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it('shows the cart the shell has just read on the visit’s first page, and reads it again when it comes back in view', async () => {
    const readAgain = vi.fn(async () => withoutPromo);
    await renderPage(withoutPromo, { readAgain });
    expect(readAgain).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(readAgain).toHaveBeenCalledTimes(1));
  });
});
