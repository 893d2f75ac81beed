// The staff's orders: the list with its filters, one order with everything the owner needs, and the moves the
// owner makes (each a call named for it: send, ready, done, cancel).
import {
  listEnvelope,
  lazySchema,
  innerSchema,
  calendarDaySchema,
  periodRefused,
  integerText,
  storedText,
  strictQuery,
  z,
} from '@lemon/shared/contract';
import { orderSchema, orderStatusSchema, paymentProviders, deliveryMethods } from '@lemon/orders-contract';
import { auditEntrySchema } from './audit';
import { customerIdentitySchema } from './customers';

/**
 * The carriers a parcel leaves with, and where the customer follows it (`{number}`: the tracking number; none
 * for `other`, whose number the mail gives as it is).
 */
export const carriers = {
  colissimo: { name: 'La Poste Colissimo', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}' },
  chronopost: { name: 'Chronopost', trackingUrl: 'https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={number}' },
  mondial_relay: { name: 'Mondial Relay', trackingUrl: 'https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition={number}' },
  dhl: { name: 'DHL', trackingUrl: 'https://www.dhl.com/fr-fr/home/tracking.html?tracking-id={number}&submit=1' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=fr_FR&tracknum={number}' },
  other: { name: null, trackingUrl: null },
} as const satisfies Record<string, { name: string | null; trackingUrl: string | null }>;
export type Carrier = keyof typeof carriers;
export const carrierKeys = Object.keys(carriers) as Carrier[];
export const isCarrier = (value: unknown): value is Carrier => typeof value === 'string' && Object.hasOwn(carriers, value);

/** The page where the customer follows the parcel, or null (a carrier without one). */
export function trackingUrlOf(carrier: Carrier, trackingNumber: string): string | null {
  const template = carriers[carrier].trackingUrl;
  return template === null ? null : template.replace('{number}', encodeURIComponent(trackingNumber));
}

/** A tracking number: 4 to 40 letters and digits (spaces typed or pasted between groups are dropped). */
export const trackingNumberPattern = /^[A-Za-z0-9]{4,40}$/;

/** The moves the staff makes, each a call of its own: `POST /api/staff/orders/{reference}/{move}`. */
export const staffOrderMoves = ['send', 'ready', 'done', 'cancel'] as const;
export type StaffOrderMove = (typeof staffOrderMoves)[number];

/** Orders per page of `GET /api/staff/orders`. */
export const staffOrdersPerPage = 25;

/** `paid,sent`: one status or several, comma-separated (the spec's `payed` reads as `paid`). */
const statusList = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text) => text.split(',') as unknown[]),
  ),
  z.array(orderStatusSchema),
);

/**
 * `GET /api/staff/orders?status=paid,sent&from=2026-11-01&to=2026-11-30&delivery_method=pickup&q=dupont&page=2`
 * (staff): every customer's orders, newest first. `from` and `to` are calendar days in Paris, both included
 * (`from` after `to`: `date_order` on `from`); `q` looks for the reference, the customer's first or last name
 * or e-mail address, whatever the case.
 */
export const staffOrdersQuerySchema = lazySchema(() =>
  z.pipe(
    strictQuery({
      status: z.optional(statusList),
      from: z.optional(calendarDaySchema),
      to: z.optional(calendarDaySchema),
      delivery_method: z.optional(z.enum(deliveryMethods)),
      q: z.optional(
        z.pipe(
          storedText.check(z.trim(), z.maxLength(100)),
          z.transform((text: string) => text || undefined),
        ),
      ),
      page: z.optional(z.pipe(integerText(/^\d{1,6}$/), z.number().check(z.minimum(1)))),
    }),
    z.transform((query, context) =>
      query.from !== undefined && query.to !== undefined && periodRefused(context, query.from, query.to) ? z.NEVER : query,
    ),
  ),
);
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

/**
 * Whether the customer's account is erased: its names are empty and its address is a placeholder no mail reaches
 * (the back office says "account deleted"); optional: an API older than it leaves it out.
 */
const erasedAccount = () => z.optional(z.boolean());

