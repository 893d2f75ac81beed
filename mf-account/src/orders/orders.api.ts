import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { Order } from '@lemon/orders-contract';
import { accountCalls } from '../calls';

/** The customer's orders. */
export const fetchOrders = async (): Promise<Order[]> => (await api.get(callOf(accountCalls.orders), accountCalls.orders.response)).data;
