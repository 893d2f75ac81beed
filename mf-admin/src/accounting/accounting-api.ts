import { defineCalls, fileAnswer } from '@lemon/app-protocol';
import { issuedDocumentListResponseSchema } from '@lemon/staff-contract';

// The page always sends its period, this month unless the owner chose another.
const thisMonth = { from: '{thisMonth.from}', to: '{thisMonth.to}' };

/** The accounting page's calls: a period's invoices and credit notes, and the accountant's CSV of them. */
export const accountingCalls = defineCalls({
  /** The period's invoices and credit notes in number order, and their sums. */
  issuedDocuments: {
    method: 'GET',
    path: '/api/staff/invoices',
    response: issuedDocumentListResponseSchema,
    example: { as: 'owner', given: ['staffOrder.reference'], query: thisMonth },
  },
  /** The period's documents as the accountant books them. */
  accountingCsv: {
    method: 'GET',
    path: '/api/staff/exports/orders.csv',
    response: fileAnswer('text/csv'),
    example: { as: 'owner', given: ['staffOrder.reference'], query: thisMonth },
  },
});
