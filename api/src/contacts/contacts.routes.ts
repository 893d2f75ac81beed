import { contactPayloadSchema, contactResponseSchema } from '@lemon/content-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perClient } from '../accounts/account-limits';
import { refusals } from '../http/responses';
import { contactAcknowledgementMail, contactToShopMail } from './contact-mails';
import { storeContact, type NewContact } from './contacts.repository';

/** Contact messages per 15 minutes and client: a conversation's worth, too few to flood the shop's inbox (or a stranger's). */
export const contactsPer15Minutes = 5;
export const contactLimit = perClient(contactsPer15Minutes, '15 minutes');

/** A message taken: kept, then mailed to the shop and acknowledged to its sender. */
export async function receiveContact(app: FastifyInstance, request: FastifyRequest, contact: NewContact) {
  await storeContact(app.db, contact);
  app.sendMailLater(contactToShopMail(contact));
  app.sendTypedAddressMailLater(request, contactAcknowledgementMail(contact, app.publicUrl));
}

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
