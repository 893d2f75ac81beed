import type { SellerIdentity } from '../config/config';
import type { DbOrTransaction } from '../database/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The seller's identity as the shop's settings say now: what a document issued before identities were recorded prints. */
    seller: SellerIdentity;
  }
}

/**
 * Records the seller's identity the shop now runs with, when it is not the last one recorded: each document
 * issued from then on refers to it. Called as the server starts.
 */
export async function recordSellerIdentity(db: DbOrTransaction, seller: SellerIdentity): Promise<void> {
  const identity = JSON.stringify(seller);
  const last = await db.selectFrom('seller_identities').select('identity').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (last?.identity !== identity) await db.insertInto('seller_identities').values({ identity }).execute();
}

/** The identity documents are issued under now (null before any was recorded). */
export async function currentSellerIdentityId(db: DbOrTransaction): Promise<number | null> {
  const last = await db.selectFrom('seller_identities').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return last?.id ?? null;
}

/** The identity a document was issued under; one issued before identities were recorded prints today's. */
export async function sellerOfDocument(db: DbOrTransaction, identityId: number | null, today: SellerIdentity): Promise<SellerIdentity> {
  if (identityId === null) return today;
  const row = await db.selectFrom('seller_identities').select('identity').where('id', '=', identityId).executeTakeFirstOrThrow();
  return JSON.parse(row.identity) as SellerIdentity;
}
