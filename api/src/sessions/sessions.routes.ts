import { sessionListResponseSchema, sessionParamsSchema } from '@lemon/account-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import { forgetSession, sessionCookieOptions } from './session-cookie';
import { endSession, endSessions, listSessions } from './sessions.repository';

/**
 * The logged-in user's sessions: the list, ending one, the others, or all of them. Answers are never kept by
 * a browser or a proxy (they name the user's devices).
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const user = async (request: { currentUser: () => Promise<{ id: number; staff_role: string | null } | null> }) =>
    (await request.currentUser())!;

  app.get(
    '/api/sessions',
    { onRequest: app.requireUser, schema: { response: { 200: sessionListResponseSchema, ...refusals(401) } } },
    async (request) => ({ data: await listSessions(app.db, await user(request), request.sessionToken()!) }),
  );

  app.delete(
    '/api/sessions/:id',
    { onRequest: app.requireUser, schema: { params: sessionParamsSchema, response: { 204: noContent, ...refusals(401, 404) } } },
    async (request, reply) => {
      // Another user's session is not found, as one that does not exist.
      if (!(await endSession(app.db, (await user(request)).id, request.params.id))) throw notFound('Session');
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/sessions/log-out-others',
    { onRequest: app.requireUser, schema: { response: { 204: noContent, ...refusals(401) } } },
    async (request, reply) => {
      await endSessions(app.db, (await user(request)).id, { keptToken: request.sessionToken()! });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/sessions/log-out-everywhere',
    { onRequest: app.requireUser, schema: { response: { 204: noContent, ...refusals(401) } } },
    async (request, reply) => {
      await endSessions(app.db, (await user(request)).id);
      forgetSession(reply, sessionCookieOptions(app));
      return reply.code(204).send();
    },
  );
};
