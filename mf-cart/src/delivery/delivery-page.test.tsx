// @vitest-environment jsdom
import { $cart, $locale, $user, ApiError, loadCartFx, refreshCartFx, ValidationError, type Cart, type Locale } from '@lemon/shared';
import type { Address } from '@lemon/account-contract';
import { shop } from '@lemon/kit';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderRequest, PlacedOrder, RatesQuery } from '../checkout/checkout.api';
import {
  countries,
  fetchCountriesFx,
  fetchShippingRatesFx,
  goToPaymentFx,
  loadAddressBookFx,
  placeOrderRequestFx,
  saveAddressFx,
} from '../checkout/checkout.model';
import { countryGroups } from '@lemon/kit/testing';
import { home, ratesFor, rome } from '../testing/addresses';
import { cartLine, cartOf, emptyCart, lemon10 } from '../testing/carts';
import { placedOrder } from '../testing/orders';
import { commonTexts, renderInScope, texts } from '../testing/render-in-scope';
import { DeliveryPage } from './delivery-page';

const t = texts.fr.checkout;
const refusals = commonTexts.fr.validation.errors;
const jam = cartLine(1, { price: 20_00, quantity: 2 });
const honey = cartLine(2, { price: 8_50, quantity: 1 });
/** 48,50 € of purchases, 4,85 € off with LEMON10: 43,65 € to deliver. */
const cart = cartOf([jam, honey], { promo: lemon10, discount: 4_85 });
const limoncello: Cart = { ...cart, contains_alcohol: true };

interface Server {
  cart?: Cart | null;
  book?: Address[];
  order?: (request: OrderRequest) => Promise<PlacedOrder>;
  reloaded?: Cart;
  locale?: Locale;
}

async function renderPage({ cart: shown = cart, book = [home, rome], order, reloaded = shown ?? emptyCart, locale = 'fr' }: Server = {}) {
  const calls = {
    // Answered at once, as the page's effects run: the page draws them in the same act().
    book: vi.fn(() => book),
    rates: vi.fn((query: RatesQuery) => ratesFor(query)),
    save: vi.fn(async (payload: Parameters<typeof saveAddressFx>[0]) => ({ ...home, ...payload, id: 3, line2: null })),
    order: vi.fn(order ?? (async () => placedOrder('/api/payments/test/LC-7K3QF9MZ'))),
    reload: vi.fn(() => reloaded),
    // The page reads the cart again as it opens: as it was.
    refresh: vi.fn(() => shown),
    payment: vi.fn(),
  };
  const scope = fork({
    values: [
      [$cart, shown],
      [$locale, locale],
      [
        $user,
        {
          id: 5,
          email: 'camille@example.com',
          first_name: 'Camille',
          last_name: 'Rossi',
          locale,
          is_staff: false,
          staff_role: null,
          second_factor_enrolled: false,
          pending_email: null,
        },
      ],
    ],
    handlers: [
      [loadAddressBookFx, calls.book],
      [fetchCountriesFx, (asked: Locale) => ({ locale: asked, groups: countryGroups })],
      [fetchShippingRatesFx, calls.rates],
      [saveAddressFx, calls.save],
      [placeOrderRequestFx, calls.order],
      [loadCartFx, calls.reload],
      [refreshCartFx, calls.refresh],
      [goToPaymentFx, calls.payment],
    ],
  });
  // The countries come through a loader's own effect, a step later than the page's calls: loaded first.
  await allSettled(countries.opened, { scope, params: locale });
  await renderInScope(<DeliveryPage />, { scope, locale });
  return calls;
}

/** An amount as the eye reads it (formatPrice puts no-break spaces). */
const amountOf = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const termsBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'J’accepte les conditions générales de vente' });
const ageBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: t.pay.age });
const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: t.pay.submit });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const feesShown = () => waitFor(() => expect(amountOf('fee-shipping')).not.toBe(t.fees.loading));
/** Clicks, and lets the calls it makes answer before reading the page. */
const press = (element: HTMLElement) => act(async () => void fireEvent.click(element));

afterEach(cleanup);

