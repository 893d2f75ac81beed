import { customersPerPage, type StaffCustomer } from '@lemon/staff-contract';
import { defaultLocale, isLocale } from '@lemon/shared/locales';
import type { DbOrTransaction } from '../database/database';
import { hasEveryWord, wordsOf } from '../database/text-search';
import type { UserRow } from '../users/users.repository';
import { pagedList } from '../database/paged-list';

/** What a search looks in: the names and the address. */
const searchedColumns = ['users.first_name', 'users.last_name', 'users.email'] as const;

/**
 * A page of the accounts not erased, newest first, each word of `q` in a name or the address (whatever the case,
 * on both engines), with how many orders each placed and when last; and how many match.
 */
export async function customerPage(db: DbOrTransaction, { q, page }: { q?: string; page: number }) {
  const words = wordsOf(q);
  const filtered = db
    .selectFrom('users')
    .where('users.erased_at', 'is', null)
    .$if(words.length > 0, (query) => query.where((eb) => hasEveryWord(eb, searchedColumns, words)));
  const { rows, total } = await pagedList(
    filtered,
    (customers) =>
      customers
        .select((eb) => [
          'users.id',
          'users.first_name',
          'users.last_name',
          'users.email',
          'users.locale',
          'users.created_at',
          eb
            .selectFrom('orders')
            .select((orders) => orders.fn.countAll<number>().as('count'))
            .whereRef('orders.user_id', '=', 'users.id')
            .as('order_count'),
          // Named `…_at`: SQLite's text comes back a Date, as PostgreSQL's timestamp does.
          eb
            .selectFrom('orders')
            .select((orders) => orders.fn.max('orders.created_at').as('last'))
            .whereRef('orders.user_id', '=', 'users.id')
            .as('last_order_at'),
        ])
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id', 'desc'),
    { page, perPage: customersPerPage },
  );
  return {
    total,
    customers: rows.map((row): StaffCustomer => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      locale: isLocale(row.locale) ? row.locale : defaultLocale,
      created_at: row.created_at.toISOString(),
      order_count: Number(row.order_count ?? 0),
      last_order_at: row.last_order_at?.toISOString() ?? null,
    })),
  };
}

/** The account, unless it is unknown or erased already. */
export const customerAccount = (db: DbOrTransaction, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).where('erased_at', 'is', null).executeTakeFirst();
