import { TZDate } from '@date-fns/tz';
import { shopTimeZone } from '@lemon/shared/contract';
import { paymentProviders, type OrderStatus, type PaymentProviderName } from '@lemon/orders-contract';
import { isLocale } from '@lemon/shared/locales';
import {
  isCarrier,
  staffOrdersPerPage,
  trackingUrlOf,
  type StaffOrder,
  type StaffOrderMove,
  type StaffOrderSummary,
} from '@lemon/staff-contract';
import { sql } from 'kysely';
import { auditTrailOf } from '../audit/audit.repository';
import type { DbOrTransaction } from '../database/database';
import { contains } from '../database/text-search';
import { findUserById } from '../users/users.repository';
import { staffMayMove, type StaffMove } from '../orders/order-moves';
import { toOrderAnswer, type OrderRow } from '../orders/orders.repository';
import { pagedList } from '../database/paged-list';

const providerOf = (name: string | null) =>
  (paymentProviders as readonly (string | null)[]).includes(name) ? (name as PaymentProviderName) : null;

/** The list's filters, as the query schema read them. */
export interface StaffOrderFilters {
  status?: OrderStatus[];
  from?: string;
  to?: string;
  delivery_method?: 'shipping' | 'pickup';
  q?: string;
  page?: number;
}

/** The moment a calendar day (`YYYY-MM-DD`) starts in Paris, `days` days later. */
function parisDayStart(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + days, shopTimeZone).getTime());
}

/**
 * A page of every customer's orders matching the filters, newest first, and how many match. The text search
 * compares lower-cased text on both engines (SQLite lowers ASCII letters only: an accented capital matches
 * itself there).
 */
export async function staffOrderPage(
  db: DbOrTransaction,
  filters: StaffOrderFilters,
): Promise<{ rows: StaffOrderSummary[]; total: number }> {
  const { status, from, to, delivery_method, q, page = 1 } = filters;
  const filtered = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .$if(status !== undefined, (query) => query.where('orders.status', 'in', status!))
    .$if(from !== undefined, (query) => query.where('orders.created_at', '>=', parisDayStart(from!)))
    .$if(to !== undefined, (query) => query.where('orders.created_at', '<', parisDayStart(to!, 1)))
    .$if(delivery_method !== undefined, (query) => query.where('orders.delivery_method', '=', delivery_method!))
    .$if(q !== undefined, (query) => {
      return query.where((eb) =>
        eb.or([
          contains(sql.ref('orders.reference'), q!),
          contains(sql`${sql.ref('users.first_name')} || ' ' || ${sql.ref('users.last_name')}`, q!),
          contains(sql.ref('users.email'), q!),
        ]),
      );
    });
  const { rows, total } = await pagedList(
    filtered,
    (orders) =>
      orders
        .select((eb) => [
          'orders.reference',
          'orders.created_at',
          'orders.status',
          'orders.delivery_method',
          'orders.total',
          'orders.payment_provider',
          'users.first_name',
          'users.last_name',
          'users.email',
          'users.erased_at',
          eb
            .selectFrom('order_lines')
            .select((lines) => lines.fn.coalesce(lines.fn.sum<number>('order_lines.quantity'), sql<number>`0`).as('units'))
            .whereRef('order_lines.order_id', '=', 'orders.id')
            .as('item_count'),
          eb
            .selectFrom('refunds')
            .select((refunds) => refunds.fn.coalesce(refunds.fn.sum<number>('refunds.amount'), sql<number>`0`).as('given'))
            .whereRef('refunds.order_id', '=', 'orders.id')
            .where('refunds.status', '=', 'succeeded')
            .as('refunded'),
        ])
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc'),
    { page, perPage: staffOrdersPerPage },
  );
  return {
    total,
    rows: rows.map((row) => ({
      reference: row.reference,
      placed_at: row.created_at.toISOString(),
      customer: { first_name: row.first_name, last_name: row.last_name, email: row.email, erased: row.erased_at !== null },
      status: row.status,
      delivery_method: row.delivery_method,
      total: row.total,
      item_count: Number(row.item_count ?? 0),
      refunded: Number(row.refunded ?? 0),
      payment_provider: providerOf(row.payment_provider),
    })),
  };
}

/** The call of each move the staff makes, in the order the order's page offers them. */
const moveOfStatus: [StaffMove, StaffOrderMove][] = [
  ['sent', 'send'],
  ['ready', 'ready'],
  ['done', 'done'],
  ['cancelled', 'cancel'],
];

/** The moves the rules allow the order now. */
export const movesOf = (row: Pick<OrderRow, 'status' | 'delivery_method'>): StaffOrderMove[] =>
  moveOfStatus.filter(([status]) => staffMayMove(row, status)).map(([, move]) => move);

/** The statuses the order went through, oldest first, each with its moment. */
function historyOf(row: OrderRow): StaffOrder['history'] {
  const steps: [OrderStatus, Date | null][] = [
    ['new', row.created_at],
    ['paid', row.paid_at],
    [row.delivery_method === 'pickup' ? 'ready' : 'sent', row.shipped_at],
    ['done', row.done_at],
    ['cancelled', row.cancelled_at],
  ];
  return steps
    .flatMap(([status, at]) => (at === null ? [] : [{ status, at }]))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ status, at }) => ({ status, at: at.toISOString() }));
}

/** A helper's request that the owner cancel the order, with who asked: their name, or their e-mail once gone. */
async function cancellationRequestOf(db: DbOrTransaction, row: OrderRow): Promise<StaffOrder['cancellation_request']> {
  if (row.cancel_requested_at === null) return null;
  const helper = row.cancel_requested_by === null ? undefined : await findUserById(db, row.cancel_requested_by);
  return {
    requested_at: row.cancel_requested_at.toISOString(),
    requested_by: helper ? `${helper.first_name} ${helper.last_name}`.trim() : null,
    note: row.cancel_request_note,
  };
}

/** One order as the back office shows it: the order, its customer, payment, parcel, history, moves and audit trail. */
export async function toStaffOrder(db: DbOrTransaction, row: OrderRow): Promise<StaffOrder> {
  const { erased_at, ...customer } = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'locale', 'erased_at'])
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  const carrier = isCarrier(row.carrier) ? row.carrier : null;
  const cancelling = Boolean(
    await db
      .selectFrom('refunds')
      .select('id')
      .where('order_id', '=', row.id)
      .where('cancels_order', '=', 1)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  );
  return {
    ...(await toOrderAnswer(db, row)),
    customer: { ...customer, locale: isLocale(customer.locale) ? customer.locale : row.locale, erased: erased_at !== null },
    // An unpaid order's reference is the page where it is paid (the test provider's secret): shown once paid only.
    payment: {
      provider: providerOf(row.payment_provider),
      reference: row.paid_at ? row.payment_reference : null,
      paid_at: row.paid_at?.toISOString() ?? null,
    },
    shipment:
      row.carrier === null && row.tracking_number === null
        ? null
        : {
            carrier,
            tracking_number: row.tracking_number,
            tracking_url: row.tracking_number === null ? null : trackingUrlOf(carrier ?? 'other', row.tracking_number),
          },
    history: historyOf(row),
    moves: cancelling ? [] : movesOf(row),
    cancellation_request: await cancellationRequestOf(db, row),
    cancelling,
    audit: await auditTrailOf(db, 'order', row.reference),
  };
}
