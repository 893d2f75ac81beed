// The tokens table: sessions (access tokens) and the links the shop e-mails (one-time tokens), each kept as the
// digest of its token. access-tokens.ts and accounts/one-time-tokens.ts hold their rules.
import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Database, DbOrTransaction } from '../database/database';
import type { TokenTable } from '../users/user.table';
import type { TokenPurpose } from './access-tokens';

export async function insertToken(db: DbOrTransaction, token: Insertable<TokenTable>): Promise<void> {
  await db.insertInto('tokens').values(token).execute();
}

/** The access token with this digest, with its user. */
export function accessTokenWithUser(db: DbOrTransaction, digest: string) {
  return db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .selectAll('users')
    .select([
      'tokens.id as token_id',
      'tokens.expires_at',
      'tokens.created_at as signed_in_at',
      'tokens.last_used_at',
      'tokens.second_factor',
    ])
    .where('tokens.token_hash', '=', digest)
    .where('tokens.purpose', '=', 'access')
    .executeTakeFirst();
}

/** Records a session's use now. */
export async function touchToken(db: DbOrTransaction, id: number, now: Date): Promise<void> {
  await db.updateTable('tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function deleteAccessToken(db: DbOrTransaction, digest: string): Promise<void> {
  await db.deleteFrom('tokens').where('token_hash', '=', digest).where('purpose', '=', 'access').execute();
}

/** The user's token of `purpose` with this digest, as a link's check needs it. */
export function linkToken(db: DbOrTransaction, { userId, purpose, digest }: { userId: number; purpose: TokenPurpose; digest: string }) {
  return db
    .selectFrom('tokens')
    .select(['id', 'expires_at', 'used_at', 'sign_in_expires_at', 'signed_in_at', 'cart_uuid'])
    .where('token_hash', '=', digest)
    .where('purpose', '=', purpose)
    .where('user_id', '=', userId)
    .executeTakeFirst();
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
const unusedTokens = (userId: number, purpose: TokenPurpose) => (eb: ExpressionBuilder<Database, 'tokens'>) =>
  eb.and([eb('user_id', '=', userId), eb('purpose', '=', purpose), eb('used_at', 'is', null)]);

/** Marks every unused token of `purpose` of the user used: their links did their work through another one. */
export async function retireUnusedTokens(db: DbOrTransaction, userId: number, purpose: TokenPurpose, now = new Date()): Promise<void> {
  await db.updateTable('tokens').set({ used_at: now }).where(unusedTokens(userId, purpose)).execute();
}

/** Deletes every unused token of `purpose` of the user: their links no longer stand for what they were sent for. */
export async function deleteUnusedTokens(db: DbOrTransaction, userId: number, purpose: TokenPurpose): Promise<void> {
  await db.deleteFrom('tokens').where(unusedTokens(userId, purpose)).execute();
}
