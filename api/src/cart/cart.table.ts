import type { Id, Timestamp } from '../database/column-types';

export interface CartTable {
  id: Id;
  uuid: string;
  /** The customer whose cart it is; null for a cart started anonymously, until a logged-in call reaches it. */
  user_id: number | null;
  /** The promo code the cart holds (dropped when it no longer applies). */
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
