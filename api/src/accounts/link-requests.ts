import { emailRequestPayloadSchema, emailRequestResponseSchema } from '@lemon/account-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refusals } from '../http/responses';
import type { MailMessage } from '../mail/mailer';
import { findUserByEmail, type UserRow } from '../users/users.repository';
import { emailRequestsPer15Minutes } from './account-limits';
import { perClient } from '../http/route-limits';

/**
 * A call that e-mails a link to the account of an address (`mailFor` makes it, or nothing when the account
 * is not one to send it to), answering the same for any address: no way to learn which have an account.
 */
export function linkRequestRoute(app: FastifyInstance, url: string, mailFor: (user: UserRow) => Promise<MailMessage | undefined>): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      config: perClient(emailRequestsPer15Minutes, '15 minutes'),
      schema: { body: emailRequestPayloadSchema, response: { 200: emailRequestResponseSchema, ...refusals(422, 429) } },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      const message = user && (await mailFor(user));
      if (message) app.sendTypedAddressMailLater(request, message);
      return { data: { status: 'sent_if_known' as const } };
    },
  );
}
