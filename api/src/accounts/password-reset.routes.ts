import { doneResponseSchema, resetPasswordPayloadSchema } from '@lemon/account-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../http/responses';
import { hashPassword } from '../users/passwords';
import { findUserByEmail } from '../users/users.repository';
import { passwordResetsPer15Minutes } from './account-limits';
import { perClient } from '../http/route-limits';
import { passwordChangedMail, passwordResetMail, recipientOf, resetPasswordUrl } from './account-mails';
import { checkResetLink, resetPassword } from './accounts.repository';
import { ownWords, refuseCommonPassword } from './common-passwords';
import { linkRequestRoute } from './link-requests';
import { issueOneTimeToken } from './one-time-tokens';
import { tokenRefusal } from './token-refusal';

/** A forgotten password: a link by e-mail, then a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  linkRequestRoute(app, '/api/forgot-password', async (user) =>
    passwordResetMail(
      recipientOf(user),
      resetPasswordUrl(app.publicUrl, await issueOneTimeToken(app.db, user.id, 'password_reset'), user.email),
    ),
  );

  app.post(
    '/api/reset-password',
    {
      config: perClient(passwordResetsPer15Minutes, '15 minutes'),
      schema: { body: resetPasswordPayloadSchema, response: { 200: doneResponseSchema, ...refusals(422, 429) } },
    },
    async (request) => {
      const { email, token, password } = request.body;
      const link = await checkResetLink(app.db, email, token);
      if (typeof link === 'string') throw tokenRefusal(link);
      const user = await findUserByEmail(app.db, email);
      refuseCommonPassword(password, ownWords(user ?? { email }));
      const passwordHash = await hashPassword(password);
      if (!(await resetPassword(app.db, { ...link, passwordHash }))) throw tokenRefusal('invalid_token');
      if (user) app.sendMailLater(passwordChangedMail(recipientOf(user), app.publicUrl));
      return { data: { status: 'done' as const } };
    },
  );
};
