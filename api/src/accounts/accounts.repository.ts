import type { Locale } from '@lemon/shared/locales';
import { addAddress, type AddressFields } from '../addresses/addresses.repository';
import { openCart } from '../cart/carts.repository';
import type { Db, DbOrTransaction } from '../database/database';
import { isUniqueViolation } from '../database/engine';
import type { DeviceNames } from '../sessions/device-names';
import { endSessions } from '../sessions/sessions.repository';
import { issueAccessToken } from '../sessions/access-tokens';
import { emailTaken, findUserByEmail, lockUser, type UserRow } from '../users/users.repository';
import { claimLinkSignIn, claimOneTimeToken, deleteUnusedTokens, retireUnusedTokens } from '../sessions/tokens.repository';
import { issueCheckoutVerificationToken, issueOneTimeToken, readOneTimeToken, type TokenState } from './one-time-tokens';

/** What a link's token is worth, when it is not a usable one: the code the refusal carries. */
export type TokenRefusal = 'invalid_token' | 'expired_token';

/** The label of the address a registration starts the book with, in the shopper's language. */
export const firstAddressLabels: Record<Locale, string> = { fr: 'Mon adresse', en: 'My address', it: 'Il mio indirizzo' };

export interface NewAccount {
  /** Normalised. */
  email: string;
  passwordHash: string;
  first_name: string;
  last_name: string;
  locale: Locale;
  address: Omit<AddressFields, 'label' | 'first_name' | 'last_name'>;
  /** Registered on the way to delivery: the cart of the browser that registered, if it has one. */
  checkout?: { cartUuid: string | null };
}

/**
 * The user, their first address (the default one) and the token of their verification link, all or none (a
 * checkout's link, which may also log in: see `verifyEmail`). Throws a unique violation when the address was
 * registered meanwhile.
 */
export function createAccount(db: Db, { email, passwordHash, first_name, last_name, locale, address, checkout }: NewAccount) {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ email, password_hash: passwordHash, first_name, last_name, locale })
      .returningAll()
      .executeTakeFirstOrThrow();
    await addAddress(trx, user.id, { ...address, first_name, last_name, label: firstAddressLabels[locale], is_default: true });
    const token = checkout
      ? await issueCheckoutVerificationToken(trx, user.id, checkout.cartUuid)
      : await issueOneTimeToken(trx, user.id, 'email_verification');
    return { user, token };
  });
}

/** What following a verification link did; `replaced` is the user as they were when a new address replaced theirs. */
export interface EmailVerification {
  status: 'verified' | 'already_verified' | TokenRefusal;
  replaced?: UserRow;
  /** A checkout's link: the shopper was on their way to delivery. */
  toDelivery?: boolean;
  /** The login the link gave (once): its session token, the user as verified, and their cart if it came along. */
  signedIn?: { token: string; user: UserRow; cartUuid: string | null };
}

/** A link's work on the address: verified, or the pending one made the account's; or why it cannot. */
async function verifyWithLink(trx: DbOrTransaction, user: UserRow, link: TokenState, now: Date): Promise<EmailVerification> {
  if (link.state === 'used') return { status: user.email_verified_at ? 'already_verified' : 'invalid_token' };
  if (link.state === 'expired') return { status: 'expired_token' };
  const newEmail = user.pending_email;
  if (newEmail && (await emailTaken(trx, newEmail, user.id))) {
    // Another account took the address meanwhile: this change can no longer happen.
    await trx.updateTable('users').set({ pending_email: null }).where('id', '=', user.id).execute();
    await deleteUnusedTokens(trx, user.id, 'email_verification');
    return { status: 'invalid_token' };
  }
  // Every link sent for this address has done its work: any of them followed later says so.
  await retireUnusedTokens(trx, user.id, 'email_verification', now);
  if (!newEmail && user.email_verified_at) return { status: 'already_verified' };
  await trx
    .updateTable('users')
    .set({ email_verified_at: now, ...(newEmail ? { email: newEmail, pending_email: null } : {}) })
    .where('id', '=', user.id)
    .execute();
  return { status: 'verified', ...(newEmail ? { replaced: user } : {}) };
}

/**
 * What the shop's page following a checkout's link does besides verifying: the login, if this request is the one
 * that uses it up (a new session from `device`), and, whether or not it logs in, the cart the registering browser
 * had, made the user's unless it is another customer's by now (as a login does): once logged in, on any device,
 * the shopper finds it. The link brings the cart along once.
 */
