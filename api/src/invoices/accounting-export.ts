import type { IssuedDocument } from '@lemon/staff-contract';
import type { DbOrTransaction } from '../database/database';
import { SheetNumber, spreadsheetCsv } from '../exports/spreadsheet-csv';
import { documentsIssuedBetween } from './invoices.repository';
import type { VatLine } from './vat-breakdown';

/** A listed document with how it was paid or refunded: the export's lines carry both. */
export interface BookedDocument extends IssuedDocument {
  provider: string | null;
  providerReference: string | null;
}

const negated = (line: VatLine): VatLine => ({ rate: line.rate, excluded: -line.excluded, vat: -line.vat, included: -line.included });

/** The period's invoices, then its credit notes (their amounts negative), each in number order. */
export async function bookedDocuments(db: DbOrTransaction, period: { from: string; to: string }): Promise<BookedDocument[]> {
  const { invoices, creditNotes } = await documentsIssuedBetween(db, period.from, period.to);
  return [
    ...invoices.map((invoice) => ({
      kind: 'invoice' as const,
      number: invoice.number,
      issued_on: invoice.issuedOn,
      order_reference: invoice.order.reference,
      customer: invoice.buyer.name,
      invoice_number: null,
      vat_lines: invoice.vatLines,
      total: invoice.order.total,
      provider: invoice.payment.provider,
      providerReference: invoice.payment.reference,
    })),
    ...creditNotes.map((note) => ({
      kind: 'credit_note' as const,
      number: note.number,
      issued_on: note.issuedOn,
      order_reference: note.order.reference,
      customer: note.buyer.name,
      invoice_number: note.invoice.number,
      vat_lines: note.vatLines.map(negated),
      total: -note.amount,
      provider: note.refund.provider,
      providerReference: note.refund.providerReference,
    })),
  ];
}

/** Cents as French accounting software reads them: `-12,34`. */
const decimalComma = (cents: number) => new SheetNumber((cents / 100).toFixed(2).replace('.', ','));
/** Basis points as a percentage: `5,5`, `20`. */
const ratePercent = (rate: number) => new SheetNumber(String(rate / 100).replace('.', ','));

const headings = [
  'Type',
  'Numéro',
  'Date',
  'Commande',
  'Client',
  'Facture d’origine',
  'Taux de TVA (%)',
  'Base HT',
  'TVA',
  'Total TTC',
  'Moyen de paiement',
  'Référence de paiement',
];

/** The accountant's CSV: one line per document and per VAT rate, credit notes negative, amounts with a decimal comma. */
export function accountingCsv(documents: BookedDocument[]): string {
  const rows = documents.flatMap((document) =>
    document.vat_lines.map((line) => [
      document.kind === 'invoice' ? 'Facture' : 'Avoir',
      document.number,
      document.issued_on,
      document.order_reference,
      document.customer,
      document.invoice_number ?? '',
      ratePercent(line.rate),
      decimalComma(line.excluded),
      decimalComma(line.vat),
      decimalComma(line.included),
      document.provider ?? '',
      document.providerReference ?? '',
    ]),
  );
  return spreadsheetCsv([headings, ...rows]);
}
