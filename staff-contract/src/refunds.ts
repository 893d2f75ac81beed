// Refunds of a paid order, through the payment provider that took it: the owner gives back an amount, or
// units of the order's lines (and may put them back in stock); the staff sees what was given back.
import { lazySchema, localizedTextSchema, recordIdSchema, storedText, z } from '@lemon/shared/contract';
import { idempotencyKeySchema } from '@lemon/orders-contract';

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;
/** `pending`: reserved while the provider is asked (it counts already); `failed`: it no longer counts. */
export type RefundStatus = (typeof refundStatuses)[number];

/** The most a reason may hold. */
export const refundReasonMaxLength = 500;
/** The most units or cents a refund may name (an order's amounts are far below). */
const maxCents = 100_000_000;

export const refundLineRequestSchema = lazySchema(() =>
  z.object({
    order_line_id: recordIdSchema,
    quantity: z.int().check(z.minimum(1), z.maximum(10_000)),
  }),
);

/**
 * `POST /api/staff/orders/{reference}/refunds` (owner): either `lines` (those units, at the price paid for
 * them) or `amount` (cents), never both; `restock` puts the lines' units back in stock (lines only).
 */
export const refundPayloadSchema = lazySchema(() =>
  z
    .object({
      lines: z.optional(z.array(refundLineRequestSchema).check(z.minLength(1), z.maxLength(200))),
      amount: z.optional(z.int().check(z.minimum(1), z.maximum(maxCents))),
      restock: z.boolean(),
      reason: z.optional(z.nullable(storedText.check(z.maxLength(refundReasonMaxLength)))),
    })
    .check(
      z.refine((payload) => payload.lines !== undefined || payload.amount !== undefined, {
        path: ['amount'],
        params: { code: 'required' },
      }),
      z.refine((payload) => payload.lines === undefined || payload.amount === undefined, {
        path: ['amount'],
        params: { code: 'invalid' },
      }),
      z.refine((payload) => !payload.restock || payload.lines !== undefined, { path: ['restock'], params: { code: 'invalid' } }),
      z.refine((payload) => new Set(payload.lines?.map((line) => line.order_line_id)).size === (payload.lines?.length ?? 0), {
        path: ['lines'],
        params: { code: 'invalid' },
      }),
    ),
);
export type RefundPayload = z.input<typeof refundPayloadSchema>;

/** `Idempotency-Key`: one per opening of the refund form, so a second click or a resent call makes no second refund. */
export const refundHeadersSchema = lazySchema(() => z.object({ 'idempotency-key': idempotencyKeySchema }));

export const refundLineSchema = lazySchema(() =>
  z.object({
    order_line_id: z.int(),
    quantity: z.int(),
    /** What these units' refund gave back, in cents. */
    amount: z.int(),
  }),
);

export const refundSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    status: z.enum(refundStatuses),
    /** In cents. */
    amount: z.int(),
    reason: z.nullable(z.string()),
    /** The lines' units went back to stock. */
    restocked: z.boolean(),
    /** Empty for a refund of an amount. */
    lines: z.array(refundLineSchema),
    /** Who refunded: their e-mail address (null once their account is gone). */
    staff_email: z.nullable(z.string()),
    created_at: z.string(),
    /** When the provider answered. */
    settled_at: z.nullable(z.string()),
  }),
);
export type Refund = z.infer<typeof refundSchema>;

/** `POST …/refunds` (201; 200 for a key sent again once settled, 202 while the provider is still asked). */
export const refundResponseSchema = lazySchema(() => z.object({ data: refundSchema }));

/** A line of the order and how much of it can still be refunded. */
export const refundableLineSchema = lazySchema(() =>
  z.object({
    order_line_id: z.int(),
    product_label: localizedTextSchema,
    variation_label: localizedTextSchema,
    /** The unit's price before the order's discount, in cents. */
    unit_price: z.int(),
    quantity: z.int(),
    /** What the customer paid for the line: its total less its share of the discount (`paidPerLine`). */
    paid_amount: z.int(),
    /** Units refunded or being refunded, and what they gave back: with `unitsRefundAmount`, what more units give. */
    refunded_quantity: z.int(),
    refunded_amount: z.int(),
    refundable_quantity: z.int(),
  }),
);
export type RefundableLine = z.infer<typeof refundableLineSchema>;

/** `GET /api/staff/orders/{reference}/refunds` (staff): the order's refunds, newest first, and what is left. */
export const orderRefundsResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      /** What the customer paid, in cents (0 for an order not paid). */
      paid: z.int(),
      /** Given back (succeeded refunds). */
      refunded: z.int(),
      /** Being given back (the provider not yet answered). */
      pending: z.int(),
      /** What can still be refunded: paid − refunded − pending. */
      refundable: z.int(),
      /** Everything paid was given back. */
      fully_refunded: z.boolean(),
      /** The order can be refunded now (paid, and something left). */
      can_refund: z.boolean(),
      lines: z.array(refundableLineSchema),
      refunds: z.array(refundSchema),
    }),
  }),
);
export type OrderRefunds = z.infer<typeof orderRefundsResponseSchema>['data'];
