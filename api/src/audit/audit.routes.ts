import { auditEntriesPerPage, auditListResponseSchema, auditQuerySchema } from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { auditEntries, auditEntryColumns, toAuditEntry } from './audit-log';
import { withSubjectNames } from './subject-names';

/** The owner reads the audit log: every change made in the back office, newest first, optionally of one record. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/audit',
    {
      onRequest: app.requireStaff('audit'),
      schema: { querystring: auditQuerySchema, response: { 200: auditListResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const { subject_type, subject_id, page = 1 } = request.query;
      const filtered = auditEntries(app.db)
        .$if(subject_type !== undefined, (query) => query.where('audit_entries.subject_type', '=', subject_type!))
        .$if(subject_id !== undefined, (query) => query.where('audit_entries.subject_id', '=', subject_id!));
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .select(auditEntryColumns)
        .orderBy('audit_entries.recorded_at', 'desc')
        .orderBy('audit_entries.id', 'desc')
        .limit(auditEntriesPerPage)
        .offset((page - 1) * auditEntriesPerPage)
        .execute();
      return {
        data: await withSubjectNames(app.db, rows.map(toAuditEntry)),
        meta: paginationMeta(page, auditEntriesPerPage, Number(total)),
      };
    },
  );
};
