import { registerPayloadSchema, registerResponseSchema, verifyEmailParamsSchema, verifyEmailResponseSchema } from '@lemon/account-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliversTo } from '../countries/delivery-zones';
import { isUniqueViolation } from '../database/engine';
import { HttpError } from '../http/http-error';
import { refusals } from '../http/responses';
import { deviceNames } from '../sessions/device-names';
import { giveSession, sessionCookieOptions } from '../sessions/session-cookie';
import { hashPassword } from '../users/passwords';
import { emailTaken, normalizeEmail, toUser } from '../users/users.repository';
import { linksFollowedPer15Minutes, registrationsPerHour } from './account-limits';
import { perClient } from '../http/route-limits';
import { emailChangedMail, recipientOf, verificationMail, verifyEmailUrl } from './account-mails';
import { createAccount, verifyEmail, type EmailVerification } from './accounts.repository';
import { isCommonPassword, ownWords } from './common-passwords';
import { linkRequestRoute } from './link-requests';
import { checkoutSignInMinutes, issueOneTimeToken } from './one-time-tokens';
import { tokenRefusal } from './token-refusal';

const emailTakenRefusal = () => new HttpError(422, 'This address is already registered.', { email: ['email_taken'] });

/** Registration, the link that verifies the address, and that link sent again. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/register',
    {
      config: perClient(registrationsPerHour, '1 hour'),
      schema: { body: registerPayloadSchema, response: { 201: registerResponseSchema, ...refusals(422, 429) } },
    },
    async (request, reply) => {
      const { email: typed, password, first_name, last_name, locale, line1, line2, zip, city, country, checkout } = request.body;
      const email = normalizeEmail(typed);
      const errors: Record<string, string[]> = {};
      if (!deliversTo(country)) errors.country = ['country'];
      if (isCommonPassword(password, ownWords({ first_name, last_name, email }))) errors.password = ['password_common'];
      // The one call that tells an address has an account: registering needs to say why it cannot.
      if (await emailTaken(app.db, email)) errors.email = ['email_taken'];
      if (Object.keys(errors).length) throw new HttpError(422, 'The registration has invalid values.', errors);

      const passwordHash = await hashPassword(password);
      const { user, token } = await createAccount(app.db, {
        email,
        passwordHash,
        first_name,
        last_name,
        locale,
        address: { line1, line2, zip, city, country },
        ...(checkout ? { checkout: { cartUuid: checkout.cart_id ?? null } } : {}),
      }).catch((error: unknown) => {
        // Registered by another request since the check.
        throw isUniqueViolation(error) ? emailTakenRefusal() : error;
      });
      const url = verifyEmailUrl(app.publicUrl, user.id, token);
      app.sendTypedAddressMailLater(
        request,
        verificationMail(recipientOf(user), url, checkout ? { signInMinutes: checkoutSignInMinutes } : {}),
      );
      return reply.code(201).send({ data: { status: 'verification_sent' } });
    },
  );

  /** What a followed link answers: its refusal, or the address verified, and for a checkout's link what comes next. */
  const answerOf = ({ status, replaced, toDelivery, signedIn }: EmailVerification, request?: FastifyRequest, reply?: FastifyReply) => {
    if (status === 'invalid_token' || status === 'expired_token') throw tokenRefusal(status);
    // The address the account left hears of it: whoever reads it may be the owner, and not the one who changed it.
    if (replaced) app.sendMailLater(emailChangedMail(recipientOf(replaced), app.publicUrl));
    return {
      data: {
        status,
        ...(toDelivery ? { next: 'delivery' as const } : {}),
        ...(signedIn && request && reply
          ? {
              session: {
                ...giveSession(request, reply, signedIn.token, signedIn.user, sessionCookieOptions(app)),
                user: toUser(signedIn.user),
              },
            }
          : {}),
        ...(signedIn?.cartUuid ? { cart_id: signedIn.cartUuid } : {}),
      },
    };
  };

  // Verifies only: a GET is what anything opening a link makes (a mail scanner fetching it ahead included).
  app.get(
    '/api/email/verify/:id/:token',
    { schema: { params: verifyEmailParamsSchema, response: { 200: verifyEmailResponseSchema, ...refusals(404, 422) } } },
    async (request) => answerOf(await verifyEmail(app.db, request.params.id, request.params.token)),
  );

  // The shop's page following the link, once it runs in the shopper's browser: it verifies as the GET does and,
  // for a link sent at checkout, logs in once within its short while. The session comes back in this answer, never
  // in a link; a scanner's GET of the page or of the call above cannot use the login up.
  app.post(
    '/api/email/verify/:id/:token',
    {
      config: perClient(linksFollowedPer15Minutes, '15 minutes'),
      schema: { params: verifyEmailParamsSchema, response: { 200: verifyEmailResponseSchema, ...refusals(404, 422, 429) } },
    },
    async (request, reply) =>
      answerOf(
        await verifyEmail(app.db, request.params.id, request.params.token, {
          signIn: { device: deviceNames(request.headers['user-agent']) },
        }),
        request,
        reply,
      ),
  );

  // A fresh link for an account not verified yet; nothing for a verified one.
  linkRequestRoute(app, '/api/email/resend', async (user) =>
    user.email_verified_at
      ? undefined
      : verificationMail(
          recipientOf(user),
          verifyEmailUrl(app.publicUrl, user.id, await issueOneTimeToken(app.db, user.id, 'email_verification')),
        ),
  );
};
