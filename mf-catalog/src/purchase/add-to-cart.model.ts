import { addToCartFx, i18n, ValidationError } from '@lemon/shared';
import { callFailureText, quickToast } from '@lemon/kit';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';

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

/**
 * Why an add was refused, in the shopper's words: how many are left when the quantity is more than the stock (the
 * number the API counted as it refused, not the one the page loaded earlier), the API's own reason translated,
 * "wait a moment" when asked too often, else "an error occurred".
 */
function refusalText(error: unknown): string {
  if (!(error instanceof ValidationError) || !Object.values(error.fieldErrors).flat().includes('stock')) return callFailureText(error);
  const { available, in_cart: inCart } = error.details;
  if (typeof available !== 'number') return callFailureText(error);
  return typeof inCart === 'number' && inCart > 0
    ? i18n.t('catalog:cart.onlyLeftWithCart', { count: available, inCart })
    : i18n.t('catalog:cart.onlyLeft', { count: available });
}

/** The last refusal, shown at the button of the variation it concerns until the shopper tries again. */
export const $addRefusal = createStore<{ variationId: number; message: string } | null>(null)
  .on(addFx.fail, (_, { params, error }) => ({ variationId: params.variationId, message: refusalText(error) }))
  .reset(addToCartClicked);

sample({ clock: addToCartClicked, target: addFx });
sample({
  clock: addFx.done,
  fn: ({ params }) => i18n.t('catalog:cart.added', { name: params.productName, count: params.quantity }),
  target: showAddedToastFx,
});
sample({ clock: addFx.fail, fn: ({ error }) => refusalText(error), target: showAddFailedToastFx });

/** An add is on its way: the buttons wait for it. */
export const $addingToCart = addFx.pending;
