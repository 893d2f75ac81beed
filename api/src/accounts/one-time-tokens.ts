// The tokens of the links the shop e-mails: each works once, for a while, for the user it was made for.
import type { ExpressionBuilder } from 'kysely';
import type { Database, DbOrTransaction } from '../database/database';
import { issueToken, tokenDigest } from '../sessions/access-tokens';

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

/**
 * How long the verification link of an account registered at checkout also logs its shopper in: time to open the
 * mail on another device and come back to the order, no more (the link keeps verifying for its 48 hours).
 */
export const checkoutSignInMinutes = 30;

/**
 * The verification link of an account registered at checkout: it verifies as any other, and, followed by the shop's
 * page within `checkoutSignInMinutes`, logs in once, bringing along the cart of the browser that registered.
 */
export const issueCheckoutVerificationToken = (db: DbOrTransaction, userId: number, cartUuid: string | null, now = new Date()) =>
  issueToken(db, {
    userId,
    purpose: 'email_verification',
    lifetimeHours: emailVerificationLifetimeHours,
    now,
    signIn: { expiresAt: new Date(now.getTime() + checkoutSignInMinutes * 60_000), cartUuid },
  });

/** A token given back in a link, as the database has it: usable, used already, or past its time. */
export interface TokenState {
  id: number;
  state: 'usable' | 'used' | 'expired';
  /** A checkout's verification link: whether it may log in still, and the cart it brings along. */
  signIn?: { available: boolean; cartUuid: string | null };
}

/** The user's token of `purpose` that `token` is, if it is one. */
export async function readOneTimeToken(
  db: DbOrTransaction,
  { userId, purpose, token, now = new Date() }: { userId: number; purpose: OneTimePurpose; token: string; now?: Date },
): Promise<TokenState | undefined> {
  const row = await db
    .selectFrom('tokens')
    .select(['id', 'expires_at', 'used_at', 'sign_in_expires_at', 'signed_in_at', 'cart_uuid'])
    .where('token_hash', '=', tokenDigest(token))
    .where('purpose', '=', purpose)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const state = row.used_at ? 'used' : row.expires_at <= now ? 'expired' : 'usable';
  if (!row.sign_in_expires_at) return { id: row.id, state };
  const available = !row.signed_in_at && row.sign_in_expires_at > now;
  return { id: row.id, state, signIn: { available, cartUuid: row.cart_uuid } };
}

/**
 * Uses up a checkout link's login: true for the one request that does, false when another did first (a second
 * tab, a replay) or its while is over. One statement, so two requests at once cannot both log in.
 */
export async function claimLinkSignIn(db: DbOrTransaction, id: number, now = new Date()): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('tokens')
    .set({ signed_in_at: now })
    .where('id', '=', id)
    .where('signed_in_at', 'is', null)
    .where('sign_in_expires_at', '>', now)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
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
