import type { Order, OrderLine } from '@lemon/orders-contract';

/** A line of the tests' orders: a bottle of limoncello unless told otherwise. */
export const orderLine = (fields: Partial<OrderLine> = {}): OrderLine => ({
  product_variation_id: 7,
  product_label: { fr: 'Limoncello de Menton', en: 'Menton limoncello', it: 'Limoncello di Mentone' },
  variation_label: { fr: 'Bouteille 50 cl', en: '50 cl bottle', it: 'Bottiglia da 50 cl' },
  unit_price: 2450,
  quantity: 1,
  total: 2450,
  ...fields,
});

/** An order as `GET /api/orders` gives it: paid, shipped to Camille in Menton, unless told otherwise. */
export const order = (id: number, fields: Partial<Order> = {}): Order => ({
  id,
  reference: `LC-${String(id).padStart(8, '0')}`,
  status: 'paid',
  locale: 'fr',
  lines: [orderLine()],
  subtotal: 2450,
  promo_code: null,
  discount: 0,
  delivery_method: 'shipping',
  shipping_cost: 690,
  total: 3140,
  refunded: 0,
  address: {
    first_name: 'Camille',
    last_name: 'Rossi',
    line1: '3 promenade du Soleil',
    line2: null,
    zip: '06500',
    city: 'Menton',
    country: 'FR',
  },
  age_confirmed: true,
  created_at: '2026-02-17T09:30:00Z',
  payable_until: null,
  paid_at: '2026-02-17T09:34:00Z',
  shipped_at: null,
  done_at: null,
  cancelled_at: null,
  ...fields,
});