describe('the delivery page', () => {
  it('says the cart is empty, with the way back to the cart and to the products', async () => {
    const calls = await renderPage({ cart: emptyCart });
    expect(screen.getByRole('heading', { level: 1, name: 'Livraison' })).toBeTruthy();
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backToCart }).getAttribute('href')).toBe('/fr/panier');
    expect(screen.getByRole('link', { name: t.continueShopping }).getAttribute('href')).toBe('/fr');
    expect(screen.queryByRole('button', { name: t.pay.submit })).toBeNull();
    expect(calls.book).not.toHaveBeenCalled();
  });

  it('shows each way’s fee for the default address, and the total to pay with the chosen one', async () => {
    const calls = await renderPage();
    await feesShown();
    expect(radio('Maison').checked).toBe(true);
    expect(calls.rates.mock.calls).toEqual([[{ country: 'FR', amount: 43_65 }]]);
    expect(amountOf('fee-shipping')).toBe('6,90 €');
    expect(amountOf('fee-pickup')).toBe('Offerte');

    // The summary: each line, then the amounts.
    const [first] = screen.getAllByTestId('order-line');
    expect(within(first!).getByText('Confiture 1')).toBeTruthy();
    expect(within(first!).getByText('Pot de 250 g n°1')).toBeTruthy();
    expect(within(first!).getByText('Quantité : 2')).toBeTruthy();
    expect(first!.textContent?.replace(/\s/g, ' ')).toContain('40,00 €');
    expect(amountOf('order-subtotal')).toBe('48,50 €');
    expect(amountOf('order-discount')).toBe('−4,85 €');
    expect(screen.getByText('Réduction (LEMON10)')).toBeTruthy();
    expect(amountOf('order-delivery')).toBe('6,90 €');
    expect(amountOf('order-total')).toBe('50,55 €');

    fireEvent.click(radio(t.method.pickup));
    const pickup = screen.getByRole('region', { name: t.pickup.title });
    expect(pickup.querySelector('address')?.textContent).toBe(
      `${shop.name}${shop.address.street}${shop.address.postalCode} ${shop.address.city}`,
    );
    expect(within(pickup).getByText('Ouvert tous les jours de 10:00 à 19:00')).toBeTruthy();
    expect(screen.queryByRole('group', { name: t.address.legend })).toBeNull();
    expect(amountOf('order-delivery')).toBe('Offerte');
    expect(amountOf('order-total')).toBe('43,65 €');

    fireEvent.click(radio(t.method.shipping));
    fireEvent.click(radio('Chez Giulia'));
    await waitFor(() => expect(amountOf('fee-shipping')).toBe('12,90 €'));
    expect(calls.rates).toHaveBeenLastCalledWith({ country: 'IT', amount: 43_65 });
    expect(amountOf('order-total')).toBe('56,55 €');
  });

  it('adds an address, which is then chosen, with its country’s fee', async () => {
    const calls = await renderPage();
    await feesShown();
    fireEvent.click(screen.getByRole('button', { name: t.address.add }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: t.address.newTitle })));
    expect(screen.getByLabelText<HTMLInputElement>(commonTexts.fr.address.firstName).value).toBe('Camille');

    await press(screen.getByRole('button', { name: t.address.save }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4)); // name, street, postcode, town
    expect(calls.save).not.toHaveBeenCalled();

    type(t.address.label, 'Bureau');
    type(commonTexts.fr.address.line1, 'Unter den Linden 1');
    type(commonTexts.fr.address.zip, '10117');
    type(commonTexts.fr.address.city, 'Berlin');
    fireEvent.change(screen.getByLabelText(commonTexts.fr.address.country), { target: { value: 'DE' } });
    await press(screen.getByRole('button', { name: t.address.save }));
    await waitFor(() => expect(radio('Bureau').checked).toBe(true));
    expect(calls.save.mock.calls[0]![0]).toEqual({
      label: 'Bureau',
      first_name: 'Camille',
      last_name: 'Rossi',
      line1: 'Unter den Linden 1',
      line2: null,
      zip: '10117',
      city: 'Berlin',
      country: 'DE',
      is_default: false,
    });
    expect(document.activeElement).toBe(radio('Bureau'));
    await waitFor(() => expect(amountOf('fee-shipping')).toBe('12,90 €'));
    expect(calls.rates).toHaveBeenLastCalledWith({ country: 'DE', amount: 43_65 });
  });

  it('shows the form at once without an address, and places nothing without one for home delivery', async () => {
    const calls = await renderPage({ book: [] });
    expect(await screen.findByRole('heading', { name: t.address.newTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.address.cancel })).toBeNull();
    expect(amountOf('fee-shipping')).toBe(t.fees.needsAddress);
    fireEvent.click(termsBox());
    fireEvent.click(payButton());
    const refusal = await screen.findByText(t.address.required);
    expect(document.activeElement).toBe(refusal);
    expect(calls.order).not.toHaveBeenCalled();
  });

  it('asks for the terms of sale, and for being 18 or over when the cart holds alcohol, before placing anything', async () => {
    const calls = await renderPage({ cart: limoncello });
    await feesShown();
    expect(screen.getByRole('link', { name: 'conditions générales de vente' }).getAttribute('href')).toBe('/fr/cgv');
    expect(screen.getByText(t.pay.ageHint)).toBeTruthy();

    fireEvent.click(payButton());
    await waitFor(() => expect(termsBox().getAttribute('aria-invalid')).toBe('true'));
    const termsError = document.getElementById(termsBox().getAttribute('aria-describedby')!);
    expect(termsError?.textContent).toBe(refusals.terms_required);
    expect(
      ageBox()
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual([t.pay.ageHint, refusals.age_required]);
    expect(document.activeElement).toBe(termsBox());

    fireEvent.click(termsBox());
    expect(screen.queryByText(refusals.terms_required)).toBeNull();
    fireEvent.click(payButton());
    await waitFor(() => expect(document.activeElement).toBe(ageBox()));
    expect(calls.order).not.toHaveBeenCalled();

    fireEvent.click(ageBox());
    await press(payButton());
    await waitFor(() => expect(calls.order).toHaveBeenCalledTimes(1));
    expect(calls.order.mock.calls[0]![0].payload).toMatchObject({ accept_terms: true, confirm_age: true, address_id: home.id });
  });

  it('places one order for a double click, sends the same key again after a failure, then goes to pay', async () => {
    const answers: ((placed: PlacedOrder) => void)[] = [];
    const failures: (() => void)[] = [];
    const calls = await renderPage({
      order: () =>
        new Promise<PlacedOrder>((resolve, reject) => {
          answers.push(resolve);
          failures.push(() => reject(new ApiError(503, 'The payment service cannot be reached')));
        }),
    });
    await feesShown();
    fireEvent.click(termsBox());
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    expect(calls.order).toHaveBeenCalledTimes(1);
    expect(payButton().disabled).toBe(true);

    await act(async () => failures[0]!());
    expect((await screen.findByRole('alert')).textContent).toBe(t.refusals.unavailable);
    expect(payButton().disabled).toBe(false);

    fireEvent.click(payButton());
    await waitFor(() => expect(calls.order).toHaveBeenCalledTimes(2));
    const [first, retry] = calls.order.mock.calls.map(([request]) => request.key);
    expect(retry).toBe(first);
    await act(async () => answers[1]!(placedOrder('/api/payments/test/LC-7K3QF9MZ')));
    await waitFor(() => expect(calls.payment.mock.calls).toEqual([['/api/payments/test/LC-7K3QF9MZ']]));
    expect(payButton().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(t.pay.redirecting);
  });

  it('shows a refusal of stock at its line and of the promo code, with the cart loaded again', async () => {
    const reloaded = cartOf([{ ...jam, product_variation: { ...jam.product_variation, stock: 1 } }, honey]);
    const calls = await renderPage({
      reloaded,
      order: async () => {
        throw new ValidationError('Only 1 left of Jam 1', { 'cart_items.1.quantity': ['stock'], promo_id: ['promo_invalid'] });
      },
    });
    await feesShown();
    fireEvent.click(termsBox());
    await press(payButton());
    await waitFor(() => expect(calls.reload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByTestId('order-discount')).toBeNull()); // the cart as it now is
    const [first, second] = screen.getAllByTestId('order-line');
    const lineRefusal = within(first!).getByRole('alert');
    expect(lineRefusal.textContent).toBe(`${refusals.stock} Disponible : 1`);
    expect(within(second!).queryByRole('alert')).toBeNull();
    expect(screen.getByText(t.refusals.promo)).toBeTruthy();
    expect(screen.getByText(t.refusals.cartChanged)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.refusals.editCart }).getAttribute('href')).toBe('/fr/panier');
    expect(document.activeElement).toBe(lineRefusal);
    await waitFor(() => expect(calls.rates).toHaveBeenLastCalledWith({ country: 'FR', amount: 48_50 }));
  });

  it('shows a refusal of the address at the address, which takes the focus', async () => {
    await renderPage({
      order: async () => {
        throw new ValidationError('This address is not in your address book.', { address_id: ['address_unknown'] });
      },
    });
    await feesShown();
    fireEvent.click(termsBox());
    await press(payButton());
    const refusal = await screen.findByText(refusals.address_unknown);
    expect(document.activeElement).toBe(radio('Maison'));
    expect(radio('Maison').getAttribute('aria-describedby')).toContain(refusal.id);
  });

  it('says when the fees could not be reckoned, and asks again', async () => {
    const calls = await renderPage();
    await feesShown();
    calls.rates.mockImplementationOnce(() => {
      throw new ApiError(500, 'down');
    });
    fireEvent.click(radio('Chez Giulia'));
    expect(screen.getByRole('alert').textContent).toBe(t.fees.failed);
    expect(amountOf('fee-shipping')).toBe(t.fees.unknown);
    expect(amountOf('order-total')).toBe(t.summary.toBeCalculated);
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(amountOf('fee-shipping')).toBe('12,90 €');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.rates).toHaveBeenCalledTimes(3);
  });

  it('says the connection was lost, in the page’s language', async () => {
    await renderPage({
      locale: 'en',
      order: async () => {
        throw new ApiError(0, 'Network error');
      },
    });
    await feesShown();
    expect(amountOf('fee-pickup')).toBe('Free');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of sale' }));
    await press(screen.getByRole('button', { name: 'Order and pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.en.checkout.refusals.offline);
  });
});
