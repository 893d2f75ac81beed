import { defineCalls } from '@lemon/app-protocol';
import { staffOrderListResponseSchema } from '@lemon/staff-contract';

/** The orders list's call: every customer's orders, the filters sent as its query. */
export const ordersCalls = defineCalls({
  /** A page of the orders the filters keep (status, days, delivery, words, page), newest first. */
  staffOrders: {
    method: 'GET',
    path: '/api/staff/orders',
    response: staffOrderListResponseSchema,
    example: { as: 'owner', given: ['staffOrder.reference'] },
  },
});
