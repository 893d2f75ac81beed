import type { DbOrTransaction } from '../database/database';

// The devices each staff account signed in from, by the digest of their cookie.

/** Marks the device seen now, if the account knows it: whether it did. */
export async function seenAgain(db: DbOrTransaction, userId: number, deviceHash: string, now: Date): Promise<boolean> {
  const seen = await db
    .updateTable('known_devices')
    .set({ last_seen_at: now })
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst();
  return seen.numUpdatedRows > 0n;
}

/** Whether the account signed in from any device before. */
export const hasKnownDevices = async (db: DbOrTransaction, userId: number): Promise<boolean> =>
  (await db.selectFrom('known_devices').select('id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;

/** Remembers a device the account signed in from (a second sign-in racing this one may have remembered it already). */
export async function rememberDevice(db: DbOrTransaction, userId: number, deviceHash: string, now: Date): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ user_id: userId, device_hash: deviceHash, first_seen_at: now, last_seen_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'device_hash']).doNothing())
    .execute();
}
