import { createLoader } from '@lemon/kit';
import { createEffect } from 'effector';
import { fetchOrders } from './orders.api';

export const fetchOrdersFx = createEffect(fetchOrders);

/** The orders tab's list, fetched each time the tab is shown (an order may have moved on meanwhile). */
export const orderList = createLoader(() => fetchOrdersFx());
