import { ApiError, ValidationError } from '@lemon/shared';
import type { Order } from '@lemon/orders-contract';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { order } from '../testing/orders';
import {
  $payingReference,
  $paymentProblem,
  fetchOrdersFx,
  goToPaymentPageFx,
  orderList,
  ordersTabOpened,
  pageShownAgain,
  payClicked,
  requestPaymentFx,
} from './orders.model';

function ordersScope({
  orders = async (): Promise<Order[]> => [order(1, { status: 'new', reference: 'LC-NEW1' })],
  payment = async (_reference: string) => 'https://pay.example/session/1',
} = {}) {
  const calls = { orders: vi.fn(orders), payment: vi.fn(payment), goToPaymentPage: vi.fn((_url: string) => undefined) };
  const scope = fork({
    handlers: [
      [fetchOrdersFx, calls.orders],
      [requestPaymentFx, calls.payment],
      [goToPaymentPageFx, calls.goToPaymentPage],
    ],
  });
  return { scope, calls, pay: (reference = 'LC-NEW1') => allSettled(payClicked, { scope, params: reference }) };
}

const noLongerPayable = () => new ValidationError('This order is not awaiting payment.', { status: ['status_transition'] });

describe('the orders tab’s model', () => {
  it('lists the orders newest first, whatever order they came in', async () => {
    const { scope } = ordersScope({
      orders: async () => [
        order(1, { created_at: '2025-11-02T10:00:00Z' }),
        order(3, { created_at: '2026-01-05T10:00:00Z' }),
        order(2, { created_at: '2026-01-05T10:00:00Z' }),
        order(4, { created_at: '2025-12-24T18:00:00Z' }),
      ],
    });
    await allSettled(ordersTabOpened, { scope });
    const state = scope.getState(orderList.$state);
    expect(state.status === 'ready' && state.data.map(({ id }) => id)).toEqual([3, 2, 4, 1]);
  });

  it('asks for the payment page of the order once, then goes there', async () => {
    const { scope, calls, pay } = ordersScope();
    await pay();
    expect(calls.payment.mock.calls).toEqual([['LC-NEW1']]);
    expect(calls.goToPaymentPage.mock.calls).toEqual([['https://pay.example/session/1']]);
    // The page is leaving: "Pay now" stays disabled.
    expect(scope.getState($payingReference)).toBe('LC-NEW1');
    expect(scope.getState($paymentProblem)).toBeNull();
  });

  it('asks nothing more while a payment page is on its way', async () => {
    let answer: (url: string) => void = () => undefined;
    const { scope, calls } = ordersScope({ payment: () => new Promise<string>((resolve) => (answer = resolve)) });
    const clicks = [
      allSettled(payClicked, { scope, params: 'LC-NEW1' }),
      allSettled(payClicked, { scope, params: 'LC-NEW1' }),
      allSettled(payClicked, { scope, params: 'LC-NEW2' }),
    ];
    await vi.waitFor(() => expect(calls.payment).toHaveBeenCalled());
    expect(scope.getState($payingReference)).toBe('LC-NEW1');
    answer('https://pay.example/session/1');
    await Promise.all(clicks);
    expect(calls.payment.mock.calls).toEqual([['LC-NEW1']]);
    expect(calls.goToPaymentPage).toHaveBeenCalledTimes(1);
  });

  it('fetches the orders again, and says why, when the order can no longer be paid', async () => {
    const { scope, calls, pay } = ordersScope({
      payment: async () => {
        throw noLongerPayable();
      },
    });
    await allSettled(ordersTabOpened, { scope });
    await pay();
    expect(calls.orders).toHaveBeenCalledTimes(2);
    expect(scope.getState($paymentProblem)).toEqual({ reference: 'LC-NEW1', kind: 'no-longer-payable' });
    expect(scope.getState($payingReference)).toBeNull();
    expect(calls.goToPaymentPage).not.toHaveBeenCalled();
  });

  it('says the payment failed on any other failure, without fetching the orders again', async () => {
    const { scope, calls, pay } = ordersScope({
      payment: async () => {
        throw new ApiError(503, 'The payment service cannot be reached.');
      },
    });
    await allSettled(ordersTabOpened, { scope });
    await pay();
    expect(calls.orders).toHaveBeenCalledTimes(1);
    expect(scope.getState($paymentProblem)).toEqual({ reference: 'LC-NEW1', kind: 'failed' });
    expect(scope.getState($payingReference)).toBeNull();
  });

  it('forgets a failed payment when the tab is shown again, or when paying again', async () => {
    const answers: Array<() => Promise<string>> = [];
    const { scope, calls } = ordersScope({ payment: () => answers.shift()!() });
    const failure = async (): Promise<string> => {
      throw new ApiError(500, 'down');
    };
    answers.push(failure);
    await allSettled(payClicked, { scope, params: 'LC-NEW1' });
    expect(scope.getState($paymentProblem)).toEqual({ reference: 'LC-NEW1', kind: 'failed' });
    await allSettled(ordersTabOpened, { scope });
    expect(scope.getState($paymentProblem)).toBeNull();

    answers.push(failure);
    await allSettled(payClicked, { scope, params: 'LC-NEW1' });
    expect(scope.getState($paymentProblem)).not.toBeNull();
    let answer: (url: string) => void = () => undefined;
    answers.push(() => new Promise<string>((resolve) => (answer = resolve)));
    const paying = allSettled(payClicked, { scope, params: 'LC-NEW1' });
    await vi.waitFor(() => expect(calls.payment).toHaveBeenCalledTimes(3));
    expect(scope.getState($paymentProblem)).toBeNull();
    answer('https://pay.example/session/1');
    await paying;
  });

  it('lets the shopper pay again when the browser shows the page again, back from the payment page', async () => {
    const { scope, calls, pay } = ordersScope();
    await pay();
    await pay();
    expect(calls.payment).toHaveBeenCalledTimes(1);
    await allSettled(pageShownAgain, { scope });
    expect(scope.getState($payingReference)).toBeNull();
    await pay();
    expect(calls.payment).toHaveBeenCalledTimes(2);
  });
});
