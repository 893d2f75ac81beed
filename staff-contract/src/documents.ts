// Invoices, credit notes, packing slips and the accountant's export. The PDFs and the CSV are files, not JSON:
// their routes take these parameters; the back office lists what an order and a period hold with the JSON calls.
import { addDays, formatISO, parseISO, startOfMonth, endOfMonth } from 'date-fns';
import { calendarDaySchema, parisDay, periodRefused, recordKey, strictQuery, lazySchema, z } from '@lemon/shared/contract';

/** `F-2026-000001`, an invoice; `A-2026-000001`, a credit note: sequential per year, without gaps. */
export const invoiceNumberPattern = /^F-\d{4}-\d{6}$/;
export const creditNoteNumberPattern = /^A-\d{4}-\d{6}$/;

/** `…/credit-notes/{number}.pdf` of an order: a number that is not a credit note's names nothing (404). */
export const creditNoteParamsSchema = lazySchema(() =>
  z.object({
    reference: recordKey('Order'),
    number: z
      .string()
      .check(z.refine((text) => creditNoteNumberPattern.test(text), { message: 'Credit note not found.', params: { status: 404 } })),
  }),
);

/** The longest period the accountant's export and the list of invoices cover at once, in days. */
export const accountingMaxDays = 366;

/** The first and last days of the month holding `day`, in the shop's time zone. */
export function monthOf(day: string): { from: string; to: string } {
  const date = parseISO(day);
  return {
    from: formatISO(startOfMonth(date), { representation: 'date' }),
    to: formatISO(endOfMonth(date), { representation: 'date' }),
  };
}

/** The month before the one holding `day`. */
export const monthBefore = (day: string) => monthOf(formatISO(addDays(parseISO(monthOf(day).from), -1), { representation: 'date' }));

/**
 * `?from=2026-11-01&to=2026-11-30`: days in the shop's time zone, both counted (this month by default). `from`
 * after `to` is `date_order`, a period over `accountingMaxDays` is `date_range` (both on `from`).
 */
export const accountingPeriodQuerySchema = lazySchema(() =>
  z.pipe(
    strictQuery({ from: z.optional(calendarDaySchema), to: z.optional(calendarDaySchema) }),
    z.transform((query, context) => {
      const thisMonth = monthOf(parisDay(new Date()));
      const from = query.from ?? (query.to ? monthOf(query.to).from : thisMonth.from);
      const to = query.to ?? (query.from ? monthOf(query.from).to : thisMonth.to);
      return periodRefused(context, from, to, accountingMaxDays) ? z.NEVER : { from, to };
    }),
  ),
);
export type AccountingPeriodQuery = z.input<typeof accountingPeriodQuerySchema>;

/** What a document charges at one VAT rate, in cents: `excluded + vat = included`. `rate` in basis points (2000: 20 %). */
export const vatLineSchema = lazySchema(() => z.object({ rate: z.int(), excluded: z.int(), vat: z.int(), included: z.int() }));
export type VatLineAnswer = z.infer<typeof vatLineSchema>;

export const documentKinds = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** An invoice or a credit note as listed: a credit note's amounts are negative, as the accountant books them. */
export const issuedDocumentSchema = lazySchema(() =>
  z.object({
    kind: z.enum(documentKinds),
    number: z.string(),
    /** `YYYY-MM-DD` in the shop's time zone. */
    issued_on: z.string(),
    order_reference: z.string(),
    customer: z.string(),
    /** The credit note's invoice; null for an invoice. */
    invoice_number: z.nullable(z.string()),
    vat_lines: z.array(vatLineSchema),
    total: z.int(),
  }),
);
export type IssuedDocument = z.infer<typeof issuedDocumentSchema>;

/** `GET /api/staff/invoices?from=…&to=…` (owner): the period's invoices and credit notes in number order, and their sums. */
export const issuedDocumentListResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(issuedDocumentSchema),
    meta: z.object({ from: z.string(), to: z.string(), totals: z.object({ excluded: z.int(), vat: z.int(), included: z.int() }) }),
  }),
);
export type IssuedDocumentList = z.infer<typeof issuedDocumentListResponseSchema>;

/** `GET /api/staff/orders/{reference}/documents` (staff): the order's invoice (null until it is paid) and credit notes. */
export const orderDocumentsResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      invoice: z.nullable(z.object({ number: z.string(), issued_on: z.string(), total: z.int() })),
      credit_notes: z.array(z.object({ number: z.string(), issued_on: z.string(), total: z.int() })),
      /** Whether a packing slip makes sense: the order is paid and not cancelled. */
      packing_slip: z.boolean(),
    }),
  }),
);
export type OrderDocuments = z.infer<typeof orderDocumentsResponseSchema>['data'];
