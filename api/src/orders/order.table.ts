import type { DeliveryMethod, OrderStatus } from '@lemon/orders-contract';
import type { Locale } from '@lemon/shared/locales';
import type { Generated } from 'kysely';
import type { Cents, Id, VatRate, LocalizedColumns, NullableTimestamp, Timestamp } from '../database/column-types';

/**
 * Why an order was cancelled: its payment did not arrive in time (`unpaid`), its shopper's changed checkout
 * replaced it (`replaced`), the staff cancelled it unpaid (`staff`), or a refund of its payment did (`refunded`).
 */
export type CancelCause = 'unpaid' | 'replaced' | 'staff' | 'refunded';

/** A customer's order: what the checkout copied from the cart, and where it stands (`Generated`: columns with a default). */
export interface OrderTable {
  id: Id;
  /** What the customer and the shop call the order by. */
  reference: string;
  user_id: number;
  status: OrderStatus;
  /** The language it was placed in: its e-mails and payment pages speak it. */
  locale: Generated<Locale>;
  subtotal: Generated<Cents>;
  discount: Generated<Cents>;
  shipping_cost: Generated<Cents>;
  /** Everything paid: subtotal − discount + shipping. */
  total: Cents;
  /** The promo code the order used: it counts against the code's usage limit unless the order is cancelled. */
  promo_code_id: number | null;
  delivery_method: Generated<DeliveryMethod>;
  /** Where it goes, copied from the address book; null for pickup. */
  address_first_name: string | null;
  address_last_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_zip: string | null;
  address_city: string | null;
  address_country: string | null;
  /** When the shopper confirmed being 18 or over (an order with alcohol). */
  age_confirmed_at: NullableTimestamp;
  /** The cart it came from: the ordered units leave it once paid. */
  cart_id: number | null;
  /** The checkout attempt's key: the same key from the same customer answers this order again. */
  idempotency_key: string | null;
  /** Who takes the payment (`test`, `stripe`), and their id of it. */
  payment_provider: string | null;
  payment_reference: string | null;
  /** The page where the customer pays, given again without asking the provider until it expires (null: never). */
  payment_url: string | null;
  payment_url_expires_at: NullableTimestamp;
  /** An unpaid order is cancelled after this moment, its stock given back. */
  payment_due_at: NullableTimestamp;
  paid_at: NullableTimestamp;
  /** Sent, or ready for pickup. */
  shipped_at: NullableTimestamp;
  done_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  /** Why it was cancelled: a payment arriving after a `staff` or `refunded` cancellation is given back. */
  cancel_cause: CancelCause | null;
  /** A helper asked the owner to cancel this paid order (shown under Today): when, who, and why. */
  cancel_requested_at: NullableTimestamp;
  cancel_requested_by: number | null;
  cancel_request_note: string | null;
  /** Who carries a sent order (`Carrier`), and its tracking number: the customer's mail links to the carrier's tracking page. */
  carrier: string | null;
  tracking_number: string | null;
  /** When the shop was e-mailed that the order is paid: once per order. */
  shop_notified_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A line of an order: labels and price as they were when it was placed. */
export interface OrderLineTable extends LocalizedColumns<'product_label' | 'variation_label'> {
  id: Id;
  order_id: number;
  /** Null once the variation left the catalogue. */
  product_variation_id: number | null;
  unit_price: Cents;
  quantity: number;
  /** The product's VAT rate when ordered. */
  vat_rate: Generated<VatRate>;
}

/** A payment provider's event, recorded once with what the shop made of it. */
export interface PaymentEventTable {
  /** The provider's name and its event id, `stripe:evt_…`. */
  id: string;
  type: string;
  order_reference: string | null;
  /** What it did (`PaymentOutcome['kind']`), or `ignored`: `mismatch` and `second_payment` are for the staff to settle. */
  outcome: string | null;
  /** The provider's id of the payment it is about (a Checkout Session), its amount in cents and currency. */
  payment_reference: string | null;
  amount: number | null;
  currency: string | null;
  received_at: Timestamp;
}
