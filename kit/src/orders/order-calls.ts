// The calls on a customer's own order that more than one app makes.
import { api, orderPaymentResponseSchema } from '@lemon/shared';

/** The payment provider's page where an unpaid order is paid (a 422 once the order is no longer awaiting payment). */
export const postOrderPayment = async (reference: string): Promise<string> =>
  (await api.post(`/api/orders/${encodeURIComponent(reference)}/payment`, orderPaymentResponseSchema)).data.payment_url;
