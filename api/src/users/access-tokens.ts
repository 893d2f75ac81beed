import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTransaction } from '../database/database';
import type { TokenTable } from './user.table';
import type { UserRow } from './users.repository';

export type TokenPurpose = TokenTable['purpose'];

/** How long a login lasts. */
export const accessTokenLifetimeDays = 30;

/** Only this digest of a token is stored: a leaked database gives no usable token. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

const hour = 60 * 60 * 1000;

/** A new random token of `purpose` for the user, valid `lifetimeHours`: stored as its digest, answered in clear. */
export async function issueToken(
  db: DbOrTransaction,
  { userId, purpose, lifetimeHours, now = new Date() }: { userId: number; purpose: TokenPurpose; lifetimeHours: number; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('tokens')
    .values({ user_id: userId, purpose, token_hash: tokenDigest(token), expires_at: new Date(now.getTime() + lifetimeHours * hour) })
    .execute();
  return token;
}

export const issueAccessToken = (db: DbOrTransaction, userId: number, now = new Date()): Promise<string> =>
  issueToken(db, { userId, purpose: 'access', lifetimeHours: accessTokenLifetimeDays * 24, now });

/** The user a bearer token belongs to, when it is a live access token. */
export async function userOfAccessToken(db: DbOrTransaction, token: string, now = new Date()): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .select(['tokens.expires_at', 'tokens.used_at'])
    .where('tokens.token_hash', '=', tokenDigest(token))
    .where('tokens.purpose', '=', 'access')
    .executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= now) return undefined;
  const { expires_at: _expiresAt, used_at: _usedAt, ...user } = row;
  return user;
}

export async function revokeAccessToken(db: DbOrTransaction, token: string): Promise<void> {
  await db.deleteFrom('tokens').where('token_hash', '=', tokenDigest(token)).where('purpose', '=', 'access').execute();
}
