import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { Order } from '@lemon/orders-contract';
import { callFailureText, createLoader, postOrderPayment } from '@lemon/kit';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { shellCalls } from '../calls';

// What the payment's outcome popup knows of the order the shopper just paid, or failed to pay: the customer's own
// order, read by the reference the payment page sent back, and paying it again.

/** The order of the popup (a 404 or a failure leaves the popup its general words). */
export const poppedOrder = createLoader(
  async (reference: string): Promise<Order> => (await api.get(callOf(shellCalls.order, { reference }), shellCalls.order.response)).data,
);

/** "Pay again" in the failure popup. */
export const payAgainClicked = createEvent<string>();

const requestPaymentPageFx = createEffect(postOrderPayment);
/** Leaves the shop for the payment provider's page. */
export const goToPaymentPageFx = createEffect((paymentUrl: string) => {
  window.location.assign(paymentUrl);
});

/** The payment page is on its way, then the page leaves: the button stays busy. */
export const $payingAgain = createStore(false)
  .on(requestPaymentPageFx, () => true)
  .reset(requestPaymentPageFx.fail);
/** Why paying again did not start, in the shopper's words (the API's reason: no longer payable, too many tries…). */
export const $payAgainProblem = createStore<string | null>(null)
  .on(requestPaymentPageFx.failData, (_, error) => callFailureText(error))
  .reset(payAgainClicked);

sample({
  clock: payAgainClicked,
  source: $payingAgain,
  filter: (paying) => !paying,
  fn: (_, reference) => reference,
  target: requestPaymentPageFx,
});
sample({ clock: requestPaymentPageFx.doneData, target: goToPaymentPageFx });
