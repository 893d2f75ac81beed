import {
  messageListResponseSchema,
  messageParamsSchema,
  messageReplyPayloadSchema,
  messageResponseSchema,
  messagesPerPage,
  messagesQuerySchema,
} from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor-of';
import { notFound } from '../http/http-error';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { contactReplyMail } from './contact-mails';
import { listMessages, moveMessage, replyToMessage, type MessageMove } from './contacts.repository';

/**
 * The staff reads the contact form's messages, answers one from the back office (the shop's mail sends it, the
 * reply stays with the message), or notes which are read and answered elsewhere.
 */
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

  app.post(
    '/api/staff/messages/:id/reply',
    {
      onRequest: app.requireStaff('messages'),
      schema: {
        params: messageParamsSchema,
        body: messageReplyPayloadSchema,
        response: { 200: messageResponseSchema, ...refusals(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const replied = await replyToMessage(app.db, request.params.id, request.body.text, await actorOf(request));
      if (!replied) throw notFound('Message');
      // Kept first, then sent from the outbox: a mail server down loses no reply.
      app.sendMailLater(contactReplyMail(replied.contact, request.body.text, app.publicUrl));
      return { data: replied.message };
    },
  );
};
