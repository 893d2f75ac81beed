// The tokens of the links the shop e-mails: each works once, for a while, for the user it was made for.
import type { DbOrTransaction } from '../database/database';
import { issueToken, tokenDigest } from '../sessions/access-tokens';
import { linkToken } from '../sessions/tokens.repository';

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
  const row = await linkToken(db, { userId, purpose, digest: tokenDigest(token) });
  if (!row) return undefined;
  const state = row.used_at ? 'used' : row.expires_at <= now ? 'expired' : 'usable';
  if (!row.sign_in_expires_at) return { id: row.id, state };
  const available = !row.signed_in_at && row.sign_in_expires_at > now;
  return { id: row.id, state, signIn: { available, cartUuid: row.cart_uuid } };
}
