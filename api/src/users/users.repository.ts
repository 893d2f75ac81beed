import type { User } from '@lemon/shared/contract';
import type { Selectable } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import { lockingRows } from '../database/engine';
import type { UserTable } from './user.table';

export type UserRow = Selectable<UserTable>;

/** E-mail addresses are kept in lower case: one account per address, however it is typed. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: DbOrTransaction, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** The user with this id, if there is one. */
export const findUserById = (db: DbOrTransaction, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** The user with this id; it must exist (a session or a login step names it). */
export const existingUser = (db: DbOrTransaction, id: number): Promise<UserRow> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Keeps the (sealed) secret of the authenticator app a staff member is enrolling, until a code proves it. */
export async function setSecondFactorSecret(db: DbOrTransaction, userId: number, sealedSecret: string): Promise<void> {
  await db.updateTable('users').set({ second_factor_secret: sealedSecret }).where('id', '=', userId).execute();
}

/** The second factors' secrets kept in a form other than `prefix`'s (in clear, before sealing existed). */
export async function secondFactorSecretsNotStartingWith(db: DbOrTransaction, prefix: string): Promise<{ id: number; secret: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'second_factor_secret'])
    .where('second_factor_secret', 'is not', null)
    .where('second_factor_secret', 'not like', `${prefix}%`)
    .execute();
  return rows.map(({ id, second_factor_secret }) => ({ id, secret: second_factor_secret! }));
}

/** Replaces a second factor's secret by another form of it, unless it changed meanwhile (another process did it). */
export async function replaceSecondFactorSecret(db: DbOrTransaction, userId: number, from: string, to: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ second_factor_secret: to })
    .where('id', '=', userId)
    .where('second_factor_secret', '=', from)
    .execute();
}

/** The authenticator app is enrolled: a code from it proved it. */
export async function markSecondFactorEnrolled(db: DbOrTransaction, userId: number, at = new Date()): Promise<void> {
  await db.updateTable('users').set({ second_factor_enrolled_at: at }).where('id', '=', userId).execute();
}

/**
 * The user, its row locked until the transaction ends (on PostgreSQL): the changes to one account and its
 * address book take turns, and each sees the last one's result.
 */
export function lockUser(db: DbOrTransaction, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).$call(lockingRows(db)).executeTakeFirst();
}

/** Whether an account other than `exceptUserId` has this (normalised) address. */
export async function emailTaken(db: DbOrTransaction, email: string, exceptUserId?: number): Promise<boolean> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .$if(exceptUserId !== undefined, (query) => query.where('id', '!=', exceptUserId!))
    .executeTakeFirst();
  return owner !== undefined;
}

export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  locale: row.locale as User['locale'],
  is_staff: row.staff_role !== null,
  staff_role: row.staff_role,
  second_factor_enrolled: row.second_factor_enrolled_at !== null,
  pending_email: row.pending_email,
});

/**
 * Deletes the customers' accounts made before `createdBefore` whose address was never confirmed, never one that
 * ordered (its orders are accounting records, and name it); their tokens, addresses and second factors go with them.
 */
export async function deleteUnconfirmedAccounts(db: DbOrTransaction, createdBefore: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('users')
    .where('email_verified_at', 'is', null)
    .where('staff_role', 'is', null)
    .where('created_at', '<', createdBefore)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('orders').select('orders.id').whereRef('orders.user_id', '=', 'users.id'))),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/**
 * Records the app code's time step as taken: true when it is newer than the last one taken (a code seen over a
 * shoulder or replayed does not work again). The write is conditional, so two racing uses take it once.
 */
export async function takeSecondFactorStep(db: DbOrTransaction, userId: number, step: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('users')
    .set({ second_factor_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('second_factor_last_step', 'is', null), eb('second_factor_last_step', '<', step)]))
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Forgets the user's authenticator app: its secret, when it was enrolled, the last code taken. */
export async function clearSecondFactor(db: DbOrTransaction, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ second_factor_secret: null, second_factor_enrolled_at: null, second_factor_last_step: null })
    .where('id', '=', userId)
    .execute();
}

/** The addresses and languages of an account and of the shop's owners, each once. */
export const userAndOwners = (db: DbOrTransaction, userId: number) =>
  db
    .selectFrom('users')
    .select(['email', 'locale'])
    .where((eb) => eb.or([eb('id', '=', userId), eb('staff_role', '=', 'owner')]))
    .execute();
