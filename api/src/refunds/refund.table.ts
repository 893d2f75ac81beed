import type { Generated } from 'kysely';
import type { Cents, Flag, Id, NullableTimestamp, Timestamp } from '../database/column-types';

/** Where a refund stands: reserved while the provider is asked, then settled one way or the other. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** What a refund gives back: part of a sale (a credit note), or a payment that came for an order not sold. */
export type RefundPurpose = 'sale' | 'late_payment';

/** Money given back on a paid order, through the provider that took the payment. */
export interface RefundTable {
  id: Id;
  order_id: number;
  /** In cents, more than 0. */
  amount: Cents;
  reason: string | null;
  /** Whether the refunded lines' units went back to stock. */
  restocked: Flag;
  /** A `pending` refund counts against what can still be refunded; a `failed` one no longer does. */
  status: Generated<RefundStatus>;
  /** Who gives the money back (`test`, `stripe`), and their id of the refund once they answered. */
  provider: string;
  provider_reference: string | null;
  /** The staff's attempt: the same key answers the same refund, and is the one the provider is sent, every try. */
  idempotency_key: string;
  /** A digest of what the key asked for: the same key asking for something else is refused. */
  request_fingerprint: string | null;
  /** Once the provider gave the money back, the order is cancelled (a paid order is cancelled only this way). */
  cancels_order: Flag;
  /** Since when a process is asking the provider: the others leave it be until `refundAnswerWaitMs` is up. */
  provider_asked_at: NullableTimestamp;
  /** `sale`: money back on a sale, with its credit note; `late_payment`: a payment returned for an order never sold. */
  purpose: Generated<RefundPurpose>;
  /** The staff member who refunded; null once their account is gone. */
  user_id: number | null;
  created_at: Timestamp;
  /** When the provider answered (succeeded or failed). */
  settled_at: NullableTimestamp;
}

/** Units of an order line a refund gives back, and the part of the refund's amount they make. */
export interface RefundLineTable {
  id: Id;
  refund_id: number;
  order_line_id: number;
  quantity: number;
  amount: Cents;
}
