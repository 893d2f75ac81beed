import type { Id, NullableTimestamp, Timestamp } from '../database/column-types';

/** A shopper waiting for a variation to be back in stock; e-mailed once in the language they used. */
export interface StockNotificationTable {
  id: Id;
  email: string;
  product_variation_id: number;
  locale: string;
  created_at: Timestamp;
  notified_at: NullableTimestamp;
}
