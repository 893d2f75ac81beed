import { addToCartFx, removeFromCartFx } from '@lemon/shared';
import { errorMessage } from '@lemon/kit';
import { attach, combine, createEvent, sample } from 'effector';
import { showErrorToastFx } from '../toasts/toasts';

/** The shopper pressed + on a line. */
export const quantityIncreased = createEvent<number>();
/** The shopper pressed − on a line (a line at 1 is then removed). */
export const quantityDecreased = createEvent<number>();
/** The shopper removed a whole line. */
export const lineRemoved = createEvent<number>();

// The cart page's own calls: their failures are this page's to report, not every add-to-cart's.
const addOneFx = attach({ effect: addToCartFx, mapParams: (product_variation_id: number) => ({ product_variation_id, quantity: 1 }) });
const removeOneFx = attach({
  effect: removeFromCartFx,
  mapParams: (product_variation_id: number) => ({ product_variation_id, quantity: 1 }),
});
const removeLineFx = attach({ effect: removeFromCartFx, mapParams: (product_variation_id: number) => ({ product_variation_id }) });

sample({ clock: quantityIncreased, target: addOneFx });
sample({ clock: quantityDecreased, target: removeOneFx });
sample({ clock: lineRemoved, target: removeLineFx });
sample({ clock: [addOneFx.failData, removeOneFx.failData, removeLineFx.failData], fn: errorMessage, target: showErrorToastFx });

/** A change is on its way to the server: the buttons wait for it. */
export const $cartBusy = combine(
  addOneFx.pending,
  removeOneFx.pending,
  removeLineFx.pending,
  (adding, removing, dropping) => adding || removing || dropping,
);
