import { defineCalls } from '@lemon/app-protocol';
import { auditListResponseSchema } from '@lemon/staff-contract';

/** The journal's call: every change made in the back office. */
export const journalCalls = defineCalls({
  /** A page of the audit log, newest first, optionally of one kind of record; a sent order's move is one. */
  journal: {
    method: 'GET',
    path: '/api/staff/audit',
    response: auditListResponseSchema,
    example: { as: 'owner', given: ['sentOrder.reference'] },
  },
});
