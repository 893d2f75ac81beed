import { contactPayloadSchema, contactResponseSchema } from '@lemon/content-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perClient } from '../accounts/account-limits';
import { refusals } from '../http/responses';
import { contactAcknowledgementMail, contactToShopMail } from './contact-mails';
import { storeContact } from './contacts.repository';

/** Contact messages per 15 minutes and client: a conversation's worth, too few to flood the shop's inbox (or a stranger's). */
export const contactsPer15Minutes = 5;

/** `POST /api/contacts`: the contact form. The message is kept, then mailed to the shop and acknowledged to its sender. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contacts',
    {
      config: perClient(contactsPer15Minutes, '15 minutes'),
      schema: { body: contactPayloadSchema, response: { 201: contactResponseSchema, ...refusals(422, 429) } },
    },
    async (request, reply) => {
      const contact = request.body;
      await storeContact(app.db, contact);
      app.sendMailLater(contactToShopMail(contact));
      app.sendTypedAddressMailLater(request, contactAcknowledgementMail(contact, app.publicUrl));
      return reply.code(201).send({ data: { status: 'received' } });
    },
  );
};
