import { callOf } from '@lemon/app-protocol';
import { api, type Order } from '@lemon/shared';
import { accountCalls } from '../calls';

/** The customer's orders. */
export const fetchOrders = async (): Promise<Order[]> => (await api.get(callOf(accountCalls.orders), accountCalls.orders.response)).data;
