import { todayResponseSchema } from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../http/responses';
import { backupStateAt } from '../backups/backup-state';
import { todayAt } from './today.repository';

/** The back office's home: the orders, stock and messages waiting for the staff, and how sales are going. */
export const todayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/today',
    { onRequest: app.requireStaff('orders'), schema: { response: { 200: todayResponseSchema, ...refusals(401, 403) } } },
    async () => {
      const now = new Date();
      const backups = app.backupsDir === null ? null : await backupStateAt(app.backupsDir, now);
      return { data: { ...(await todayAt(app.db, now)), backups } };
    },
  );
};
