import type { User } from '@lemon/shared/contract';
import type { Selectable } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import type { UserTable } from './user.table';

export type UserRow = Selectable<UserTable>;

/** E-mail addresses are kept in lower case: one account per address, however it is typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: DbOrTransaction, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  locale: row.locale as User['locale'],
  is_staff: row.is_staff === 1,
});
