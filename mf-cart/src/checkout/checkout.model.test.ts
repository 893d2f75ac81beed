import { $cart, $locale, ApiError, cartChanged, loadCartFx, ValidationError, type Cart, type Locale } from '@lemon/shared';
import type { Address } from '@lemon/account-contract';
import { idempotencyKeySchema } from '@lemon/orders-contract';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { countryGroups } from '@lemon/kit/testing';
import { home, ratesFor, rome } from '../testing/addresses';
import { cartLine, cartOf } from '../testing/carts';
import { placedOrder } from '../testing/orders';
import type { OrderRequest, PlacedOrder, RatesQuery } from './checkout.api';
import {
  $chosenAddressId,
  $feeByMethod,
  $orderBusy,
  $refusal,
  addressChosen,
  ageToggled,
  checkoutOpened,
  fetchCountriesFx,
  fetchShippingRatesFx,
  goToPaymentFx,
  loadAddressBookFx,
  methodChosen,
  payClicked,
  placeOrderFx,
  placeOrderRequestFx,
  saveAddressFx,
  termsToggled,
} from './checkout.model';

const jam = cartLine(1, { price: 20_00, quantity: 2 });
const cart = cartOf([jam, cartLine(2, { price: 8_50 })]);

interface Server {
  cart?: Cart;
  book?: () => Promise<Address[]>;
  rates?: (query: RatesQuery) => Promise<ReturnType<typeof ratesFor>>;
  order?: (request: OrderRequest) => Promise<PlacedOrder>;
  reloaded?: Cart;
}

/** A scope showing `cart`, whose server holds `home` (the default) and `rome`, and answers as told. */
function checkoutWith({ cart: shown = cart, book = async () => [home, rome], rates, order, reloaded = shown }: Server = {}) {
  const calls = {
    book: vi.fn(book),
    rates: vi.fn(rates ?? (async (query: RatesQuery) => ratesFor(query))),
    order: vi.fn(order ?? (async () => placedOrder())),
    save: vi.fn(async (payload: Parameters<typeof saveAddressFx>[0]) => ({ ...home, ...payload, id: 3, line2: null, is_default: false })),
    reload: vi.fn(async () => reloaded),
    payment: vi.fn(),
  };
  const scope = fork({
    values: [
      [$cart, shown],
      [$locale, 'fr'],
    ],
    handlers: [
      [loadAddressBookFx, calls.book],
      [fetchCountriesFx, async (locale: Locale) => ({ locale, groups: countryGroups })],
      [fetchShippingRatesFx, calls.rates],
      [placeOrderRequestFx, calls.order],
      [saveAddressFx, calls.save],
      [loadCartFx, calls.reload],
      [goToPaymentFx, calls.payment],
    ],
  });
  const open = () => allSettled(checkoutOpened, { scope });
  const tick = async () => {
    await allSettled(termsToggled, { scope, params: true });
  };
  const pay = () => allSettled(payClicked, { scope });
  const keys = () => calls.order.mock.calls.map(([request]) => request.key);
  return { scope, calls, open, tick, pay, keys };
}

