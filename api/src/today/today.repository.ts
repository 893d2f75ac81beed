import {
  lapsingWithinMinutes,
  lowStockThreshold,
  type PastSales,
  type SalesFigures,
  type Today,
  type TodayOrder,
} from '@lemon/staff-contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTransaction } from '../database/database';
import { salesPeriods, type ComparedSpans, type PastSpans, type Span } from './sales-periods';

/** The orders of one list of Today, oldest first by `moment`: who each is for and its total. */
async function ordersWhere(
  db: DbOrTransaction,
  status: 'new' | 'paid' | 'ready',
  method: 'shipping' | 'pickup' | undefined,
  moment: 'paid_at' | 'shipped_at' | 'payment_due_at' | 'cancel_requested_at',
  before?: Date,
): Promise<TodayOrder[]> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.reference',
      'orders.total',
      `orders.${moment} as moment_at`,
      'orders.address_first_name',
      'orders.address_last_name',
      'users.first_name',
      'users.last_name',
    ])
    .where('orders.status', '=', status)
    .where(`orders.${moment}`, 'is not', null)
    .$if(method !== undefined, (query) => query.where('orders.delivery_method', '=', method!))
    .$if(before !== undefined, (query) => query.where(`orders.${moment}`, '<=', before!))
    .orderBy(`orders.${moment}`)
    .orderBy('orders.id')
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    // A pickup has no address: the customer collects it.
    name: (row.address_last_name === null ? [row.first_name, row.last_name] : [row.address_first_name, row.address_last_name]).join(' '),
    total: row.total,
    at: (row.moment_at ?? new Date(0)).toISOString(),
  }));
}

/** Sold-out and low variations, fewest units first, with the shoppers waiting to hear they are back. */
async function stockToWatch(db: DbOrTransaction): Promise<Today['stock']> {
  const rows = await db
    .selectFrom('product_variations as variation')
    .innerJoin('products as product', 'product.id', 'variation.product_id')
    .leftJoin('stock_notifications as waiting', (join) =>
      join.onRef('waiting.product_variation_id', '=', 'variation.id').on('waiting.notified_at', 'is', null),
    )
    .select((eb) => [
      'variation.id',
      'variation.stock',
      'variation.label_fr',
      'variation.label_en',
      'variation.label_it',
      'product.label_fr as product_fr',
      'product.label_en as product_en',
      'product.label_it as product_it',
      eb.fn.count<number>('waiting.id').as('waiting'),
    ])
    .where('variation.stock', '<=', lowStockThreshold)
    .groupBy(['variation.id', 'product.id'])
    .orderBy('variation.stock')
    .orderBy('waiting', 'desc')
    .orderBy('variation.id')
    .execute();
  return rows.map((row) => ({
    variation_id: row.id,
    product_label: { fr: row.product_fr, en: row.product_en, it: row.product_it },
    variation_label: { fr: row.label_fr, en: row.label_en, it: row.label_it },
    stock: row.stock,
    waiting: Number(row.waiting),
  }));
}

/** Contact messages nobody has read yet. */
async function unreadMessages(db: DbOrTransaction): Promise<number> {
  const { count } = await db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** How many rows and what amount each span holds, by a moment column: one pass over the rows since the earliest span began. */
async function totalsBySpan(
  db: DbOrTransaction,
  table: 'orders' | 'refunds',
  moment: 'paid_at' | 'settled_at',
  amount: 'total' | 'amount',
  spans: Span[],
  only: (query: SelectQueryBuilder<Database, 'orders' | 'refunds', object>) => SelectQueryBuilder<Database, 'orders' | 'refunds', object>,
): Promise<{ count: number; sum: number }[]> {
  const [at, value] = [sql.ref(moment), sql.ref(amount)];
  const inSpan = ({ from, to }: Span) => sql`case when ${at} >= ${from} and ${at} < ${to} then ${value} end`;
  const earliest = new Date(Math.min(...spans.map((span) => span.from.getTime())));
  const latest = new Date(Math.max(...spans.map((span) => span.to.getTime())));
  const row = (await only(db.selectFrom(table))
    .select(
      spans.flatMap((span, index) => [
        sql<number>`count(${inSpan(span)})`.as(`count_${index}`),
        sql<number>`coalesce(sum(${inSpan(span)}), 0)`.as(`sum_${index}`),
      ]),
    )
    .where(at, '>=', earliest)
    .where(at, '<', latest)
    .executeTakeFirstOrThrow()) as Record<string, number>;
  return spans.map((_, index) => ({ count: Number(row[`count_${index}`]), sum: Number(row[`sum_${index}`]) }));
}

/** Each span's paid orders, the refunds given back in it, and the revenue they leave. */
async function salesOf(db: DbOrTransaction, spans: Span[]): Promise<SalesFigures[]> {
  const [paid, refunded] = await Promise.all([
    totalsBySpan(db, 'orders', 'paid_at', 'total', spans, (query) => query),
    // Money given back on sales when the provider confirmed it: a pending or failed refund took nothing, and a late
    // payment given back was never a sale.
    totalsBySpan(db, 'refunds', 'settled_at', 'amount', spans, (query) =>
      query.where(sql.ref('status'), '=', 'succeeded').where(sql.ref('purpose'), '=', 'sale'),
    ),
  ]);
  return spans.map((span, index) => {
    const orders = paid[index]!.count;
    const refunds = refunded[index]!.sum;
    const revenue = paid[index]!.sum - refunds;
    return {
      from: span.from.toISOString(),
      to: span.to.toISOString(),
      orders,
      refunds,
      revenue,
      average_basket: orders === 0 ? 0 : Math.round(revenue / orders),
    };
  });
}

async function compared(db: DbOrTransaction, { current, previous }: ComparedSpans) {
  const [now, before] = await salesOf(db, [current, previous]);
  return { current: now!, previous: before! };
}

/** A whole past period beside the one before, and its days: one pass over the rows for all of them. */
async function past(db: DbOrTransaction, { current, previous, days }: PastSpans): Promise<PastSales> {
  const [whole, before, ...daily] = await salesOf(db, [current, previous, ...days]);
  return {
    current: whole!,
    previous: before!,
    days: days.map(({ day }, index) => {
      const { orders, refunds, revenue } = daily[index]!;
      return { day, orders, refunds, revenue };
    }),
  };
}

/** Everything the back office's home shows, as it stands at `now`. */
export async function todayAt(db: DbOrTransaction, now: Date): Promise<Today> {
  const periods = salesPeriods(now);
  const [to_prepare, pickupToPrepare, ready, lapsing, cancellation_requests, stock, unread_messages, week, month, last_week, last_month] =
    await Promise.all([
      ordersWhere(db, 'paid', 'shipping', 'paid_at'),
      ordersWhere(db, 'paid', 'pickup', 'paid_at'),
      ordersWhere(db, 'ready', 'pickup', 'shipped_at'),
      ordersWhere(db, 'new', undefined, 'payment_due_at', new Date(now.getTime() + lapsingWithinMinutes * 60_000)),
      ordersWhere(db, 'paid', undefined, 'cancel_requested_at'),
      stockToWatch(db),
      unreadMessages(db),
      compared(db, periods.week),
      compared(db, periods.month),
      past(db, periods.lastWeek),
      past(db, periods.lastMonth),
    ]);
  return {
    to_prepare,
    in_shop: { to_prepare: pickupToPrepare, ready },
    lapsing,
    cancellation_requests,
    stock,
    unread_messages,
    sales: { week, month, last_week, last_month },
  };
}
