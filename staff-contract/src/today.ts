// The back office's home: what the shop has to do now, and how sales are going.
import { localizedTextSchema, lazySchema, z } from '@lemon/shared/contract';

/** An unpaid order is "about to lapse" when its payment is due within this many minutes (or overdue, not yet cancelled). */
export const lapsingWithinMinutes = 60;

/** An order as Today lists it: enough to recognise it and open it. */
export const todayOrderSchema = lazySchema(() =>
  z.object({
    reference: z.string(),
    /** Who it is for: the delivery address's name, or the customer's for a pickup. */
    name: z.string(),
    total: z.int(),
    /** The moment the list is about: paid (to prepare), ready (waiting in the shop), payment due (lapsing). */
    at: z.string(),
  }),
);
export type TodayOrder = z.infer<typeof todayOrderSchema>;

/** A variation out of stock (0) or low, with how many shoppers wait to be e-mailed when it is back. */
export const todayStockSchema = lazySchema(() =>
  z.object({
    variation_id: z.int(),
    product_label: localizedTextSchema,
    variation_label: localizedTextSchema,
    stock: z.int(),
    waiting: z.int(),
  }),
);
export type TodayStock = z.infer<typeof todayStockSchema>;

/**
 * Sales of a span of time: the orders paid in it; the refunds given back in it (when the provider confirmed
 * them); the revenue, paid totals less those refunds, in cents; and that revenue per order.
 */
export const salesFiguresSchema = lazySchema(() =>
  z.object({
    /** The span, from (included) to (excluded). */
    from: z.string(),
    to: z.string(),
    orders: z.int(),
    refunds: z.int(),
    revenue: z.int(),
    /** Revenue per order, rounded to the cent; 0 without orders. */
    average_basket: z.int(),
  }),
);
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** A period so far and the same span of the period before (last week up to the same weekday and hour…). */
export const salesComparisonSchema = lazySchema(() => z.object({ current: salesFiguresSchema, previous: salesFiguresSchema }));
export type SalesComparison = z.infer<typeof salesComparisonSchema>;

/** One day of a past period in Paris (`YYYY-MM-DD`): its paid orders, the refunds given back that day, the revenue they leave. */
export const dailySalesSchema = lazySchema(() => z.object({ day: z.string(), orders: z.int(), refunds: z.int(), revenue: z.int() }));
export type DailySales = z.infer<typeof dailySalesSchema>;

/** A whole past period (last week, last month) beside the one before it, and each of its days. */
export const pastSalesSchema = lazySchema(() =>
  z.object({ current: salesFiguresSchema, previous: salesFiguresSchema, days: z.array(dailySalesSchema) }),
);
export type PastSales = z.infer<typeof pastSalesSchema>;

/**
 * The shop's backups, as the owner should know of them: `ok` (one made in the last `backupOverdueHours`),
 * `failed` (the last try failed after the last one made), `missing` (none made for that long, or ever).
 */
export const backupOverdueHours = 36;
export const backupStateSchema = lazySchema(() =>
  z.object({
    state: z.enum(['ok', 'failed', 'missing']),
    last_made_at: z.nullable(z.string()),
    last_failed_at: z.nullable(z.string()),
  }),
);
export type BackupState = z.infer<typeof backupStateSchema>;

/** `GET /api/staff/today` (staff). */
export const todayResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      /** Paid orders to send home, oldest payment first. */
      to_prepare: z.array(todayOrderSchema),
      /** Pickup orders: paid ones to prepare (oldest payment first), ready ones waiting to be collected (oldest first). */
      in_shop: z.object({ to_prepare: z.array(todayOrderSchema), ready: z.array(todayOrderSchema) }),
      /** Unpaid orders whose payment is due within `lapsingWithinMinutes`, soonest first. */
      lapsing: z.array(todayOrderSchema),
      /** Sold-out then low variations, fewest units first, then most shoppers waiting. */
      stock: z.array(todayStockSchema),
      unread_messages: z.int(),
      /** Paid orders a helper asked the owner to cancel (and refund), oldest request first. */
      cancellation_requests: z.optional(z.array(todayOrderSchema)),
      /**
       * This week (from Monday) and this month, in Paris, each beside the same span of the one before; last week and
       * last month whole, day by day (optional: an API older than them leaves them out).
       */
      /** The SQLite file's backups; null on PostgreSQL, whose backups its operator makes (optional: older APIs). */
      backups: z.optional(z.nullable(backupStateSchema)),
      sales: z.object({
        week: salesComparisonSchema,
        month: salesComparisonSchema,
        last_week: z.optional(pastSalesSchema),
        last_month: z.optional(pastSalesSchema),
      }),
    }),
  }),
);
export type TodayResponse = z.infer<typeof todayResponseSchema>;
export type Today = TodayResponse['data'];