describe('the checkout’s model', () => {
  it('chooses the default address and asks its country’s fees for the cart’s total, once', async () => {
    const { scope, calls, open } = checkoutWith({ book: async () => [rome, home] });
    await open();
    expect(scope.getState($chosenAddressId)).toBe(home.id);
    expect(calls.rates.mock.calls).toEqual([[{ country: 'FR', amount: 48_50 }]]);
    expect(scope.getState($feeByMethod)).toEqual({ shipping: { status: 'known', cost: 6_90 }, pickup: { status: 'known', cost: 0 } });
  });

  it('asks the fees again when the country or the total changes, and shows only the latest answer', async () => {
    const { scope, calls, open } = checkoutWith();
    await open();
    await allSettled(addressChosen, { scope, params: rome.id });
    expect(calls.rates).toHaveBeenLastCalledWith({ country: 'IT', amount: 48_50 });
    expect(scope.getState($feeByMethod).shipping).toEqual({ status: 'known', cost: 12_90 });
    await allSettled(cartChanged, { scope, params: cartOf([{ ...jam, quantity: 5 }]) });
    expect(calls.rates).toHaveBeenLastCalledWith({ country: 'IT', amount: 100_00 });
    expect(calls.rates).toHaveBeenCalledTimes(3);

    // Rome, then home again at once: Rome's late answer is not shown.
    const answers = new Map<string, () => void>();
    calls.rates.mockImplementation((query) => new Promise((resolve) => answers.set(query.country, () => resolve(ratesFor(query)))));
    const toHome = allSettled(addressChosen, { scope, params: home.id });
    expect(scope.getState($feeByMethod).shipping).toEqual({ status: 'loading' });
    answers.get('FR')!();
    await toHome;
    expect(scope.getState($feeByMethod).shipping).toEqual({ status: 'known', cost: 0 }); // 100 € in France
  });

  it('says the shop does not deliver to the address’s country when the fees are refused', async () => {
    const { scope, open } = checkoutWith({
      rates: async () => {
        throw new ValidationError('Refused', { country: ['country'] });
      },
    });
    await open();
    expect(scope.getState($feeByMethod).shipping).toEqual({ status: 'notDelivered' });
  });

  it('keeps the chosen address when the book comes again, and chooses a new one once saved', async () => {
    const { scope, open, calls } = checkoutWith();
    await open();
    await allSettled(addressChosen, { scope, params: rome.id });
    await open();
    expect(scope.getState($chosenAddressId)).toBe(rome.id);
    await allSettled(saveAddressFx, { scope, params: { ...home, label: 'Bureau', country: 'DE' } });
    expect(scope.getState($chosenAddressId)).toBe(3);
    expect(calls.rates).toHaveBeenLastCalledWith({ country: 'DE', amount: 48_50 });
  });

  it('places nothing without the terms, the age with alcohol, or an address for home delivery, and says which', async () => {
    const { scope, calls, open, pay } = checkoutWith({ cart: { ...cart, contains_alcohol: true }, book: async () => [] });
    await open();
    await pay();
    expect(scope.getState($refusal)).toEqual({
      kind: 'fields',
      fields: { accept_terms: 'terms_required', address_id: 'required', confirm_age: 'age_required' },
    });
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(methodChosen, { scope, params: 'pickup' });
    expect(scope.getState($refusal)).toEqual({ kind: 'fields', fields: { confirm_age: 'age_required' } });
    expect(calls.order).not.toHaveBeenCalled();

    await allSettled(ageToggled, { scope, params: true });
    await pay();
    expect(calls.order.mock.calls[0]![0].payload).toEqual({
      cart_id: 'cart-1',
      delivery_method: 'pickup',
      accept_terms: true,
      confirm_age: true,
      locale: 'fr',
    });
  });

  it('places the order to the chosen address with a key the server takes, then goes to the payment page', async () => {
    const { calls, open, tick, pay, keys } = checkoutWith({ order: async () => placedOrder('https://checkout.stripe.com/c/pay/cs_1') });
    await open();
    await tick();
    await pay();
    expect(calls.order.mock.calls[0]![0].payload).toEqual({
      cart_id: 'cart-1',
      delivery_method: 'shipping',
      address_id: home.id,
      accept_terms: true,
      locale: 'fr',
    });
    expect(idempotencyKeySchema.safeParse(keys()[0]).success).toBe(true);
    expect(calls.payment.mock.calls).toEqual([['https://checkout.stripe.com/c/pay/cs_1']]);
  });

  it('sends one call for a second click while the first is on its way, and stays busy until the page has gone', async () => {
    let answer!: (placed: PlacedOrder) => void;
    const { scope, calls, open, tick, pay } = checkoutWith({ order: () => new Promise((resolve) => (answer = resolve)) });
    await open();
    await tick();
    const first = pay();
    const second = pay();
    expect(scope.getState($orderBusy)).toBe(true);
    answer(placedOrder());
    await Promise.all([first, second]);
    expect(calls.order).toHaveBeenCalledTimes(1);
    expect(scope.getState($orderBusy)).toBe(true); // leaving for the payment page
    await pay();
    expect(calls.order).toHaveBeenCalledTimes(1);
  });

  it('sends the same key when the attempt is sent again: a retry, or two calls at once', async () => {
    const answers: ((placed: PlacedOrder) => void)[] = [];
    const { scope, calls, open, tick, pay, keys } = checkoutWith({
      order: async () => {
        throw new ApiError(503, 'The payment service cannot be reached');
      },
    });
    await open();
    await tick();
    await pay();
    await pay();
    calls.order.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const together = [allSettled(placeOrderFx, { scope, params: { cart_id: 'cart-1', delivery_method: 'pickup', accept_terms: true } })];
    together.push(allSettled(placeOrderFx, { scope, params: { cart_id: 'cart-1', delivery_method: 'pickup', accept_terms: true } }));
    for (const answer of answers) answer(placedOrder());
    await Promise.all(together);
    expect(keys()).toHaveLength(4);
    expect(new Set(keys()).size).toBe(1);
  });

  it('makes a new key when the way, the address or the cart changes, not when the same cart comes again', async () => {
    const { scope, open, tick, pay, keys, calls } = checkoutWith({
      order: async () => {
        throw new ApiError(0, 'Network error');
      },
    });
    await open();
    await tick();
    await pay();
    await allSettled(cartChanged, { scope, params: structuredClone(cart) });
    await pay();
    await allSettled(addressChosen, { scope, params: rome.id });
    await pay();
    await allSettled(methodChosen, { scope, params: 'pickup' });
    await pay();
    await allSettled(cartChanged, { scope, params: cartOf([{ ...jam, quantity: 1 }]) });
    await pay();
    expect(calls.order).toHaveBeenCalledTimes(5);
    const [first, again, ...others] = keys();
    expect(again).toBe(first);
    expect(new Set([first, ...others]).size).toBe(4);
  });

  it('loads the cart again after a refusal of stock or of the promo code, and shows it', async () => {
    const reloaded = cartOf([{ ...jam, product_variation: { ...jam.product_variation, stock: 1 } }]);
    const { scope, calls, open, tick, pay } = checkoutWith({
      reloaded,
      order: async () => {
        throw new ValidationError('Only 1 left', { 'cart_items.1.quantity': ['stock'], promo_id: ['promo_invalid'] });
      },
    });
    await open();
    await tick();
    await pay();
    expect(calls.reload).toHaveBeenCalledTimes(1);
    expect(scope.getState($cart)).toBe(reloaded);
    expect(scope.getState($refusal)).toEqual({ kind: 'fields', fields: { 'cart_items.1.quantity': 'stock', promo_id: 'promo_invalid' } });
  });

  it('leaves the cart be after a refusal that does not change it', async () => {
    const failures = [new ValidationError('Unknown address', { address_id: ['address_unknown'] }), new ApiError(503, 'down')];
    const { scope, calls, open, tick, pay } = checkoutWith({
      order: async () => {
        throw failures.shift();
      },
    });
    await open();
    await tick();
    await pay();
    expect(scope.getState($refusal)).toEqual({ kind: 'fields', fields: { address_id: 'address_unknown' } });
    await allSettled(addressChosen, { scope, params: rome.id });
    expect(scope.getState($refusal)).toBeNull();
    await pay();
    expect(scope.getState($refusal)).toEqual({ kind: 'unavailable' });
    expect(calls.reload).not.toHaveBeenCalled();
  });
});
