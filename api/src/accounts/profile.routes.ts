import {
  doneResponseSchema,
  editPasswordPayloadSchema,
  editProfilePayloadSchema,
  editProfileResponseSchema,
} from '@lemon/account-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusals } from '../http/responses';
import { hashPassword } from '../users/passwords';
import { normalizeEmail, toUser } from '../users/users.repository';
import { accountChangesPer15Minutes, perAccount } from '../http/route-limits';
import { addressInUseMail, emailChangeMail, homeUrl, passwordChangedMail, recipientOf, verifyEmailUrl } from './account-mails';
import { setPassword, updateProfile } from './accounts.repository';
import { checkCurrentPassword } from './current-password';
import { ownWords, refuseCommonPassword } from './common-passwords';

/** The logged-in customer's profile and password. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/edit-profile',
    {
      onRequest: app.requireUser,
      config: perAccount(accountChangesPer15Minutes, '15 minutes'),
      schema: { body: editProfilePayloadSchema, response: { 200: editProfileResponseSchema, ...refusals(400, 401, 422, 429) } },
    },
    async (request) => {
      const current = (await request.currentUser())!;
      const { email: typed, current_password, ...profile } = request.body;
      const email = normalizeEmail(typed);
      if (email !== current.email) await checkCurrentPassword(current, current_password);
      const { user, addressChange } = await updateProfile(app.db, current.id, { ...profile, email });
      // The same answer whether or not another account has the address: only its owner learns of the try.
      if (addressChange?.kind === 'link') {
        app.sendTypedAddressMailLater(
          request,
          emailChangeMail(recipientOf(user, email), verifyEmailUrl(app.publicUrl, user.id, addressChange.token)),
        );
      } else if (addressChange?.kind === 'in_use') {
        const owner = recipientOf(addressChange.owner);
        app.sendTypedAddressMailLater(request, addressInUseMail(owner, homeUrl(app.publicUrl, owner.locale)));
      }
      return { data: toUser(user) };
    },
  );

  app.post(
    '/api/edit-password',
    {
      onRequest: app.requireUser,
      config: perAccount(accountChangesPer15Minutes, '15 minutes'),
      schema: { body: editPasswordPayloadSchema, response: { 200: doneResponseSchema, ...refusals(401, 422, 429) } },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      refuseCommonPassword(request.body.password, ownWords(user));
      await checkCurrentPassword(user, request.body.current_password);
      const passwordHash = await hashPassword(request.body.password);
      // This session goes on; every other one ends.
      await app.db.transaction().execute((trx) => setPassword(trx, user.id, passwordHash, request.sessionToken()!));
      app.sendMailLater(passwordChangedMail(recipientOf(user), app.publicUrl));
      return { data: { status: 'done' as const } };
    },
  );
};
