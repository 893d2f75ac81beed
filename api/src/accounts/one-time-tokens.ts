// The tokens of the links the shop e-mails: each works once, for a while, for the user it was made for.
import type { ExpressionBuilder } from 'kysely';
import type { Database, DbOrTransaction } from '../database/database';
import { issueToken, tokenDigest } from '../users/access-tokens';

/** How long the link of a verification e-mail works (registration, resend, a new address). */
export const emailVerificationLifetimeHours = 48;
/** How long the link of a password-reset e-mail works. */
export const passwordResetLifetimeHours = 1;

export type OneTimePurpose = 'email_verification' | 'password_reset';

const lifetimeHours: Record<OneTimePurpose, number> = {
  email_verification: emailVerificationLifetimeHours,
  password_reset: passwordResetLifetimeHours,
};

export const issueOneTimeToken = (db: DbOrTransaction, userId: number, purpose: OneTimePurpose, now = new Date()) =>
  issueToken(db, { userId, purpose, lifetimeHours: lifetimeHours[purpose], now });

/** A token given back in a link, as the database has it: usable, used already, or past its time. */
export interface TokenState {
  id: number;
  state: 'usable' | 'used' | 'expired';
}

/** The user's token of `purpose` that `token` is, if it is one. */
export async function readOneTimeToken(
  db: DbOrTransaction,
  { userId, purpose, token, now = new Date() }: { userId: number; purpose: OneTimePurpose; token: string; now?: Date },
): Promise<TokenState | undefined> {
  const row = await db
    .selectFrom('tokens')
    .select(['id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenDigest(token))
    .where('purpose', '=', purpose)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, state: row.used_at ? 'used' : row.expires_at <= now ? 'expired' : 'usable' };
}

/** Marks a token used; false when another request used it first, or its time ran out meanwhile. */
export async function claimOneTimeToken(db: DbOrTransaction, id: number, now = new Date()): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** The user's tokens of `purpose` not used yet. */
const unusedTokens = (userId: number, purpose: OneTimePurpose) => (eb: ExpressionBuilder<Database, 'tokens'>) =>
  eb.and([eb('user_id', '=', userId), eb('purpose', '=', purpose), eb('used_at', 'is', null)]);

/** Marks every unused token of `purpose` of the user used: their links did their work through another one. */
export async function retireUnusedTokens(db: DbOrTransaction, userId: number, purpose: OneTimePurpose, now = new Date()): Promise<void> {
  await db.updateTable('tokens').set({ used_at: now }).where(unusedTokens(userId, purpose)).execute();
}

/** Deletes every unused token of `purpose` of the user: their links no longer stand for what they were sent for. */
export async function deleteUnusedTokens(db: DbOrTransaction, userId: number, purpose: OneTimePurpose): Promise<void> {
  await db.deleteFrom('tokens').where(unusedTokens(userId, purpose)).execute();
}
