import { auditEntriesPerPage, auditListResponseSchema, auditQuerySchema } from '@lemon/shared/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { toAuditEntry } from './audit-log';

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
      const filtered = app.db
        .selectFrom('audit_entries')
        .$if(subject_type !== undefined, (query) => query.where('subject_type', '=', subject_type!))
        .$if(subject_id !== undefined, (query) => query.where('subject_id', '=', subject_id!));
      const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await filtered
        .select(['id', 'recorded_at', 'actor_email', 'action', 'subject_type', 'subject_id', 'before', 'after'])
        .orderBy('recorded_at', 'desc')
        .orderBy('id', 'desc')
        .limit(auditEntriesPerPage)
        .offset((page - 1) * auditEntriesPerPage)
        .execute();
      return { data: rows.map(toAuditEntry), meta: paginationMeta(page, auditEntriesPerPage, Number(total)) };
    },
  );
};
