import { TZDate } from '@date-fns/tz';
import { paymentProviders, type OrderStatus, type PaymentProviderName } from '@lemon/orders-contract';
import { shopTimeZone } from '@lemon/shared/locales';
import { staffOrdersPerPage, type StaffOrderSummary } from '@lemon/staff-contract';
import { sql } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import { pagedList } from '../database/paged-list';
import { contains } from '../database/text-search';

// The order desk's list: every customer's orders with their customer, units and refunds, read in one query.

/** The payment provider a row names, if the shop knows it. */
export const providerOf = (name: string | null) =>
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
