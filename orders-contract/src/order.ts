// Orders: placing one from a cart, reading them, paying one, and the staff moving one along (the back office's
// own order calls are in `staff/orders.ts`).
import { lazySchema, localeSchema, localizedTextSchema, recordIdSchema, recordKey, storedText, z } from '@lemon/shared/contract';
import { storedAddressFields } from '@lemon/account-contract';
import { deliveryMethods } from './promo';

/** An order's state, as the spec names them (`payed` is the spec's other spelling of `paid`). */
export const orderStatuses = ['new', 'paid', 'sent', 'ready', 'done', 'cancelled'] as const;
export const orderStatusSchema = lazySchema(() =>
  z.pipe(
    z.transform((status) => (status === 'payed' ? 'paid' : status)),
    z.enum(orderStatuses),
  ),
);
export type OrderStatus = (typeof orderStatuses)[number];
/** The statuses of an order that was paid (a cancelled or unpaid one is not): what uses up a promo code. */
export const paidOrderStatuses = ['paid', 'sent', 'ready', 'done'] as const satisfies readonly OrderStatus[];

/** One line of an order: what was bought, copied when the order was placed (later catalogue changes leave it be). */
export const orderLineSchema = lazySchema(() =>
  z.object({
    /** Null once the variation left the catalogue. */
    product_variation_id: z.nullable(z.int()),
    product_label: localizedTextSchema,
    variation_label: localizedTextSchema,
    /** Price of one unit when the order was placed, in cents. */
    unit_price: z.int().check(z.minimum(0)),
    quantity: z.int().check(z.minimum(1)),
    /** Unit price times quantity, in cents. */
    total: z.int().check(z.minimum(0)),
  }),
);
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The address an order goes to, as it was when the order was placed. */
export const orderAddressSchema = lazySchema(() => z.object(storedAddressFields()));
export type OrderAddress = z.infer<typeof orderAddressSchema>;

const momentText = z.string();

/** A sent parcel: its carrier's name (null for another one), its tracking number and the carrier's tracking page. */
export const orderShipmentSchema = lazySchema(() =>
  z.object({ carrier: z.nullable(z.string()), tracking_number: z.string(), tracking_url: z.nullable(z.string()) }),
);
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/**
 * Money given back on the order, as its customer sees it (an attempt that failed is left out): being given back
 * (`pending`) or given back, with the credit note of a sale's refund once issued.
 */
export const orderRefundSchema = lazySchema(() =>
  z.object({
    amount: z.int().check(z.minimum(1)),
    status: z.enum(['pending', 'succeeded']),
    created_at: momentText,
    settled_at: z.nullable(momentText),
    /** Its credit note's number (`A-2026-000001`): `/api/orders/{reference}/credit-notes/{number}.pdf`. */
    credit_note: z.nullable(z.string()),
  }),
);
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    /** What the shopper and the shop call the order by (`LC-7K3QF9MZ`). */
    reference: z.string(),
    status: orderStatusSchema,
    /** The language the order was placed in: its e-mails and the payment pages speak it. */
    locale: localeSchema,
    lines: z.array(orderLineSchema),
    /** Sum of the lines, in cents. */
    subtotal: z.int().check(z.minimum(0)),
    /** The promo code used, if any, and what it took off, in cents. */
    promo_code: z.nullable(z.string()),
    discount: z.int().check(z.minimum(0)),
    delivery_method: z.enum(deliveryMethods),
    /** What delivery costs, in cents (0 for pickup in the shop, and in France and Monaco from 99 €). */
    shipping_cost: z.int().check(z.minimum(0)),
    /** Everything paid: subtotal − discount + shipping, in cents. */
    total: z.int().check(z.minimum(0)),
    /** What the shop gave back of it (refunds made), in cents. */
    refunded: z.int().check(z.minimum(0)),
    /** Where it is delivered; null for pickup in the shop. */
    address: z.nullable(orderAddressSchema),
    /** The shopper confirmed being 18 or over (an order with alcohol needs it). */
    age_confirmed: z.boolean(),
    created_at: momentText,
    /** Until when an unpaid (`new`) order can be paid; then it is cancelled and its stock given back. */
    payable_until: z.nullable(momentText),
    paid_at: z.nullable(momentText),
    /** When it was sent, or made ready for pickup. */
    shipped_at: z.nullable(momentText),
    done_at: z.nullable(momentText),
    cancelled_at: z.nullable(momentText),
    /** The parcel, once sent with a tracking number (optional, as are `refunds`: an API older than them leaves them out). */
    shipment: z.optional(z.nullable(orderShipmentSchema)),
    /** The refunds, oldest first. */
    refunds: z.optional(z.array(orderRefundSchema)),
  }),
);
export type Order = z.infer<typeof orderSchema>;

/** `GET /api/orders`: the customer's orders, newest first. */
export const orderListResponseSchema = lazySchema(() => z.object({ data: z.array(orderSchema) }));
export const orderResponseSchema = lazySchema(() => z.object({ data: orderSchema }));

/** `/api/orders/{reference}`. */
export const orderParamsSchema = lazySchema(() => z.object({ reference: recordKey('Order') }));

/**
 * `Idempotency-Key` of `POST /api/orders`: one key per checkout attempt (the page makes it), so that a
 * second click, or the same call sent again after a lost answer, answers the same order.
 */
export const idempotencyKeySchema = lazySchema(() =>
  z.string().check(z.refine((key) => /^[A-Za-z0-9_-]{8,100}$/.test(key), { params: { code: 'invalid' } })),
);
export const createOrderHeadersSchema = lazySchema(() => z.object({ 'idempotency-key': idempotencyKeySchema }));

/** `true` only: the shopper ticked the box (unticked or missing: the code of the box). */
const ticked = (code: 'terms_required') => z.custom<true>((value) => value === true, { params: { code } });

/** `POST /api/orders`: the cart to order, how it is delivered, and the boxes the shopper ticked. */
export const createOrderPayloadSchema = lazySchema(() =>
  z
    .object({
      cart_id: storedText.check(z.minLength(1), z.maxLength(64)),
      delivery_method: z.enum(deliveryMethods),
      /** One of the shopper's addresses; needed for home delivery. */
      address_id: z.nullish(recordIdSchema),
      accept_terms: ticked('terms_required'),
      /** Needed when the cart holds alcohol: the shopper is 18 or over. */
      confirm_age: z.optional(z.boolean()),
      /** The language of the page: the order's e-mails and payment pages speak it. */
      locale: z.optional(localeSchema),
    })
    .check(
      z.refine((payload) => payload.delivery_method !== 'shipping' || payload.address_id != null, {
        path: ['address_id'],
        params: { code: 'required' },
      }),
    ),
);
export type CreateOrderPayload = z.input<typeof createOrderPayloadSchema>;

/** Where the shopper pays an order: the payment provider's page. */
const paymentMeta = z.object({ payment_url: z.string() });
/** `POST /api/orders` (201): the order, and the page to pay it. */
export const createOrderResponseSchema = lazySchema(() => z.object({ data: orderSchema, meta: paymentMeta }));
/** `POST /api/orders/{reference}/payment`: a page to pay an unpaid order. */
export const orderPaymentResponseSchema = lazySchema(() => z.object({ data: paymentMeta }));

/** `POST /api/orders/{reference}/status` (staff): where the order goes next. */
export const orderStatusPayloadSchema = lazySchema(() => z.object({ status: orderStatusSchema }));

/** Who takes an order's payment: Stripe, or the built-in test provider, which takes no money. */
export const paymentProviders = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];
