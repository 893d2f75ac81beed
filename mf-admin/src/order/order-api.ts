import { defineCalls } from '@lemon/app-protocol';
import { staffOrderResponseSchema } from '@lemon/staff-contract';

// Each answers the order as it stands after the call, which the page shows.
const order = (reference: string) => ({ as: 'owner' as const, params: { reference } });

/** An order's page's calls: the order with all the owner needs, and its moves, each a call of its own. */
export const orderCalls = defineCalls({
  /** The order, its customer, payment, shipment, history, the moves allowed now and what the staff did to it. */
  staffOrder: {
    method: 'GET',
    path: '/api/staff/orders/:reference',
    response: staffOrderResponseSchema,
    example: order('{staffOrder.reference}'),
  },
  /** A paid order leaves with a carrier, its tracking number mailed to the customer. */
  orderMoveSend: {
    method: 'POST',
    path: '/api/staff/orders/:reference/send',
    response: staffOrderResponseSchema,
    example: { ...order('{staffOrder.reference}'), body: { carrier: 'colissimo', tracking_number: '6A12345678901' } },
  },
  /** A paid order to pick up is ready at the shop. */
  orderMoveReady: {
    method: 'POST',
    path: '/api/staff/orders/:reference/ready',
    response: staffOrderResponseSchema,
    example: order('{pickupOrder.reference}'),
  },
  /** A sent or ready order reached its customer. */
  orderMoveDone: {
    method: 'POST',
    path: '/api/staff/orders/:reference/done',
    response: staffOrderResponseSchema,
    example: order('{sentOrder.reference}'),
  },
  /** Cancels the order: an unpaid one at once, a paid one through a refund (a 202 while the payment service has not answered). */
  orderMoveCancel: {
    method: 'POST',
    path: '/api/staff/orders/:reference/cancel',
    response: staffOrderResponseSchema,
    example: order('{order.reference}'),
  },
  /** A helper asks the owner to cancel a paid order, and says why. */
  orderCancellationRequest: {
    method: 'POST',
    path: '/api/staff/orders/:reference/cancellation-request',
    response: staffOrderResponseSchema,
    example: { ...order('{staffOrder.reference}'), body: { note: 'Commandé deux fois' } },
  },
  /** The owner keeps an order a helper asked her to cancel. */
  orderCancellationDismiss: {
    method: 'POST',
    path: '/api/staff/orders/:reference/cancellation-request/dismiss',
    response: staffOrderResponseSchema,
    example: order('{requestedOrder.reference}'),
  },
});
