import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { callOf, gatherCalls } from './calls';

const orders = { orders: { method: 'GET', path: '/api/staff/orders', response: z.unknown() } } as const;
const order = { order: { method: 'GET', path: '/api/staff/orders/:reference', response: z.unknown() } } as const;

describe('an app’s calls', () => {
  it('gather its features’ declarations', () => {
    expect(Object.keys(gatherCalls(orders, order))).toEqual(['orders', 'order']);
  });

  it('refuse a name two features declare', () => {
    expect(() => gatherCalls(orders, { orders: order.order })).toThrow("Two of the app's features declare a call named orders");
  });

  it('ask for a call with its params filled and its query joined', () => {
    expect(callOf(order.order, { reference: 'LC 1/2' })).toEqual({ path: '/api/staff/orders/LC%201%2F2' });
    expect(callOf({ path: '/api/products', query: { sort: 'order' } }, {}, { page: 2 })).toEqual({
      path: '/api/products',
      query: { sort: 'order', page: 2 },
    });
  });
});
