import { api, orderListResponseSchema, type OrderSummary } from '@lemon/shared';

/** The customer's orders, newest first. */
export const fetchOrders = async (): Promise<OrderSummary[]> => (await api.get('/api/orders', orderListResponseSchema)).data;
