import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTransaction } from '../database/database';
import type { DeviceNames } from './device-names';
import { isLastUseStale, isSessionLive, sessionLimitsOf } from './session-limits';
import type { TokenTable } from '../users/user.table';
import { existingUser, type UserRow } from '../users/users.repository';
import { accessTokenWithUser, deleteAccessToken, insertToken, touchToken } from './tokens.repository';

export type TokenPurpose = TokenTable['purpose'];

/** Only this digest of a token is stored: a leaked database gives no usable token. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

const hour = 60 * 60 * 1000;

/** What a link's token may do besides its purpose: log in once until `expiresAt`, bringing the cart `cartUuid` along. */
export interface LinkSignIn {
  expiresAt: Date;
  cartUuid: string | null;
}

/** A new random token of `purpose` for the user, valid `lifetimeHours`: stored as its digest, answered in clear. */
export async function issueToken(
  db: DbOrTransaction,
  {
    userId,
    purpose,
    lifetimeHours,
    now = new Date(),
    signIn,
  }: { userId: number; purpose: TokenPurpose; lifetimeHours: number; now?: Date; signIn?: LinkSignIn },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, {
    user_id: userId,
    purpose,
    token_hash: tokenDigest(token),
    expires_at: new Date(now.getTime() + lifetimeHours * hour),
    ...(signIn ? { sign_in_expires_at: signIn.expiresAt, cart_uuid: signIn.cartUuid } : {}),
  });
  return token;
}

/**
 * A new login of the user from `device`: its token, answered in clear once. It lasts as long as the user's role
 * allows; `secondFactor` when the login gave one (only such a session makes staff calls).
 */
export async function issueAccessToken(
  db: DbOrTransaction,
  userId: number,
  {
    device = { browser: null, system: null },
    now = new Date(),
    secondFactor = false,
  }: { device?: DeviceNames; now?: Date; secondFactor?: boolean } = {},
): Promise<string> {
  const user = await existingUser(db, userId);
  const token = randomBytes(32).toString('base64url');
  await insertToken(db, {
    user_id: userId,
    purpose: 'access',
    token_hash: tokenDigest(token),
    public_id: randomBytes(16).toString('base64url'),
    ...device,
    created_at: now,
    last_used_at: now,
    second_factor: secondFactor ? 1 : 0,
    expires_at: new Date(now.getTime() + sessionLimitsOf(user).absolute),
  });
  return token;
}

/** The user of a session, and the session: its id, and whether it was opened with the second factor. */
export type SessionUser = UserRow & { session: { id: number; second_factor: boolean } };

/**
 * The user a bearer token belongs to, when it is a live access token: within its absolute and idle limits
 * (those of the user's role now). A use a minute or more after the last one recorded is recorded.
 */
export async function userOfAccessToken(db: DbOrTransaction, token: string, now = new Date()): Promise<SessionUser | undefined> {
  const row = await accessTokenWithUser(db, tokenDigest(token));
  if (!row) return undefined;
  const { token_id, expires_at, signed_in_at, last_used_at, second_factor, ...user } = row;
  const session = { expires_at, signed_in_at, last_used_at };
  if (!isSessionLive(session, sessionLimitsOf(user), now)) return undefined;
  if (isLastUseStale(session, now)) await touchToken(db, token_id, now);
  return { ...user, session: { id: token_id, second_factor: second_factor === 1 } };
}

export async function revokeAccessToken(db: DbOrTransaction, token: string): Promise<void> {
  await deleteAccessToken(db, tokenDigest(token));
}
