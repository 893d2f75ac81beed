// The staff's second factor as kept: recovery codes (each hashed slowly) and logins waiting for a code. The rules
// (codes checked, issued, taken once) are second-factor.ts; the secret and last step taken are on the user's row.
import type { DbOrTransaction } from '../database/database';

/** The user's recovery codes replaced by these hashes: the earlier ones stop working. */
export async function replaceRecoveryCodes(db: DbOrTransaction, userId: number, hashes: string[]): Promise<void> {
  await deleteRecoveryCodesOf(db, userId);
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

export async function deleteRecoveryCodesOf(db: DbOrTransaction, userId: number): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** The user's recovery codes not used yet, with their hashes. */
export function unusedRecoveryCodes(db: DbOrTransaction, userId: number) {
  return db.selectFrom('recovery_codes').select(['id', 'code_hash']).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Uses the code up: true for the one call that does (two racing uses take it once). */
export async function useRecoveryCode(db: DbOrTransaction, id: number, now: Date): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Recovery codes still unused: how many are left after one was. */
export async function recoveryCodesLeft(db: DbOrTransaction, userId: number): Promise<number> {
  const { left } = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(left);
}

/** The codes still kept as bare digests, from before they were hashed slowly. */
export function recoveryCodesUnhashed(db: DbOrTransaction) {
  return db.selectFrom('recovery_codes').select(['id', 'code_hash']).where('code_hash', 'not like', '$argon2%').execute();
}

/** Replaces a code's hash, unless another process did first. */
export async function replaceRecoveryHash(db: DbOrTransaction, id: number, before: string, after: string): Promise<void> {
  await db.updateTable('recovery_codes').set({ code_hash: after }).where('id', '=', id).where('code_hash', '=', before).execute();
}

/** A login of the user waiting for its second factor until `expiresAt`, kept by its challenge's digest. */
export async function insertChallenge(db: DbOrTransaction, userId: number, challengeHash: string, expiresAt: Date): Promise<void> {
  await db
    .insertInto('second_factor_challenges')
    .values({ user_id: userId, challenge_hash: challengeHash, expires_at: expiresAt })
    .execute();
}

/** The challenge's row while it can still be answered: unused and within its minutes. */
export function openChallengeByHash(db: DbOrTransaction, challengeHash: string, now: Date) {
  return db
    .selectFrom('second_factor_challenges')
    .select(['id', 'user_id', 'challenge_hash'])
    .where('challenge_hash', '=', challengeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses the challenge up: true for the one call that does. */
export async function closeChallenge(db: DbOrTransaction, id: number, now = new Date()): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('second_factor_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export async function deleteChallengesOf(db: DbOrTransaction, userId: number): Promise<void> {
  await db.deleteFrom('second_factor_challenges').where('user_id', '=', userId).execute();
}

/** Deletes the logins that waited for their second factor past their minutes. */
export async function deleteExpiredChallenges(db: DbOrTransaction, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('second_factor_challenges').where('expires_at', '<', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
