import { parisDay } from '@lemon/shared/contract';
import type { Locale } from '@lemon/shared/locales';
import type { Selectable, Transaction } from 'kysely';
import type { VatRate } from '../database/column-types';
import type { Database, DbOrTransaction } from '../database/database';
import { linesOfOrder, type OrderRow } from '../orders/orders.repository';
import { takeDocumentNumber } from './document-numbers';
import { currentSellerIdentityId } from './seller-identities.repository';
import type { CreditNoteTable, InvoiceTable } from './invoice.table';
import { splitInProportion } from './proportional-split';
import { vatBreakdown, vatLinesOf, type VatLine } from './vat-breakdown';

export type InvoiceRow = Selectable<InvoiceTable>;
export type CreditNoteRow = Selectable<CreditNoteTable>;

/**
 * Issues the order's invoice, numbered in the caller's transaction (the one that makes the order paid): a
 * failed payment transaction leaves neither the invoice nor its number. An order invoiced already keeps its one.
 */
export async function issueInvoice(trx: Transaction<Database>, order: Pick<OrderRow, 'id'>, issuedAt: Date): Promise<InvoiceRow> {
  const issued = await trx.selectFrom('invoices').selectAll().where('order_id', '=', order.id).executeTakeFirst();
  if (issued) return issued;
  const invoiced = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  return trx
    .insertInto('invoices')
    .values({
      number: await takeDocumentNumber(trx, 'invoice', issuedAt),
      order_id: order.id,
      issued_at: issuedAt,
      issued_on: parisDay(issuedAt),
      seller_identity_id: await currentSellerIdentityId(trx),
      buyer: JSON.stringify(await orderBuyer(trx, invoiced)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Issues the credit note of a succeeded refund, in the caller's transaction (the one that records its
 * success), referring to the order's invoice (issued now for an order paid before the shop had invoices).
 * A refund has one credit note: asked again, it answers that one.
 */
export async function issueCreditNote(trx: Transaction<Database>, refundId: number, issuedAt: Date): Promise<CreditNoteRow> {
  const issued = await trx.selectFrom('credit_notes').selectAll().where('refund_id', '=', refundId).executeTakeFirst();
  if (issued) return issued;
  const refund = await trx.selectFrom('refunds').select(['order_id', 'status']).where('id', '=', refundId).executeTakeFirstOrThrow();
  if (refund.status !== 'succeeded') throw new Error(`Refund ${refundId} is ${refund.status}: only a succeeded refund has a credit note`);
  const invoice = await issueInvoice(trx, { id: refund.order_id }, issuedAt);
  return trx
    .insertInto('credit_notes')
    .values({
      number: await takeDocumentNumber(trx, 'credit_note', issuedAt),
      invoice_id: invoice.id,
      refund_id: refundId,
      issued_at: issuedAt,
      issued_on: parisDay(issuedAt),
      seller_identity_id: await currentSellerIdentityId(trx),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Who bought: the name and address the order was delivered to, or the customer's name for a pickup; an invoice keeps it as issued. */
export interface Buyer {
  name: string;
  email: string;
  /** The delivery address's lines; null for a pickup in the shop. */
  address: string[] | null;
}

/** A line as a document shows it, in the order's language. */
export interface DocumentLine {
  orderLineId: number;
  label: string;
  quantity: number;
  /** VAT included, per unit, in cents. */
  unitPrice: number;
  rate: VatRate;
  /** VAT included, in cents: the unit price times the quantity (or a refund line's amount). */
  amount: number;
}

/** What an invoice shows: the order, its buyer, lines and amounts per VAT rate. */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  issuedOn: string;
  order: OrderRow;
  locale: Locale;
  buyer: Buyer;
  lines: DocumentLine[];
  vatLines: VatLine[];
  creditNotes: { number: string; issuedOn: string }[];
  payment: { provider: string | null; reference: string | null };
}

/** What a credit note shows: the refund, referring to its invoice. */
export interface CreditNoteDocument {
  number: string;
  issuedAt: Date;
  issuedOn: string;
  invoice: { number: string; issuedOn: string };
  order: OrderRow;
  locale: Locale;
  buyer: Buyer;
  /** The units given back, if the refund named lines. */
  lines: DocumentLine[];
  amount: number;
  vatLines: VatLine[];
  refund: { provider: string; providerReference: string | null };
}

export async function orderBuyer(db: DbOrTransaction, order: OrderRow): Promise<Buyer> {
  const customer = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  if (order.delivery_method === 'pickup' || order.address_line1 === null)
    return { name: `${customer.first_name} ${customer.last_name}`, email: customer.email, address: null };
  return {
    name: `${order.address_first_name} ${order.address_last_name}`,
    email: customer.email,
    address: [order.address_line1, order.address_line2, `${order.address_zip} ${order.address_city}`, order.address_country].filter(
      (line): line is string => Boolean(line),
    ),
  };
}

/** The order's lines, labelled in its language. */
export async function documentLinesOf(db: DbOrTransaction, order: OrderRow): Promise<DocumentLine[]> {
  const rows = await linesOfOrder(db, order.id);
  return rows.map((row) => ({
    orderLineId: row.id,
    label: `${row[`product_label_${order.locale}`]} – ${row[`variation_label_${order.locale}`]}`,
    quantity: row.quantity,
    unitPrice: row.unit_price,
    rate: row.vat_rate,
    amount: row.unit_price * row.quantity,
  }));
}

/** The order's amounts per VAT rate, delivery and discount included: what its invoice charges. */
export const orderVatLines = (order: OrderRow, lines: DocumentLine[]) =>
  vatBreakdown({ lines, discount: order.discount, shipping: order.shipping_cost });

export async function invoiceDocument(db: DbOrTransaction, invoice: InvoiceRow): Promise<InvoiceDocument> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', invoice.order_id).executeTakeFirstOrThrow();
  const lines = await documentLinesOf(db, order);
  const creditNotes = await db
    .selectFrom('credit_notes')
    .select(['number', 'issued_on'])
    .where('invoice_id', '=', invoice.id)
    .orderBy('id')
    .execute();
  return {
    number: invoice.number,
    issuedAt: invoice.issued_at,
    issuedOn: invoice.issued_on,
    order,
    locale: order.locale,
    buyer: invoice.buyer === null ? await orderBuyer(db, order) : (JSON.parse(invoice.buyer) as Buyer),
    lines,
    vatLines: orderVatLines(order, lines),
    creditNotes: creditNotes.map((note) => ({ number: note.number, issuedOn: note.issued_on })),
    // The test provider's reference is the secret of its payment link: never printed.
    payment: { provider: order.payment_provider, reference: order.payment_provider === 'test' ? null : order.payment_reference },
  };
}

/**
 * A refund's amounts per VAT rate: the refunded lines at their rates, and what it gives back beyond them (an
 * amount, delivery costs) split as the invoice charged, in proportion to its totals per rate.
 */
export function refundVatLines(amount: number, refundedLines: { amount: number; rate: VatRate }[], invoiceVatLines: VatLine[]): VatLine[] {
  const byRate = new Map<VatRate, number>();
  for (const line of refundedLines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.amount);
  const beyondLines = amount - refundedLines.reduce((sum, line) => sum + line.amount, 0);
  const charged = new Map(invoiceVatLines.map((line) => [line.rate, line.included]));
  for (const [rate, share] of splitInProportion(beyondLines, charged)) byRate.set(rate, (byRate.get(rate) ?? 0) + share);
  return vatLinesOf(new Map([...byRate].filter(([, included]) => included !== 0)));
}

export async function creditNoteDocument(db: DbOrTransaction, note: CreditNoteRow): Promise<CreditNoteDocument> {
  const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', note.invoice_id).executeTakeFirstOrThrow();
  const refund = await db.selectFrom('refunds').selectAll().where('id', '=', note.refund_id).executeTakeFirstOrThrow();
  const { order, buyer, lines: orderLines, vatLines: invoiceVatLines } = await invoiceDocument(db, invoice);
  const refundedLines = await db.selectFrom('refund_lines').selectAll().where('refund_id', '=', refund.id).orderBy('id').execute();
  const lines = refundedLines.map((refunded) => {
    const line = orderLines.find((candidate) => candidate.orderLineId === refunded.order_line_id)!;
    return { ...line, quantity: refunded.quantity, amount: refunded.amount };
  });
  return {
    number: note.number,
    issuedAt: note.issued_at,
    issuedOn: note.issued_on,
    invoice: { number: invoice.number, issuedOn: invoice.issued_on },
    order,
    locale: order.locale,
    buyer,
    lines,
    amount: refund.amount,
    vatLines: refundVatLines(refund.amount, lines, invoiceVatLines),
    refund: { provider: refund.provider, providerReference: refund.provider_reference },
  };
}

export const invoiceOfOrder = (db: DbOrTransaction, orderId: number) =>
  db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();

export const creditNoteOfOrder = (db: DbOrTransaction, orderId: number, number: string) =>
  db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .selectAll('credit_notes')
    .where('invoices.order_id', '=', orderId)
    .where('credit_notes.number', '=', number)
    .executeTakeFirst();

/** The documents of one kind issued from `from` to `to` (days in Menton, both counted), in number order. */
const issuedBetween = <Table extends 'invoices' | 'credit_notes'>(db: DbOrTransaction, table: Table, from: string, to: string) =>
  db
    .selectFrom(table as 'invoices' | 'credit_notes')
    .selectAll()
    .where('issued_on', '>=', from)
    .where('issued_on', '<=', to)
    .orderBy('number');

/** The invoices and credit notes issued from `from` to `to` (days in Menton, both counted), in number order. */
export async function documentsIssuedBetween(db: DbOrTransaction, from: string, to: string) {
  const invoices = (await issuedBetween(db, 'invoices', from, to).execute()) as InvoiceRow[];
  const creditNotes = (await issuedBetween(db, 'credit_notes', from, to).execute()) as CreditNoteRow[];
  return {
    invoices: await Promise.all(invoices.map((invoice) => invoiceDocument(db, invoice))),
    creditNotes: await Promise.all(creditNotes.map((note) => creditNoteDocument(db, note))),
  };
}

/** The credit notes of an invoice, in their numbers' order, each with its refund's amount. */
export const creditNotesOfInvoice = (db: DbOrTransaction, invoiceId: number) =>
  db
    .selectFrom('credit_notes')
    .innerJoin('refunds', 'refunds.id', 'credit_notes.refund_id')
    .select(['credit_notes.number', 'credit_notes.issued_on', 'refunds.amount'])
    .where('credit_notes.invoice_id', '=', invoiceId)
    .orderBy('credit_notes.number')
    .execute();

/** Every invoice of a customer's orders, in their numbers' order. */
export const invoicesOfCustomer = (db: DbOrTransaction, userId: number): Promise<InvoiceRow[]> =>
  db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .selectAll('invoices')
    .where('orders.user_id', '=', userId)
    .orderBy('invoices.id')
    .execute();

/** The credit notes of an invoice as issued, in their numbers' order. */
export const creditNoteRowsOfInvoice = (db: DbOrTransaction, invoiceId: number): Promise<CreditNoteRow[]> =>
  db.selectFrom('credit_notes').selectAll().where('invoice_id', '=', invoiceId).orderBy('id').execute();

/** The credit note issued for a refund, once it is. */
export const creditNoteOfRefund = (db: DbOrTransaction, refundId: number): Promise<CreditNoteRow | undefined> =>
  db.selectFrom('credit_notes').selectAll().where('refund_id', '=', refundId).executeTakeFirst();
