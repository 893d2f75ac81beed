import type { OrderStatus } from '@lemon/shared/contract';
import type { Cents, Id, Timestamp } from '../database/column-types';

/** A customer's order, as far as their list of orders needs; the checkout extends it. */
export interface OrderTable {
  id: Id;
  /** What the customer and the shop call the order by. */
  reference: string;
  user_id: number;
  status: OrderStatus;
  /** Everything paid. */
  total: Cents;
  /** The promo code the order used, counted against its usage limit once the order is paid. */
  promo_code_id: number | null;
  created_at: Timestamp;
}
