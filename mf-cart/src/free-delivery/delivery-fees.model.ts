import { $cart } from '@lemon/shared';
import type { ShippingRate } from '@lemon/orders-contract';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchShippingRates } from './shipping-rates.api';

// The cart page's delivery fees, before any login or address: what the API's delivery rules charge to France
// (Monaco is the same zone) for this cart's total, asked again whenever the total changes.

/** The country whose fees the cart shows: where most orders go, and the one with free delivery. */
export const feesCountry = 'FR';

/** The fees are on screen (the cart page shows its summary). */
export const deliveryFeesShown = createEvent();
export const deliveryFeesHidden = createEvent();
const $shown = createStore(false)
  .on(deliveryFeesShown, () => true)
  .reset(deliveryFeesHidden);

/** The call for France, for purchases of `amount` cents: tests replace it. */
export const fetchFranceRatesFx = createEffect((amount: number) => fetchShippingRates({ country: feesCountry, amount }));

/** What the cart shows: home delivery's cost and the purchases from which it is free, pickup's cost if offered. */
export type FranceFees =
  | { status: 'loading' }
  | { status: 'ready'; amount: number; shipping: number | null; freeFrom: number | null; pickup: number | null }
  | { status: 'error' };

/** The API's answer for `amount`, as the cart shows it. */
export function franceFeesOf(amount: number, rates: ShippingRate[]): FranceFees {
  const shipping = rates.find((rate) => rate.method === 'shipping');
  const pickup = rates.find((rate) => rate.method === 'pickup');
  return { status: 'ready', amount, shipping: shipping?.cost ?? null, freeFrom: shipping?.free_from ?? null, pickup: pickup?.cost ?? null };
}

/** The cart's total while it has lines: what the fees are reckoned on (after the discount). */
const $amount = $cart.map((cart) => (cart && cart.cart_items.length > 0 ? cart.total : null));
/** The latest amount asked for: an older answer is not shown. */
const $asked = createStore<number | null>(null).on(fetchFranceRatesFx, (_, amount) => amount);
/** Shown until the next answer replaces them: a changed total does not blank the fees meanwhile. */
export const $franceFees = createStore<FranceFees>({ status: 'loading' });

const alreadyShown = (fees: FranceFees, amount: number) => fees.status === 'ready' && fees.amount === amount;

sample({
  clock: deliveryFeesShown,
  source: { amount: $amount, fees: $franceFees },
  filter: ({ amount, fees }) => amount !== null && !alreadyShown(fees, amount),
  fn: ({ amount }) => amount!,
  target: fetchFranceRatesFx,
});
sample({
  clock: $amount.updates,
  source: { shown: $shown, fees: $franceFees },
  filter: ({ shown, fees }, amount): amount is number => shown && amount !== null && !alreadyShown(fees, amount),
  fn: (_, amount) => amount!,
  target: fetchFranceRatesFx,
});
sample({
  clock: fetchFranceRatesFx.done,
  source: $asked,
  filter: (latest, { params }) => latest === params,
  fn: (_, { params, result }) => franceFeesOf(params, result),
  target: $franceFees,
});
sample({
  clock: fetchFranceRatesFx.fail,
  source: $asked,
  filter: (latest, { params }) => latest === params,
  fn: (): FranceFees => ({ status: 'error' }),
  target: $franceFees,
});
