import { api, orderListResponseSchema, orderPaymentResponseSchema, type Order } from '@lemon/shared';

/** The customer's orders. */
export const fetchOrders = async (): Promise<Order[]> => (await api.get('/api/orders', orderListResponseSchema)).data;

/** The payment provider's page where an unpaid order is paid (a 422 once the order is no longer awaiting payment). */
export const postOrderPayment = async (reference: string): Promise<string> =>
  (await api.post(`/api/orders/${encodeURIComponent(reference)}/payment`, orderPaymentResponseSchema)).data.payment_url;
