import { addToCartFx, removeFromCartFx } from '@lemon/shared';
import { callFailureText } from '@lemon/kit';
import { attach, combine, createEvent, createStore, sample } from 'effector';
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
sample({ clock: [addOneFx.failData, removeOneFx.failData, removeLineFx.failData], fn: callFailureText, target: showErrorToastFx });

/** The last refused change, with the API's reason in the shopper's words, shown on its line until the next change. */
export const $lineRefusal = createStore<{ variationId: number; message: string } | null>(null)
  .on([addOneFx.fail, removeOneFx.fail, removeLineFx.fail], (_, { params, error }) => ({
    variationId: params,
    message: callFailureText(error),
  }))
  .reset([quantityIncreased, quantityDecreased, lineRemoved]);

/** A change is on its way to the server: the buttons wait for it. */
export const $cartBusy = combine(
  addOneFx.pending,
  removeOneFx.pending,
  removeLineFx.pending,
  (adding, removing, dropping) => adding || removing || dropping,
);
