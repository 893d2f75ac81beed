import { ApiError } from '@lemon/shared';
import { createLoader, postOrderPayment } from '@lemon/kit';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { newestFirst } from './newest-first';
import { fetchOrders } from './orders.api';

// The orders tab: the customer's orders, and paying one that is still awaiting payment.

export const fetchOrdersFx = createEffect(fetchOrders);

/** The orders tab's list, newest first, fetched each time the tab is shown (an order may have moved on meanwhile). */
export const orderList = createLoader(async () => newestFirst(await fetchOrdersFx()));

/** The tab is shown: its orders are fetched again, and what came of an earlier payment is forgotten. */
export const ordersTabOpened = createEvent();
/** "Pay now" on an unpaid order, by its reference. */
export const payClicked = createEvent<string>();
/** The browser showed the page again from its cache (back from the payment page): "Pay now" works again. */
export const pageShownAgain = createEvent();

export const requestPaymentFx = createEffect(postOrderPayment);
/** Leaves the shop for the payment provider's page. */
export const goToPaymentPageFx = createEffect((paymentUrl: string) => {
  window.location.assign(paymentUrl);
});

/** Why paying an order did not start: it is no longer awaiting payment (a 422), or the call failed. */
export type PaymentProblem = { reference: string; kind: 'no-longer-payable' | 'failed' };
const isNoLongerPayable = (error: unknown) => error instanceof ApiError && error.status === 422;

/** The order whose payment page is on its way; then the page leaves, so "Pay now" stays disabled. */
export const $payingReference = createStore<string | null>(null)
  .on(requestPaymentFx, (_, reference) => reference)
  .reset([requestPaymentFx.fail, ordersTabOpened, pageShownAgain]);
export const $paymentProblem = createStore<PaymentProblem | null>(null)
  .on(requestPaymentFx.fail, (_, { params, error }) => ({
    reference: params,
    kind: isNoLongerPayable(error) ? 'no-longer-payable' : 'failed',
  }))
  .reset([payClicked, ordersTabOpened]);

sample({ clock: ordersTabOpened, target: orderList.opened });

// One payment page at a time: a second click while the first is on its way asks nothing.
sample({
  clock: payClicked,
  source: $payingReference,
  filter: (paying) => paying === null,
  fn: (_, reference) => reference,
  target: requestPaymentFx,
});
sample({ clock: requestPaymentFx.doneData, target: goToPaymentPageFx });
// Paid or cancelled meanwhile: the list shows where the order now stands.
sample({ clock: requestPaymentFx.failData, filter: isNoLongerPayable, target: orderList.opened });
