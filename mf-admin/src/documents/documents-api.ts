import { defineCalls, fileAnswer } from '@lemon/app-protocol';
import { orderDocumentsResponseSchema } from '@lemon/staff-contract';

const paidOrder = { as: 'owner' as const, params: { reference: '{staffOrder.reference}' } };

/** An order's documents' calls: what it has, and each document's PDF, downloaded or printed with the staff's token. */
export const documentsCalls = defineCalls({
  /** The order's invoice (none until it is paid), its credit notes, and whether a packing slip makes sense. */
  orderDocuments: {
    method: 'GET',
    path: '/api/staff/orders/:reference/documents',
    response: orderDocumentsResponseSchema,
    example: paidOrder,
  },
  /** The invoice of a paid order. */
  invoice: { method: 'GET', path: '/api/staff/orders/:reference/invoice.pdf', response: fileAnswer('application/pdf'), example: paidOrder },
  /** A credit note of the order; its file is its number with `.pdf` (a param cannot carry the suffix). */
  creditNote: {
    method: 'GET',
    path: '/api/staff/orders/:reference/credit-notes/:file',
    response: fileAnswer('application/pdf'),
    example: { as: 'owner', params: { reference: '{creditNote.reference}', file: '{creditNote.file}' } },
  },
  /** The packing slip of a paid order, to print. */
  packingSlip: {
    method: 'GET',
    path: '/api/staff/orders/:reference/packing-slip.pdf',
    response: fileAnswer('application/pdf'),
    example: paidOrder,
  },
});
