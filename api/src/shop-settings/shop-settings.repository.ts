import type { DbOrTransaction } from '../database/database';
import { isUniqueViolation, lockingRows } from '../database/engine';
import { staleRefusal } from '../http/record-versions';

// The shop's settings, each one record kept as JSON under its key with a version (the festival notice, the check of
// the secrets key).

/** A setting's value (JSON) and version, if it was ever saved (its row locked until the transaction ends, when asked). */
export const shopSetting = (db: DbOrTransaction, key: string, { lock = false } = {}) =>
  db.selectFrom('shop_settings').select(['value', 'version']).where('key', '=', key).$call(lockingRows(db, lock)).executeTakeFirst();

/**
 * Saves a setting's value over `version` (0: never saved, the first save inserts it). Two first saves at once: one
 * inserts, the other finds it there and is refused (409) like any late save.
 */
export async function saveShopSetting(db: DbOrTransaction, key: string, value: string, version: number, now = new Date()): Promise<void> {
  if (version > 0) {
    await db
      .updateTable('shop_settings')
      .set({ value, version: version + 1, updated_at: now })
      .where('key', '=', key)
      .execute();
    return;
  }
  await db
    .insertInto('shop_settings')
    .values({ key, value, version: 1, updated_at: now })
    .execute()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? staleRefusal() : error;
    });
}

/** The setting's value: the one first saved, or `value` when none was (several processes starting at once agree). */
export async function firstShopSetting(db: DbOrTransaction, key: string, value: string): Promise<string> {
  await db
    .insertInto('shop_settings')
    .values({ key, value, version: 1, updated_at: new Date() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  return (await db.selectFrom('shop_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow()).value;
}
