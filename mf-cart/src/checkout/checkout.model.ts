import { $cart, $locale, loadCartFx, ValidationError, type Locale } from '@lemon/shared';
import type { Address } from '@lemon/account-contract';
import type { CreateOrderPayload, DeliveryMethod } from '@lemon/orders-contract';
import { createLoader } from '@lemon/kit';
import { attach, combine, createEffect, createEvent, createStore, sample, split } from 'effector';
import { fetchAddressBook, fetchCountries, fetchShippingRates, postAddress, postOrder, type RatesQuery } from './checkout.api';
import {
  addressToChoose,
  cartFingerprint,
  changesTheCart,
  checkedOrder,
  feeOf,
  newIdempotencyKey,
  refusalOf,
  shopCountry,
  withNewAddress,
  withoutField,
  type CheckoutRefusal,
  type Fee,
  type FeesState,
} from './checkout-rules';

// The delivery step: how the order is delivered and where, what that costs, the boxes to tick, and the
// order itself, placed once per checkout attempt and paid on the payment provider's page.

/** The delivery page is shown: the address book, the countries and the fees are fetched. */
export const checkoutOpened = createEvent();
/** The delivery page is no longer shown. */
export const checkoutLeft = createEvent();
const $checkoutShown = createStore(false)
  .on(checkoutOpened, () => true)
  .reset(checkoutLeft);

// The address book.

export const loadAddressBookFx = createEffect(fetchAddressBook);
/** Adds an address to the book; the address form awaits it to put a refusal at its fields. */
export const saveAddressFx = createEffect(postAddress);
/** The addresses, or null before they first came. */
export const $addresses = createStore<Address[] | null>(null)
  .on(loadAddressBookFx.doneData, (_, book) => book)
  .on(saveAddressFx.doneData, (book, saved) => withNewAddress(book ?? [], saved));
const $addressBookFailed = createStore(false)
  .on(loadAddressBookFx, () => false)
  .on(loadAddressBookFx.fail, () => true);
export type AddressBookState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; addresses: Address[] };
export const $addressBook = combine($addresses, $addressBookFailed, (addresses, failed): AddressBookState =>
  addresses ? { status: 'ready', addresses } : failed ? { status: 'error' } : { status: 'loading' },
);
/** The shopper asked again after the book could not be fetched. */
export const addressBookRetried = createEvent();
sample({ clock: [checkoutOpened, addressBookRetried], target: loadAddressBookFx });

export const fetchCountriesFx = createEffect(fetchCountries);
/** The countries of the address form, in the page's language; asked again only when the language changes. */
export const countries = createLoader((locale: Locale) => fetchCountriesFx(locale), {
  alreadyShows: (data, locale) => data.locale === locale,
});
sample({
  clock: [checkoutOpened, $locale.updates],
  source: { locale: $locale, shown: $checkoutShown },
  filter: ({ shown }) => shown,
  fn: ({ locale }) => locale,
  target: countries.opened,
});

// How and where the order is delivered.

export const methodChosen = createEvent<DeliveryMethod>();
export const $method = createStore<DeliveryMethod>('shipping').on(methodChosen, (_, method) => method);

export const addressChosen = createEvent<number>();
/** The address the order goes to: the default one until the shopper picks another, a new one once saved. */
export const $chosenAddressId = createStore<number | null>(null)
  .on(addressChosen, (_, id) => id)
  .on(loadAddressBookFx.doneData, (chosen, book) => addressToChoose(book, chosen))
  .on(saveAddressFx.doneData, (_, saved) => saved.id);

export const addressFormOpened = createEvent();
export const addressFormClosed = createEvent();
/** The shopper asked to add an address (with none yet, the form shows anyway). */
export const $addressFormOpen = createStore(false)
  .on(addressFormOpened, () => true)
  .reset([addressFormClosed, saveAddressFx.done, checkoutLeft]);

// What delivery costs: asked for the chosen address's country and the cart's total, again when either changes.

export const fetchShippingRatesFx = createEffect(fetchShippingRates);
/** The shopper asked again after the fees could not be fetched. */
export const ratesRetried = createEvent();

const $addressBookAnswered = combine($addresses, $addressBookFailed, (addresses, failed) => addresses !== null || failed);
const $feesCountry = combine(
  $addresses,
  $chosenAddressId,
  (book, id) => book?.find((address) => address.id === id)?.country ?? shopCountry,
);
const $feesAmount = $cart.map((cart) => (cart && cart.cart_items.length > 0 ? cart.total : null));
/** Once the book has answered (its default address says the country), and while there is a cart to deliver. */
const $ratesQuery = combine($addressBookAnswered, $feesCountry, $feesAmount, (answered, country, amount): RatesQuery | null =>
  answered && amount !== null ? { country, amount } : null,
);

/** The latest request: an older one's answer is not shown. */
const $feesFor = createStore<RatesQuery | null>(null).on(fetchShippingRatesFx, (_, query) => query);
export const $fees = createStore<FeesState>({ status: 'loading' }).on(fetchShippingRatesFx, () => ({ status: 'loading' }));

