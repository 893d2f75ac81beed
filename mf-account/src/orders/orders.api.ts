import { api, orderListResponseSchema, type Order } from '@lemon/shared';

/** The customer's orders. */
export const fetchOrders = async (): Promise<Order[]> => (await api.get('/api/orders', orderListResponseSchema)).data;
