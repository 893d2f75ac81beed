import { defineCalls } from '@lemon/app-protocol';
import { orderRefundsResponseSchema, refundResponseSchema } from '@lemon/staff-contract';

/** An order's refunds' calls: what was refunded, and refunding through the payment provider. */
export const refundsCalls = defineCalls({
  /** What was paid and refunded of the order, its refunds, and what can still be refunded. */
  orderRefunds: {
    method: 'GET',
    path: '/api/staff/orders/:reference/refunds',
    response: orderRefundsResponseSchema,
    example: { as: 'owner', params: { reference: '{staffOrder.reference}' } },
  },
  /** Refunds units of lines or an amount; the form's key makes the same refund of a second sending, never a second one. */
  refundOrder: {
    method: 'POST',
    path: '/api/staff/orders/:reference/refunds',
    response: refundResponseSchema,
    example: {
      as: 'owner',
      params: { reference: '{staffOrder.reference}' },
      headers: { 'Idempotency-Key': '{refund.key}' },
      body: { amount: 500, restock: false, reason: 'Pot arrivé fêlé' },
    },
  },
});
