import {
  messageListResponseSchema,
  messageParamsSchema,
  messageResponseSchema,
  messagesPerPage,
  messagesQuerySchema,
} from '@lemon/shared/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { notFound } from '../http/http-error';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { listMessages, moveMessage, type MessageMove } from './contacts.repository';

/** The staff reads the contact form's messages and notes which are read and answered (the answer goes by mail). */
export const staffMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/messages',
    {
      onRequest: app.requireStaff('messages'),
      schema: { querystring: messagesQuerySchema, response: { 200: messageListResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const { subject, state, page = 1 } = request.query;
      const { messages, total } = await listMessages(app.db, { subject, state, page });
      return { data: messages, meta: paginationMeta(page, messagesPerPage, total) };
    },
  );

  for (const move of ['read', 'unread', 'answered'] satisfies MessageMove[]) {
    app.post(
      `/api/staff/messages/:id/${move}`,
      {
        onRequest: app.requireStaff('messages'),
        schema: { params: messageParamsSchema, response: { 200: messageResponseSchema, ...refusals(401, 403, 404) } },
      },
      async (request) => {
        const message = await moveMessage(app.db, request.params.id, move, await actorOf(request));
        if (!message) throw notFound('Message');
        return { data: message };
      },
    );
  }
};
