import { staffApi } from '../calls/staff-api';
import {
  orderRefundsResponseSchema,
  refundResponseSchema,
  type OrderRefunds,
  type Refund,
  type RefundPayload,
} from '@lemon/shared/staff-contract';

const refundsPath = (reference: string) => `/api/staff/orders/${encodeURIComponent(reference)}/refunds`;

/** What was paid and refunded of the order, its refunds, and what can still be refunded. */
export const fetchOrderRefunds = async (reference: string): Promise<OrderRefunds> =>
  (await staffApi.get(refundsPath(reference), orderRefundsResponseSchema)).data;

/** One refund form's sending: its key (the same key answers the same refund, never a second one) and what to refund. */
export interface RefundRequest {
  reference: string;
  key: string;
  payload: RefundPayload;
}

/** Refunds the customer through the payment provider. */
export const refundOrder = async ({ reference, key, payload }: RefundRequest): Promise<Refund> =>
  (await staffApi.post(refundsPath(reference), refundResponseSchema, payload, { 'Idempotency-Key': key })).data;

/** A new refund form's key. */
export const newRefundKey = () => crypto.randomUUID().replaceAll('-', '');
