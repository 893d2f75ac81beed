import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTransaction } from '../database/database';
import type { UserRow } from './users.repository';

/** How long a login lasts. */
export const accessTokenLifetimeDays = 30;

/** Only this digest of a token is stored: a leaked database gives no usable token. */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueAccessToken(db: DbOrTransaction, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + accessTokenLifetimeDays * 24 * 60 * 60 * 1000);
  await db
    .insertInto('tokens')
    .values({ user_id: userId, purpose: 'access', token_hash: tokenDigest(token), expires_at: expiresAt })
    .execute();
  return token;
}

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
