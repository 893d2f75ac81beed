import { orderParamsSchema, paidOrderStatuses } from '@lemon/orders-contract';
import {
  accountingPeriodQuerySchema,
  creditNoteParamsSchema,
  issuedDocumentListResponseSchema,
  orderDocumentsResponseSchema,
} from '@lemon/staff-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SellerIdentity } from '../config/config';
import { HttpError, notFound } from '../http/http-error';
import { refusals } from '../http/responses';
import { sendDownload } from '../http/send-download';
import { findOrder, type OrderRow } from '../orders/orders.repository';
import { accountingCsv, bookedDocuments } from './accounting-export';
import { creditNotePdf } from './credit-note-pdf';
import { invoicePdf } from './invoice-pdf';
import {
  creditNoteDocument,
  creditNoteOfOrder,
  creditNotesOfInvoice,
  documentLinesOf,
  invoiceDocument,
  invoiceOfOrder,
  orderBuyer,
} from './invoices.repository';
import { packingSlipPdf } from './packing-slip-pdf';
import { sellerOfDocument } from './seller-identities.repository';

const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) => sendDownload(reply, 'application/pdf', `${fileName}.pdf`, pdf);

/** The order's invoice as a PDF; an unpaid order has none (404). */
async function sendInvoice(app: FastifyInstance, seller: SellerIdentity, order: OrderRow, reply: FastifyReply) {
  const invoice = await invoiceOfOrder(app.db, order.id);
  if (!invoice) throw notFound('Invoice');
  const issuer = await sellerOfDocument(app.db, invoice.seller_identity_id, seller);
  return sendPdf(reply, invoice.number, await invoicePdf(await invoiceDocument(app.db, invoice), issuer));
}

async function sendCreditNote(app: FastifyInstance, seller: SellerIdentity, order: OrderRow, number: string, reply: FastifyReply) {
  const note = await creditNoteOfOrder(app.db, order.id, number);
  if (!note) throw notFound('Credit note');
  const issuer = await sellerOfDocument(app.db, note.seller_identity_id, seller);
  return sendPdf(reply, note.number, await creditNotePdf(await creditNoteDocument(app.db, note), issuer));
}

/** Invoices, credit notes and packing slips for the staff and the customer; the period's documents for the owner. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { seller } = app;
  const staffOrder = async (reference: string) => {
    const order = await findOrder(app.db, reference);
    if (!order) throw notFound('Order');
    return order;
  };
  /** The customer's own order: another's, even a staff member's look, is not found. */
  const ownOrder = async (reference: string, userId: number) => {
    const order = await findOrder(app.db, reference);
    if (!order || order.user_id !== userId) throw notFound('Order');
    return order;
  };

  app.get(
    '/api/staff/orders/:reference/documents',
    {
      onRequest: app.requireStaff('orders'),
      schema: { params: orderParamsSchema, response: { 200: orderDocumentsResponseSchema, ...refusals(401, 403, 404) } },
    },
    async (request) => {
      const order = await staffOrder(request.params.reference);
      const invoice = await invoiceOfOrder(app.db, order.id);
      const document = invoice ? await invoiceDocument(app.db, invoice) : undefined;
      const notes = invoice ? await creditNotesOfInvoice(app.db, invoice.id) : [];
      return {
        data: {
          invoice: document ? { number: document.number, issued_on: document.issuedOn, total: order.total } : null,
          credit_notes: notes.map((note) => ({ number: note.number, issued_on: note.issued_on, total: note.amount })),
          packing_slip: (paidOrderStatuses as readonly string[]).includes(order.status),
        },
      };
    },
  );

  app.get(
    '/api/staff/orders/:reference/invoice.pdf',
    { onRequest: app.requireStaff('orders'), schema: { params: orderParamsSchema } },
    async (request, reply) => sendInvoice(app, seller, await staffOrder(request.params.reference), reply),
  );

  app.get(
    '/api/staff/orders/:reference/credit-notes/:number.pdf',
    {
      onRequest: app.requireStaff('orders'),
      schema: { params: creditNoteParamsSchema },
    },
    async (request, reply) => sendCreditNote(app, seller, await staffOrder(request.params.reference), request.params.number, reply),
  );

  app.get(
    '/api/staff/orders/:reference/packing-slip.pdf',
    {
      onRequest: app.requireStaff('orders'),
      schema: { params: orderParamsSchema },
    },
    async (request, reply) => {
      const order = await staffOrder(request.params.reference);
      if (!(paidOrderStatuses as readonly string[]).includes(order.status))
        throw new HttpError(409, 'This order is not paid, or was cancelled: there is nothing to pack.');
      const pdf = await packingSlipPdf(order, await orderBuyer(app.db, order), await documentLinesOf(app.db, order));
      return sendPdf(reply, `bon-de-livraison-${order.reference}`, pdf);
    },
  );

  app.get(
    '/api/orders/:reference/invoice.pdf',
    { onRequest: app.requireUser, schema: { params: orderParamsSchema } },
    async (request, reply) => sendInvoice(app, seller, await ownOrder(request.params.reference, (await request.currentUser())!.id), reply),
  );

  app.get(
    '/api/orders/:reference/credit-notes/:number.pdf',
    { onRequest: app.requireUser, schema: { params: creditNoteParamsSchema } },
    async (request, reply) =>
      sendCreditNote(
        app,
        seller,
        await ownOrder(request.params.reference, (await request.currentUser())!.id),
        request.params.number,
        reply,
      ),
  );

  app.get(
    '/api/staff/invoices',
    {
      onRequest: app.requireStaff('accounting'),
      schema: {
        querystring: accountingPeriodQuerySchema,
        response: { 200: issuedDocumentListResponseSchema, ...refusals(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const period = request.query;
      const documents = await bookedDocuments(app.db, period);
      const lines = documents.flatMap((document) => document.vat_lines);
      const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
      return {
        data: documents.map(({ provider: _provider, providerReference: _reference, ...listed }) => listed),
        meta: {
          ...period,
          totals: { excluded: sum((line) => line.excluded), vat: sum((line) => line.vat), included: sum((line) => line.included) },
        },
      };
    },
  );

  app.get(
    '/api/staff/exports/orders.csv',
    {
      onRequest: app.requireStaff('accounting'),
      schema: { querystring: accountingPeriodQuerySchema },
    },
    async (request, reply) => {
      const period = request.query;
      const csv = accountingCsv(await bookedDocuments(app.db, period));
      return sendDownload(reply, 'text/csv; charset=utf-8', `ventes-${period.from}-${period.to}.csv`, csv);
    },
  );
};
