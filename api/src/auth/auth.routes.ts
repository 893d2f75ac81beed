import { itemEnvelope, loginPayloadSchema, loginResponseSchema, userSchema } from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import { issueAccessToken, revokeAccessToken } from '../sessions/access-tokens';
import { deviceNames, deviceWords } from '../sessions/device-names';
import { forgetSession, giveSession, sessionCookieOptions } from '../sessions/session-cookie';
import { noteStaffSignIn } from '../staff/staff-sign-ins';
import { dummyPasswordHash, passwordMatches } from '../users/passwords';
import { findUserByEmail, toUser } from '../users/users.repository';
import { issueChallenge } from '../staff/second-factor';
import { failedLoginCounter } from './failed-logins';
import { loginAttemptsPerMinute } from '../http/route-limits';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const failedLogins = failedLoginCounter(app);
  const cookies = sessionCookieOptions(app);
  // Made now, so the first unknown address is not the one answer that also pays for hashing.
  await dummyPasswordHash();

  app.post(
    '/api/login',
    {
      config: { rateLimit: { max: loginAttemptsPerMinute, timeWindow: '1 minute' } },
      schema: { body: loginPayloadSchema, response: { 200: loginResponseSchema, ...refusals(422, 429) } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      const failures = failedLogins(request, user);
      await failures.refuseWhenClientExhausted(reply);
      await failures.waitWhenAccountTried();
      // An unknown address costs one verification too, so the answer's timing does not tell it apart.
      const matches = await passwordMatches(user?.password_hash ?? (await dummyPasswordHash()), password);
      // The same refusal whether the address or the password is wrong: no way to probe for accounts.
      if (!user || !matches) {
        await failures.recordFailure();
        throw new HttpError(422, 'These credentials are not recognized.', { email: ['invalid_credentials'] });
      }
      if (!user.email_verified_at) throw new HttpError(422, 'This address is not validated yet.', { email: ['email_unverified'] });
      // A staff member with an app finishes with its code (`POST /api/login/second-factor`); without one, the
      // session only enrols it (every staff call answers 403 until then).
      if (user.staff_role && user.second_factor_enrolled_at)
        return { data: { second_factor_required: true as const, challenge: await issueChallenge(app.db, user.id) } };
      const device = deviceNames(request.headers['user-agent']);
      const token = await issueAccessToken(app.db, user.id, { device });
      if (user.staff_role) await noteStaffSignIn(app, request, reply, user, { method: 'password', device: deviceWords(device) });
      return { data: { ...giveSession(request, reply, token, user, cookies), user: toUser(user) } };
    },
  );

  app.get(
    '/api/me',
    { onRequest: app.requireUser, schema: { response: { 200: itemEnvelope(userSchema), ...refusals(401) } } },
    async (request) => ({ data: toUser((await request.currentUser())!) }),
  );

  app.post(
    '/api/logout',
    { onRequest: app.requireUser, schema: { response: { 204: noContent, ...refusals(401) } } },
    async (request, reply) => {
      await revokeAccessToken(app.db, request.sessionToken()!);
      forgetSession(reply, cookies);
      return reply.code(204).send();
    },
  );

  // An earlier version of the shop kept the session's token where the page's scripts could read it: the page hands
  // it over once (as a bearer token), it goes into the cookie no script reads, and the page forgets it.
  app.post(
    '/api/session',
    { onRequest: app.requireUser, schema: { response: { 204: noContent, ...refusals(401) } } },
    async (request, reply) => {
      const user = (await request.currentUser())!;
      giveSession(request, reply, request.sessionToken()!, user, cookies);
      return reply.code(204).send();
    },
  );
};