sample({
  clock: [checkoutOpened, ratesRetried, $ratesQuery.updates],
  source: $ratesQuery,
  filter: (query): query is RatesQuery => query !== null,
  target: fetchShippingRatesFx,
});
sample({
  clock: fetchShippingRatesFx.done,
  source: $feesFor,
  filter: (latest, { params }) => latest === params,
  fn: (_, { result }): FeesState => ({ status: 'ready', rates: result }),
  target: $fees,
});
sample({
  clock: fetchShippingRatesFx.fail,
  source: $feesFor,
  filter: (latest, { params }) => latest === params,
  // A 422 `country`: the shop does not deliver there.
  fn: (_, { error }): FeesState => (error instanceof ValidationError ? { status: 'refused' } : { status: 'error' }),
  target: $fees,
});
/** What each way costs with the address chosen. */
export const $feeByMethod = combine($fees, $chosenAddressId, (fees, addressId): Record<DeliveryMethod, Fee> => ({
  shipping: feeOf(fees, 'shipping', addressId),
  pickup: feeOf(fees, 'pickup', addressId),
}));
/** What the chosen way costs. */
export const $deliveryFee = combine($feeByMethod, $method, (byMethod, method) => byMethod[method]);

// The boxes to tick.

export const termsToggled = createEvent<boolean>();
export const ageToggled = createEvent<boolean>();
/** Ticked for this order: unticked each time the page opens. */
export const $termsAccepted = createStore(false)
  .on(termsToggled, (_, ticked) => ticked)
  .reset(checkoutOpened);
export const $ageConfirmed = createStore(false)
  .on(ageToggled, (_, ticked) => ticked)
  .reset(checkoutOpened);

// The order.

/** The call itself, with its key: tests replace it. */
export const placeOrderRequestFx = createEffect(postOrder);

/** What makes an attempt: the cart's content, the way of delivery and, for home delivery, the address. */
const $attemptContext = combine($cart, $method, $chosenAddressId, (cart, method, addressId) =>
  [cartFingerprint(cart), method, method === 'shipping' ? addressId : ''].join('#'),
);
/**
 * The checkout attempt's `Idempotency-Key`, made for its first call and kept while the attempt is sent
 * again (a second click, a retry after a lost answer or a 503), so that it answers the same order. Another
 * way of delivery, another address or another cart is another attempt: its first call makes a new key.
 */
const $attempt = createStore<{ key: string; context: string } | null>(null);

/** Places the order of the checked payload with the attempt's key. */
export const placeOrderFx = attach({
  source: { attempt: $attempt, context: $attemptContext },
  mapParams: (payload: CreateOrderPayload, { attempt, context }) => ({
    key: attempt?.context === context ? attempt.key : newIdempotencyKey(),
    payload,
  }),
  effect: placeOrderRequestFx,
});
sample({ clock: placeOrderRequestFx, source: $attemptContext, fn: (context, { key }) => ({ key, context }), target: $attempt });

/** The order is placed: the page is leaving for the payment provider's. */
export const $redirecting = createStore(false)
  .on(placeOrderFx.done, () => true)
  .reset(checkoutOpened);
/** The pay button waits: a call is on its way, or the payment page is loading. */
export const $orderBusy = combine(placeOrderFx.pending, $redirecting, (placing, redirecting) => placing || redirecting);

export const payClicked = createEvent();
const $orderDraft = combine({
  cart: $cart,
  method: $method,
  addressId: $chosenAddressId,
  termsAccepted: $termsAccepted,
  ageConfirmed: $ageConfirmed,
  locale: $locale,
});
const orderChecked = sample({
  clock: payClicked,
  source: { draft: $orderDraft, busy: $orderBusy },
  filter: ({ busy }) => !busy,
  fn: ({ draft }) => checkedOrder(draft),
});
const { checkedOut, refused } = split(orderChecked, {
  checkedOut: (checked): checked is { payload: CreateOrderPayload } => 'payload' in checked,
  refused: (checked): checked is { refusal: CheckoutRefusal } => 'refusal' in checked,
});
sample({ clock: checkedOut, fn: ({ payload }) => payload, target: placeOrderFx });

/** The attempt was refused, by the page's own checks or by the server. */
const orderRefused = createEvent<CheckoutRefusal>();
sample({ clock: placeOrderFx.failData, fn: refusalOf, target: orderRefused });
sample({ clock: refused, fn: ({ refusal }) => refusal, target: orderRefused });

/** Why the last attempt was not placed; each code is cleared as the shopper deals with it. */
export const $refusal = createStore<CheckoutRefusal | null>(null)
  .on(orderRefused, (_, refusal) => refusal)
  .on(termsToggled, (refusal) => withoutField(refusal, 'accept_terms'))
  .on(ageToggled, (refusal) => withoutField(refusal, 'confirm_age'))
  .on([methodChosen, addressChosen, saveAddressFx.done], (refusal) => withoutField(refusal, 'address_id'))
  .reset([placeOrderFx, checkoutLeft]);
/** How many attempts were refused: the page moves the focus to the first refusal after each one. */
export const $refusalCount = createStore(0).on(orderRefused, (count) => count + 1);

// Stock, the promo code or an emptied cart: the page shows the cart as it now is.
sample({ clock: orderRefused, filter: changesTheCart, fn: () => undefined, target: loadCartFx });

/** To the payment provider's page (relative for the built-in test provider, absolute for Stripe). */
export const goToPaymentFx = createEffect((url: string) => {
  window.location.assign(url);
});
sample({ clock: placeOrderFx.doneData, fn: (placed) => placed.meta.payment_url, target: goToPaymentFx });
