import { $cart, cartChanged } from '@lemon/shared';
import type { ShippingRate } from '@lemon/orders-contract';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { cartLine, cartOf, emptyCart } from '../testing/carts';
import { $franceFees, deliveryFeesHidden, deliveryFeesShown, fetchFranceRatesFx, franceFeesOf } from './delivery-fees.model';

/** The API's rules for France (6.90 €, free from 99 €; pickup free), as the shipping-rates call answers them. */
const franceRates = (amount: number): ShippingRate[] => [
  { method: 'shipping', cost: amount >= 99_00 ? 0 : 6_90, free_from: 99_00 },
  { method: 'pickup', cost: 0 },
];

const cartAt = (price: number, quantity = 1) => cartOf([cartLine(1, { price, quantity })]);

function feesWith(rates: (amount: number) => Promise<ShippingRate[]>, cart = cartAt(40_00)) {
  const asked = vi.fn(rates);
  const scope = fork({ values: [[$cart, cart]], handlers: [[fetchFranceRatesFx, asked]] });
  return {
    scope,
    asked,
    fees: () => scope.getState($franceFees),
    show: () => allSettled(deliveryFeesShown, { scope }),
    hide: () => allSettled(deliveryFeesHidden, { scope }),
    cartBecomes: (next: typeof cart | null) => allSettled(cartChanged, { scope, params: next }),
  };
}

describe('the cart’s delivery fees to France', () => {
  it('are asked for the cart’s total (after the discount) once shown, and read from the API’s answer', async () => {
    const { asked, fees, show } = feesWith(async (amount) => franceRates(amount), { ...cartAt(40_00), total: 36_00 });
    expect(fees()).toEqual({ status: 'loading' });
    await show();
    expect(asked).toHaveBeenCalledWith(36_00);
    expect(fees()).toEqual({ status: 'ready', amount: 36_00, shipping: 6_90, freeFrom: 99_00, pickup: 0 });
  });

  it('are asked again as the total changes while shown, not for the same total, nor once hidden', async () => {
    const { asked, fees, show, hide, cartBecomes } = feesWith(async (amount) => franceRates(amount));
    await show();
    await cartBecomes(cartAt(40_00, 3));
    expect(fees()).toMatchObject({ amount: 120_00, shipping: 0 });
    await show(); // the page shown again, the total unchanged
    expect(asked).toHaveBeenCalledTimes(2);
    await hide();
    await cartBecomes(cartAt(40_00));
    expect(asked).toHaveBeenCalledTimes(2);
    await show();
    expect(asked).toHaveBeenLastCalledWith(40_00);
  });

  it('ask nothing for an empty cart', async () => {
    const { asked, show } = feesWith(async (amount) => franceRates(amount), emptyCart);
    await show();
    expect(asked).not.toHaveBeenCalled();
  });

  it('show only the latest total’s answer when an older one comes last', async () => {
    const answers: Record<number, (rates: ShippingRate[]) => void> = {};
    const { fees, show, cartBecomes } = feesWith((amount) => new Promise((resolve) => (answers[amount] = resolve)));
    const first = show();
    const second = cartBecomes(cartAt(40_00, 3));
    answers[120_00]!(franceRates(120_00));
    answers[40_00]!(franceRates(40_00));
    await Promise.all([first, second]);
    expect(fees()).toMatchObject({ amount: 120_00, shipping: 0 });
  });

  it('say they could not be fetched', async () => {
    const { fees, show } = feesWith(async () => {
      throw new Error('offline');
    });
    await show();
    expect(fees()).toEqual({ status: 'error' });
  });

  it('leave out a way the API does not answer', () => {
    expect(franceFeesOf(10_00, [{ method: 'shipping', cost: 6_90 }])).toEqual({
      status: 'ready',
      amount: 10_00,
      shipping: 6_90,
      freeFrom: null,
      pickup: null,
    });
  });
});
