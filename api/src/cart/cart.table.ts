import type { Cents, Flag, Id, NullableTimestamp, Timestamp } from '../database/column-types';

export interface CartTable {
  id: Id;
  uuid: string;
  user_id: number | null;
  promo_code_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemTable {
  id: Id;
  cart_id: number;
  product_variation_id: number;
  quantity: number;
}

export interface PromoCodeTable {
  id: Id;
  code: string;
  /** A percentage off the goods, or a fixed amount in cents. */
  kind: 'percent' | 'amount';
  value: number;
  minimum_subtotal: Cents;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  is_active: Flag;
}