/** Who placed an order. */
export const staffOrderCustomerSchema = lazySchema(() => z.extend(innerSchema(customerIdentitySchema), { erased: erasedAccount() }));

/** One row of the list. */
export const staffOrderSummarySchema = lazySchema(() =>
  z.object({
    reference: z.string(),
    placed_at: z.string(),
    customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), erased: erasedAccount() }),
    status: orderStatusSchema,
    delivery_method: z.enum(deliveryMethods),
    /** In cents. */
    total: z.int().check(z.minimum(0)),
    /** Units ordered, all lines together. */
    item_count: z.int().check(z.minimum(0)),
    /** Given back to the customer (refunds made), in cents; optional: an API older than it leaves it out. */
    refunded: z.optional(z.int().check(z.minimum(0))),
    /** `test` orders were placed in a test shop: no money was taken for them. */
    payment_provider: z.nullable(z.enum(paymentProviders)),
  }),
);
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrderListResponseSchema = lazySchema(() => listEnvelope(staffOrderSummarySchema));
export type StaffOrderList = z.infer<typeof staffOrderListResponseSchema>;

/** A move of the order's history: the status it reached, and when. */
export const orderHistoryStepSchema = lazySchema(() => z.object({ status: orderStatusSchema, at: z.string() }));

/** `GET /api/staff/orders/{reference}`: the order and all the owner needs to handle it. */
export const staffOrderSchema = lazySchema(() =>
  z.extend(innerSchema(orderSchema), {
    customer: staffOrderCustomerSchema,
    payment: z.object({
      provider: z.nullable(z.enum(paymentProviders)),
      /** The provider's id of the payment (a Stripe Checkout Session). */
      reference: z.nullable(z.string()),
      paid_at: z.nullable(z.string()),
    }),
    /** A sent order's carrier and tracking number, and where the customer follows it. */
    shipment: z.nullable(
      z.object({
        carrier: z.nullable(z.enum(carrierKeys as [Carrier, ...Carrier[]])),
        tracking_number: z.nullable(z.string()),
        tracking_url: z.nullable(z.string()),
      }),
    ),
    /** The statuses it went through, oldest first: placed (`new`), paid, sent or ready, done, cancelled. */
    history: z.array(orderHistoryStepSchema),
    /** The moves the rules allow now, in the order the page offers them (`cancel` of a paid order: the owner's, through a refund). */
    moves: z.array(z.enum(staffOrderMoves)),
    /** A helper asked the owner to cancel this paid order: when, who (their name, or e-mail once gone), and why. */
    cancellation_request: z.optional(
      z.nullable(z.object({ requested_at: z.string(), requested_by: z.nullable(z.string()), note: z.nullable(z.string()) })),
    ),
    /** The refund that cancels it is waiting for the payment service's answer: no move until it comes. */
    cancelling: z.optional(z.boolean()),
    /** What the staff did to it, newest first. */
    audit: z.array(auditEntrySchema),
  }),
);
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderResponseSchema = lazySchema(() => z.object({ data: staffOrderSchema }));

/** `POST /api/staff/orders/{reference}/send`: who carries it and its tracking number. */
export const sendOrderPayloadSchema = lazySchema(() =>
  z.object({
    carrier: z.enum(carrierKeys as [Carrier, ...Carrier[]]),
    tracking_number: z.pipe(
      storedText,
      z.pipe(
        z.transform((text: string) => text.replace(/\s+/g, '')),
        z.string().check(
          z.minLength(1),
          z.refine((text) => text === '' || trackingNumberPattern.test(text), { params: { code: 'invalid' } }),
        ),
      ),
    ),
  }),
);
export type SendOrderPayload = z.input<typeof sendOrderPayloadSchema>;

/** The most a helper's note asking to cancel may hold. */
export const cancellationNoteMaxLength = 500;

/** `POST /api/staff/orders/{reference}/cancellation-request` (staff): a helper asks the owner to cancel a paid order. */
export const cancellationRequestPayloadSchema = lazySchema(() =>
  z.object({ note: z.optional(z.nullable(storedText.check(z.maxLength(cancellationNoteMaxLength)))) }),
);
export type CancellationRequestPayload = z.input<typeof cancellationRequestPayloadSchema>;
