import type { Session } from '@lemon/account-contract';
import type { DbOrTransaction } from '../database/database';
import { tokenDigest } from './access-tokens';
import { isSessionLive, sessionLimitsOf } from './session-limits';

/** The user's live sessions, the latest used first; `currentToken`'s is marked as this device's. */
export async function listSessions(
  db: DbOrTransaction,
  user: { id: number; staff_role: string | null },
  currentToken: string,
  now = new Date(),
): Promise<Session[]> {
  const rows = await db
    .selectFrom('tokens')
    .select(['public_id', 'token_hash', 'browser', 'system', 'created_at as signed_in_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', user.id)
    .where('purpose', '=', 'access')
    .where('public_id', 'is not', null)
    .execute();
  const limits = sessionLimitsOf(user);
  const current = tokenDigest(currentToken);
  return rows
    .filter((row) => isSessionLive(row, limits, now))
    .map((row) => ({
      id: row.public_id!,
      browser: row.browser,
      system: row.system,
      signed_in_at: row.signed_in_at.toISOString(),
      last_used_at: (row.last_used_at ?? row.signed_in_at).toISOString(),
      current: row.token_hash === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at));
}

/** Ends one of the user's sessions by its public id; false when the user has none by that id. */
export async function endSession(db: DbOrTransaction, userId: number, publicId: string): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'access')
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/**
 * Ends every session of the user, or every one but `keptToken`'s; a checkout's verification link that has not
 * logged in yet no longer will (it would open a session the shopper just closed).
 */
export async function endSessions(
  db: DbOrTransaction,
  userId: number,
  { keptToken, now = new Date() }: { keptToken?: string | undefined; now?: Date } = {},
): Promise<void> {
  await db
    .deleteFrom('tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'access')
    .$if(keptToken !== undefined, (query) => query.where('token_hash', '!=', tokenDigest(keptToken!)))
    .execute();
  await db
    .updateTable('tokens')
    .set({ sign_in_expires_at: now })
    .where('user_id', '=', userId)
    .where('signed_in_at', 'is', null)
    .where('sign_in_expires_at', '>', now)
    .execute();
}

/** Whether the session was opened with the second factor (a code from the app proves it; a reset of the app undoes it). */
export async function setSessionSecondFactor(db: DbOrTransaction, tokenId: number, withSecondFactor: boolean): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ second_factor: withSecondFactor ? 1 : 0 })
    .where('id', '=', tokenId)
    .execute();
}

/** Deletes the tokens (sessions and links) past their end: a used link is kept until then, to say "already used". */
export async function deleteExpiredTokens(db: DbOrTransaction, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('tokens').where('expires_at', '<', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
