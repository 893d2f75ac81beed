// A customer's data export, kept for a while behind the random token of its link: the account page fetches a
// small one at once, a large one is made in the background and its link mailed.
import { randomBytes } from 'node:crypto';
import type { DbOrTransaction } from '../database/database';
import { tokenDigest } from '../sessions/access-tokens';
import type { DataExport } from './data-export';

/** How long an export's link works: an hour when the page downloads it at once, a week when it is mailed. */
export const exportLifetimeHours = { downloaded: 1, mailed: 7 * 24 } as const;

/** The address of a kept export's file. */
export const keptExportPath = (token: string) => `/api/data-exports/${token}`;

/**
 * Keeps `file` for the user until `expiresAt`: the token of its link, stored only as its digest. A file made in the
 * background may be done after its account was erased: then it is not kept (the erasure deletes one kept before).
 */
export async function keepExport(
  db: DbOrTransaction,
  userId: number,
  file: DataExport,
  expiresAt: Date,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = tokenDigest(token);
  await db
    .insertInto('data_exports')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      file_name: file.fileName,
      content: file.content,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  const account = await db.selectFrom('users').select('erased_at').where('id', '=', userId).executeTakeFirst();
  if (!account || account.erased_at !== null) {
    await db.deleteFrom('data_exports').where('token_hash', '=', tokenHash).execute();
    throw new Error(`Account ${userId} was erased while its data export was being made: the file is not kept`);
  }
  return token;
}

/** The export a link's token names, while it has not expired. */
export async function keptExport(db: DbOrTransaction, token: string, now = new Date()): Promise<DataExport | undefined> {
  const row = await db
    .selectFrom('data_exports')
    .select(['file_name', 'content'])
    .where('token_hash', '=', tokenDigest(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { fileName: row.file_name, content: Buffer.from(row.content) };
}

/** How many PDFs an export of the user would draw: its invoices and their credit notes. */
export async function documentCount(db: DbOrTransaction, userId: number): Promise<number> {
  const { invoices, creditNotes } = await db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .leftJoin('credit_notes', 'credit_notes.invoice_id', 'invoices.id')
    .select((eb) => [
      eb.fn.count<number | string>('invoices.id').distinct().as('invoices'),
      eb.fn.count<number | string>('credit_notes.id').as('creditNotes'),
    ])
    .where('orders.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(invoices) + Number(creditNotes);
}

/** Deletes the exports whose link expired. */
export async function deleteExpiredExports(db: DbOrTransaction, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('data_exports').where('expires_at', '<', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
