// Orders as `POST /api/orders` answers them, for the tests. Imported by tests only.
import type { Order } from '@lemon/orders-contract';
import type { PlacedOrder } from '../checkout/checkout.api';

const order: Order = {
  id: 7,
  reference: 'LC-7K3QF9MZ',
  status: 'new',
  locale: 'fr',
  lines: [],
  subtotal: 48_50,
  promo_code: null,
  discount: 0,
  delivery_method: 'shipping',
  shipping_cost: 6_90,
  total: 55_40,
  refunded: 0,
  address: null,
  age_confirmed: false,
  created_at: '2026-11-23T10:00:00.000Z',
  payable_until: '2026-11-23T10:30:00.000Z',
  paid_at: null,
  shipped_at: null,
  done_at: null,
  cancelled_at: null,
};

/** The 201 of a placed order, paid at `paymentUrl`. */
export const placedOrder = (paymentUrl = '/api/payments/test/LC-7K3QF9MZ'): PlacedOrder => ({
  data: order,
  meta: { payment_url: paymentUrl },
});
