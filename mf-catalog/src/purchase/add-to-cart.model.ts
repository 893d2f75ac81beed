import { addToCartFx, i18n } from '@lemon/shared';
import { quickToast } from '@lemon/kit';
import { attach, createEffect, createEvent, sample } from 'effector';

interface AddToCartRequest {
  productName: string;
  variationId: number;
  quantity: number;
}

/** A shopper pressed "add to cart" on a card, a product page or the product of the month. */
export const addToCartClicked = createEvent<AddToCartRequest>();

// The catalogue's own adds: their toasts are this app's; the cart itself lands in the shared store.
const addFx = attach({
  effect: addToCartFx,
  mapParams: ({ variationId, quantity }: AddToCartRequest) => ({ product_variation_id: variationId, quantity }),
});

export const showAddedToastFx = createEffect((message: string) => {
  quickToast.success(message);
});
export const showAddFailedToastFx = createEffect((message: string) => {
  quickToast.error(message);
});

sample({ clock: addToCartClicked, target: addFx });
sample({
  clock: addFx.done,
  fn: ({ params }) => i18n.t('catalog:cart.added', { name: params.productName, count: params.quantity }),
  target: showAddedToastFx,
});
// The spec: any failure to add shows "an error occurred".
sample({ clock: addFx.fail, fn: () => i18n.t('common:errors.generic'), target: showAddFailedToastFx });

/** An add is on its way: the buttons wait for it. */
export const $addingToCart = addFx.pending;
