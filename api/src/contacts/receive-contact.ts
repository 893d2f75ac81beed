import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perClient } from '../http/route-limits';
import { contactAcknowledgementMail, contactToShopMail } from './contact-mails';
import { storeContact, type NewContact } from './contacts.repository';

/** Contact messages per 15 minutes and client: a conversation's worth, too few to flood the shop's inbox (or a stranger's). */
export const contactsPer15Minutes = 5;
export const contactLimit = perClient(contactsPer15Minutes, '15 minutes');

/** A message taken, from the JSON call or the page's form: kept, then mailed to the shop and acknowledged to its sender. */
export async function receiveContact(app: FastifyInstance, request: FastifyRequest, contact: NewContact) {
  await storeContact(app.db, contact);
  app.sendMailLater(contactToShopMail(contact));
  app.sendTypedAddressMailLater(request, contactAcknowledgementMail(contact, app.publicUrl));
}
