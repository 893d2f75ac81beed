import { parisDay } from '@lemon/shared/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../database/database';
import { countDocument } from './document-counters.repository';
import type { DocumentKind } from './invoice.table';

const prefixOf: Record<DocumentKind, string> = { invoice: 'F', credit_note: 'A' };

/** The year a document issued at this moment belongs to, in the shop's time zone (Menton). */
export const shopYearOf = (moment: Date) => Number(parisDay(moment).slice(0, 4));

/** `F-2026-000042`. */
export const documentNumber = (kind: DocumentKind, year: number, sequence: number) =>
  `${prefixOf[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of this kind of document in the year of `issuedAt`, taken in the issuing transaction: the
 * counter row stays locked until it ends (PostgreSQL's upsert locks it; SQLite runs one writer at a time), so
 * parallel processes number one after the other, and a transaction that fails gives its number back: no gap,
 * no repeat.
 */
export async function takeDocumentNumber(trx: Transaction<Database>, kind: DocumentKind, issuedAt: Date): Promise<string> {
  const year = shopYearOf(issuedAt);
  return documentNumber(kind, year, await countDocument(trx, kind, year));
}
