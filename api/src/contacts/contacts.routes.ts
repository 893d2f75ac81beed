import { contactPayloadSchema, contactResponseSchema } from '@lemon/content-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../http/responses';
import { contactLimit, receiveContact } from './receive-contact';

/** `POST /api/contacts`: the contact form. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contacts',
    {
      config: contactLimit,
      schema: { body: contactPayloadSchema, response: { 201: contactResponseSchema, ...refusals(422, 429) } },
    },
    async (request, reply) => {
      await receiveContact(app, request, request.body);
      return reply.code(201).send({ data: { status: 'received' } });
    },
  );
};
