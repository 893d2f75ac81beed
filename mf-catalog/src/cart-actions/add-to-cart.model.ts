import { addToCartFx, i18n, quickToast } from '@lemon/shared';
import { attach, createEffect, createEvent, sample } from 'effector';

export interface AddToCartRequest {
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

const toastAddedFx = createEffect(({ productName, quantity }: AddToCartRequest) => {
  quickToast.success(i18n.t('catalog:cart.added', { name: productName, count: quantity }));
});
// The spec: any failure to add shows "an error occurred".
const toastFailedFx = createEffect(() => {
  quickToast.error(i18n.t('common:errors.generic'));
});

sample({ clock: addToCartClicked, target: addFx });
sample({ clock: addFx.done, fn: ({ params }) => params, target: toastAddedFx });
sample({ clock: addFx.fail, target: toastFailedFx });

/** An add is on its way: the buttons wait for it. */
export const $addingToCart = addFx.pending;
