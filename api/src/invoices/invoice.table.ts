import type { Id, Timestamp } from '../database/column-types';

/** The kinds of numbered documents: each has its own sequence per year. */
export type DocumentKind = 'invoice' | 'credit_note';

/** The last number given to a kind of document in a year: updated, row-locked, by the transaction that issues one. */
export interface DocumentCounterTable {
  kind: DocumentKind;
  year: number;
  last_number: number;
}

/** An order's invoice, issued in the transaction that made it paid. */
export interface InvoiceTable {
  id: Id;
  /** `F-2026-000001`: sequential per year, no gap, no repeat. */
  number: string;
  order_id: number;
  issued_at: Timestamp;
  /** Its calendar day in Menton (`YYYY-MM-DD`): what the accountant's periods select on. */
  issued_on: string;
  /** The seller's identity it was issued under (null: issued before identities were recorded). */
  seller_identity_id: number | null;
  /**
   * The buyer as issued (JSON of `Buyer`): it stays when the customer's account is erased. Null only for an
   * invoice issued, during a rolling deploy, by a process older than this column.
   */
  buyer: string | null;
}

/** A succeeded refund's credit note, referring to the order's invoice. */
export interface CreditNoteTable {
  id: Id;
  /** `A-2026-000001`. */
  number: string;
  invoice_id: number;
  refund_id: number;
  issued_at: Timestamp;
  issued_on: string;
  seller_identity_id: number | null;
}

/** A seller's identity the shop ran with (JSON of `SellerIdentity`): issued documents refer to theirs. */
export interface SellerIdentityTable {
  id: Id;
  identity: string;
  recorded_at: Timestamp;
}
