// The calls on a customer's own order that more than one app makes.
import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import { orderCalls } from '../calls/customer-calls';

const { orderPayment } = orderCalls;

/** The payment provider's page where an unpaid order is paid (a 422 once the order is no longer awaiting payment). */
export const postOrderPayment = async (reference: string): Promise<string> =>
  (await api.post(callOf(orderPayment, { reference }).path, orderPayment.response)).data.payment_url;
