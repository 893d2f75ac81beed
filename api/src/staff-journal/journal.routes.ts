import { auditEntriesPerPage, auditListResponseSchema, auditQuerySchema } from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { auditEntryPage } from '../audit/audit.repository';
import { withSubjectNames } from './subject-names';

/** The owner reads the journal (the audit log): every change made in the back office, newest first, optionally of one record. */
export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/audit',
    {
      onRequest: app.requireStaff('audit'),
      schema: { querystring: auditQuerySchema, response: { 200: auditListResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const { subject_type, subject_id, page = 1 } = request.query;
      const { entries, total } = await auditEntryPage(
        app.db,
        { subjectType: subject_type, subjectId: subject_id },
        page,
        auditEntriesPerPage,
      );
      return { data: await withSubjectNames(app.db, entries), meta: paginationMeta(page, auditEntriesPerPage, total) };
    },
  );
};
