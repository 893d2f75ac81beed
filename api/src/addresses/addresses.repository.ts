import type { Address } from '@lemon/account-contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database, Db, DbOrTransaction } from '../database/database';
import { lockUser } from '../users/users.repository';
import type { AddressTable } from './address.table';

export type AddressRow = Selectable<AddressTable>;

/** What the shopper writes of an address (the default flag aside). */
export type AddressFields = Omit<AddressRow, 'id' | 'user_id' | 'is_default' | 'created_at'>;

/** The most addresses one book holds: plenty for a customer, a bound for a script. */
export const maxAddressesPerUser = 50;

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  label: row.label,
  first_name: row.first_name,
  last_name: row.last_name,
  line1: row.line1,
  line2: row.line2,
  zip: row.zip,
  city: row.city,
  country: row.country,
  is_default: row.is_default === 1,
});

/** The user's addresses: the default one first, then the oldest first. */
export function addressBook(db: DbOrTransaction, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Runs `change` on the user's address book in a transaction that holds the user's row: changes to one
 * book take turns, so two at once cannot leave it with no default or two.
 */
export const changeAddressBook = <Result>(db: Db, userId: number, change: (trx: Transaction<Database>) => Promise<Result>) =>
  db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    return change(trx);
  });

const findAddress = (db: DbOrTransaction, userId: number, id: number) =>
  db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

const clearDefault = (db: DbOrTransaction, userId: number) =>
  db.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute();

/**
 * Adds an address to the book; the default one when asked, or when the book has none (the first address).
 * Nothing when the book is full.
 */
export async function addAddress(
  db: DbOrTransaction,
  userId: number,
  { is_default, ...fields }: AddressFields & { is_default: boolean },
): Promise<AddressRow | undefined> {
  const book = await db.selectFrom('addresses').select('is_default').where('user_id', '=', userId).execute();
  if (book.length >= maxAddressesPerUser) return undefined;
  const makeDefault = is_default || !book.some((address) => address.is_default === 1);
  if (makeDefault) await clearDefault(db, userId);
  return db
    .insertInto('addresses')
    .values({ ...fields, user_id: userId, is_default: makeDefault ? 1 : 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Rewrites one of the user's addresses; asked to be the default, it takes it over. The default one stays the
 * default even when the flag comes unset: the book always has one (another is chosen by making it the default).
 */
export async function updateAddress(
  db: DbOrTransaction,
  userId: number,
  id: number,
  { is_default, ...fields }: AddressFields & { is_default: boolean },
): Promise<AddressRow | undefined> {
  const address = await findAddress(db, userId, id);
  if (!address) return undefined;
  if (is_default && address.is_default !== 1) await clearDefault(db, userId);
  return db
    .updateTable('addresses')
    .set({ ...fields, is_default: is_default || address.is_default === 1 ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes one of the user's addresses; when it was the default, the oldest one left takes over. False if it is not theirs. */
export async function deleteAddress(db: DbOrTransaction, userId: number, id: number): Promise<boolean> {
  const address = await findAddress(db, userId, id);
  if (!address) return false;
  await db.deleteFrom('addresses').where('id', '=', id).execute();
  if (address.is_default === 1) {
    const oldest = await db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (oldest) await db.updateTable('addresses').set({ is_default: 1 }).where('id', '=', oldest.id).execute();
  }
  return true;
}

/** Makes one of the user's addresses the default one. False if it is not theirs. */
export async function setDefaultAddress(db: DbOrTransaction, userId: number, id: number): Promise<boolean> {
  const address = await findAddress(db, userId, id);
  if (!address) return false;
  if (address.is_default !== 1) {
    await clearDefault(db, userId);
    await db.updateTable('addresses').set({ is_default: 1 }).where('id', '=', id).execute();
  }
  return true;
}

/** The user's address with this id; another's is none. */
export const addressOfUser = (db: DbOrTransaction, userId: number, id: number): Promise<AddressRow | undefined> =>
  db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
