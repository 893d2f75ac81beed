import type { Id, Timestamp } from '../database/column-types';

export interface CartTable {
  id: Id;
  uuid: string;
  user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CartItemTable {
  id: Id;
  cart_id: number;
  product_variation_id: number;
  quantity: number;
}
