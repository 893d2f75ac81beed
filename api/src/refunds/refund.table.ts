import type { Generated } from 'kysely';
import type { Cents, Flag, Id, NullableTimestamp, Timestamp } from '../database/column-types';

/** Where a refund stands: reserved while the provider is asked, then settled one way or the other. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

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
  /** The staff's attempt: the same key answers the same refund. */
  idempotency_key: string;
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
