import type { Id, NullableTimestamp, Timestamp } from '../database/column-types';

/** A promo code and its rule: `percentage` takes `value` percent off the subtotal, `fixed` takes `value` cents. */
export interface PromoCodeTable {
  id: Id;
  /** In capitals, unique. */
  code: string;
  kind: 'percentage' | 'fixed';
  value: number;
  /** The smallest subtotal it applies to, in cents. */
  minimum_amount: number | null;
  /** It applies from `starts_at` (included) until `ends_at` (excluded); null: no bound. */
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  /** How many paid orders may use it; null: no limit. */
  usage_limit: number | null;
  created_at: Timestamp;
  /** When the owner switched it off; a disabled code applies to no cart. null: enabled. */
  disabled_at: NullableTimestamp;
}