async function followCheckoutLink(
  trx: DbOrTransaction,
  user: UserRow,
  link: TokenState & { signIn: NonNullable<TokenState['signIn']> },
  { now, device }: { now: Date; device: DeviceNames },
): Promise<EmailVerification['signedIn']> {
  const loggingIn = link.signIn.available && !user.staff_role && (await claimLinkSignIn(trx, link.id, now));
  const { cartUuid } = link.signIn;
  const cart = cartUuid ? await openCart(trx, cartUuid, user.id) : undefined;
  if (cartUuid) await trx.updateTable('tokens').set({ cart_uuid: null }).where('id', '=', link.id).execute();
  if (!loggingIn) return undefined;
  const token = await issueAccessToken(trx, user.id, { device, now });
  return { token, user: (await lockUser(trx, user.id))!, cartUuid: cart?.uuid ?? null };
}

/**
 * Follows a verification link: the account's address is verified or, when the user asked for a new one,
 * the new one replaces it. A link followed twice is `already_verified`; any other token is refused. With
 * `signIn` (the shop's page following it, not a bare GET), a checkout's link also logs its shopper in, once,
 * within its short while, and never a staff account (whose sessions need the second factor).
 */
export async function verifyEmail(
  db: Db,
  userId: number,
  token: string,
  { now = new Date(), signIn }: { now?: Date; signIn?: { device: DeviceNames } } = {},
): Promise<EmailVerification> {
  try {
    return await db.transaction().execute(async (trx): Promise<EmailVerification> => {
      // Locked first: two requests following the same link take turns, the second seeing what the first did.
      const user = await lockUser(trx, userId);
      const link = user && (await readOneTimeToken(trx, { userId, purpose: 'email_verification', token, now }));
      if (!user || !link) return { status: 'invalid_token' };
      const verification = await verifyWithLink(trx, user, link, now);
      if (!link.signIn || (verification.status !== 'verified' && verification.status !== 'already_verified')) return verification;
      const signedIn = signIn && (await followCheckoutLink(trx, user, { ...link, signIn: link.signIn }, { now, device: signIn.device }));
      return { ...verification, toDelivery: true, ...(signedIn ? { signedIn } : {}) };
    });
  } catch (error) {
    // The new address registered by another account between the check and the change.
    if (isUniqueViolation(error)) return { status: 'invalid_token' };
    throw error;
  }
}

/**
 * A new password for the user. Every session ends but `keptAccessToken` (the one that changed it, if any),
 * and so do the reset links not used yet.
 */
export async function setPassword(db: DbOrTransaction, userId: number, passwordHash: string, keptAccessToken?: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  await endSessions(db, userId, { keptToken: keptAccessToken });
  await deleteUnusedTokens(db, userId, 'password_reset');
}

/** The user and token of a reset link, when the token is a usable reset token of the account with that address. */
export async function checkResetLink(
  db: DbOrTransaction,
  email: string,
  token: string,
  now = new Date(),
): Promise<{ userId: number; tokenId: number } | TokenRefusal> {
  const user = await findUserByEmail(db, email);
  const link = user && (await readOneTimeToken(db, { userId: user.id, purpose: 'password_reset', token, now }));
  if (!user || !link || link.state === 'used') return 'invalid_token';
  if (link.state === 'expired') return 'expired_token';
  return { userId: user.id, tokenId: link.id };
}

/**
 * Uses a reset link checked by `checkResetLink`: the new password, every session ended, and the address
 * verified (the link came to it). False when the link was used meanwhile.
 */
export function resetPassword(
  db: Db,
  { userId, tokenId, passwordHash, now = new Date() }: { userId: number; tokenId: number; passwordHash: string; now?: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimOneTimeToken(trx, tokenId, now))) return false;
    await setPassword(trx, userId, passwordHash);
    await trx
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
    return true;
  });
}

export interface ProfileChange {
  first_name: string;
  last_name: string;
  locale: Locale;
  /** Normalised. */
  email: string;
}

/** What a profile change asks of the mail: a link to the new address, or a notice to the account that has it. */
export type AddressChange = { kind: 'link'; token: string } | { kind: 'in_use'; owner: UserRow };

/**
 * Names and language change at once. A new address becomes the pending one (the earlier links to verify
 * another stop working); its link is made only when no other account has it. The current address given
 * back cancels a pending change.
 */
export function updateProfile(db: Db, userId: number, { email, ...profile }: ProfileChange) {
  return db.transaction().execute(async (trx) => {
    const current = await lockUser(trx, userId);
    if (!current) throw new Error(`User ${userId} is gone`);
    const changing = email !== current.email;
    if (changing || current.pending_email) await deleteUnusedTokens(trx, userId, 'email_verification');
    const user = await trx
      .updateTable('users')
      .set({ ...profile, pending_email: changing ? email : null })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    let addressChange: AddressChange | undefined;
    if (changing) {
      const owner = await findUserByEmail(trx, email);
      addressChange = owner
        ? { kind: 'in_use', owner }
        : { kind: 'link', token: await issueOneTimeToken(trx, userId, 'email_verification') };
    }
    return { user, addressChange };
  });
}
