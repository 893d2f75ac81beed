import { $cart, ApiError, cartChanged, type Cart } from '@lemon/shared';
import type { ApplyPromoPayload } from '@lemon/orders-contract';
import { errorMessage } from '@lemon/kit';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { showErrorToastFx } from '../toasts/toasts';
import { postApplyPromo, postRemovePromo } from './promo.api';

/** The calls themselves, for a cart known by its uuid: tests replace these. */
export const applyPromoRequestFx = createEffect(postApplyPromo);
export const removePromoRequestFx = createEffect(postRemovePromo);

/** The promo code is the cart's own: the calls go to the cart the page shows, which the shell loaded. */
const uuidOf = (cart: Cart | null) => {
  if (!cart) throw new Error('There is no cart to hold a promo code');
  return cart.uuid;
};

/** Applies the code the shopper typed; the form awaits it to put a refusal at its field. */
export const applyPromoFx = attach({
  source: $cart,
  mapParams: ({ promo_id }: ApplyPromoPayload, cart) => ({ uuid: uuidOf(cart), promo_id }),
  effect: applyPromoRequestFx,
});

const removePromoFx = attach({ source: $cart, mapParams: (_: void, cart) => uuidOf(cart), effect: removePromoRequestFx });

/** The minimum amount (cents) the last refused code asked for, when the cart was under it: the field names it. */
export const $refusedMinimum = createStore<number | null>(null).on(applyPromoFx.failData, (_, error) => {
  const minimum = error instanceof ApiError ? error.details.minimum_amount : undefined;
  return typeof minimum === 'number' ? minimum : null;
});

/** The shopper took the applied code off the cart. */
export const promoRemoved = createEvent();

sample({ clock: promoRemoved, target: removePromoFx });
// Either answer is the whole cart, its discount and total reckoned by the server: the page's one copy follows it.
sample({ clock: [applyPromoFx.doneData, removePromoFx.doneData], target: cartChanged });
sample({ clock: removePromoFx.failData, fn: errorMessage, target: showErrorToastFx });

/** The code's removal is on its way: its button waits for it. */
export const $removingPromo = removePromoFx.pending;
