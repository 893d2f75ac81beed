import { staffCall } from '../api/staff-api';
import type { OrderRefunds, Refund, RefundPayload } from '@lemon/staff-contract';
import { refundsCalls } from './refunds-api';

/** What was paid and refunded of the order, its refunds, and what can still be refunded. */
export const fetchOrderRefunds = async (reference: string): Promise<OrderRefunds> =>
  (await staffCall(refundsCalls.orderRefunds, { params: { reference } })).data;

/** One refund form's sending: its key (the same key answers the same refund, never a second one) and what to refund. */
export interface RefundRequest {
  reference: string;
  key: string;
  payload: RefundPayload;
}

/** Refunds the customer through the payment provider. */
export const refundOrder = async ({ reference, key, payload }: RefundRequest): Promise<Refund> =>
  (await staffCall(refundsCalls.refundOrder, { params: { reference }, body: payload, headers: { 'Idempotency-Key': key } })).data;

/** A new refund form's key. */
export const newRefundKey = () => crypto.randomUUID().replaceAll('-', '');
