import type { Cents, Id, NullableTimestamp, Timestamp } from '../database/column-types';

export type OrderStatus = 'new' | 'paid' | 'sent' | 'ready' | 'done' | 'cancelled';

export interface OrderTable {
  id: Id;
  reference: string;
  user_id: number;
  status: OrderStatus;
  email: string;
  locale: string;
  /** The address as it was when ordering: later edits of the address book do not change past orders. */
  shipping_first_name: string;
  shipping_last_name: string;
  shipping_line1: string;
  shipping_line2: string | null;
  shipping_zip: string;
  shipping_city: string;
  shipping_country: string;
  delivery_method: 'shipping' | 'pickup';
  promo_code: string | null;
  subtotal: Cents;
  discount: Cents;
  shipping_cost: Cents;
  total: Cents;
  payment_provider: string;
  payment_reference: string | null;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
}

/** A line as sold: label and price copied from the catalogue at the time of the order. */
export interface OrderLineTable {
  id: Id;
  order_id: number;
  product_variation_id: number;
  label: string;
  unit_price: Cents;
  quantity: number;
}
