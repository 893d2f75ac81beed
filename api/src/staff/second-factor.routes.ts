import {
  secondFactorConfirmPayloadSchema,
  secondFactorConfirmResponseSchema,
  secondFactorEnrolmentResponseSchema,
  secondFactorLoginPayloadSchema,
  loggedInResponseSchema,
} from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAttemptsPerMinute } from '../auth/auth.routes';
import { HttpError } from '../http/http-error';
import { refusals } from '../http/responses';
import { deviceNames } from '../sessions/device-names';
import { issueAccessToken, type SessionUser } from '../users/access-tokens';
import { toUser } from '../users/users.repository';
import { closeChallenge, newEnrolment, newRecoveryCodes, openChallenge, takeAppCode, takeSecondFactorCode } from './second-factor';
import { wrongCodeCounter } from './second-factor-attempts';

const wrongCode = () => new HttpError(422, 'This code is not the right one.', { code: ['second_factor_code'] });
const staffOnly = (user: SessionUser) => {
  if (!user.staff_role) throw new HttpError(403, 'This is for the shop’s staff only.');
};

/** The staff's second factor: the login's second step, and enrolling an authenticator app. */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const wrongCodes = wrongCodeCounter(app);
  // The answers hold a secret, recovery codes or a session: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/login/second-factor',
    {
      config: { rateLimit: { max: loginAttemptsPerMinute, timeWindow: '1 minute' } },
      schema: { body: secondFactorLoginPayloadSchema, response: { 200: loggedInResponseSchema, ...refusals(422, 429) } },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const login = await openChallenge(app.db, challenge);
      if (!login) throw new HttpError(422, 'This login has expired: type your password again.', { challenge: ['expired_token'] });
      const counts = wrongCodes(request, login.user_id, login.challenge_hash);
      await counts.refuseWhenExhausted(reply);
      const user = await app.db.selectFrom('users').selectAll().where('id', '=', login.user_id).executeTakeFirstOrThrow();
      if (!(await takeSecondFactorCode(app.db, user, code))) {
        await counts.recordWrongCode();
        throw wrongCode();
      }
      // Used once: a second call with the same challenge (a replay, a double click) gets no second session.
      if (!(await closeChallenge(app.db, login.id)))
        throw new HttpError(422, 'This login has expired: type your password again.', { challenge: ['expired_token'] });
      const token = await issueAccessToken(app.db, user.id, { device: deviceNames(request.headers['user-agent']), secondFactor: true });
      return { data: { token, user: toUser(user) } };
    },
  );

  app.post(
    '/api/me/second-factor',
    { onRequest: app.requireUser, schema: { response: { 200: secondFactorEnrolmentResponseSchema, ...refusals(401, 403, 422) } } },
    async (request) => {
      const user = (await request.currentUser())!;
      staffOnly(user);
      // Replacing an enrolled app is not done here: one lost phone is what the recovery codes are for.
      if (user.second_factor_enrolled_at)
        throw new HttpError(422, 'The second factor is already set up.', { second_factor: ['second_factor_enrolled'] });
      const enrolment = await newEnrolment(user.email);
      await app.db.updateTable('users').set({ second_factor_secret: enrolment.secret }).where('id', '=', user.id).execute();
      return { data: enrolment };
    },
  );

  app.post(
    '/api/me/second-factor/confirm',
    {
      onRequest: app.requireUser,
      schema: {
        body: secondFactorConfirmPayloadSchema,
        response: { 200: secondFactorConfirmResponseSchema, ...refusals(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = (await request.currentUser())!;
      staffOnly(user);
      if (user.second_factor_enrolled_at)
        throw new HttpError(422, 'The second factor is already set up.', { second_factor: ['second_factor_enrolled'] });
      const counts = wrongCodes(request, user.id);
      await counts.refuseWhenExhausted(reply);
      if (!(await takeAppCode(app.db, user, request.body.code.replace(/\s/g, '')))) {
        await counts.recordWrongCode();
        throw wrongCode();
      }
      const recovery_codes = await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ second_factor_enrolled_at: new Date() }).where('id', '=', user.id).execute();
        // The code just typed proves the app: this session is now one opened with the second factor.
        await trx.updateTable('tokens').set({ second_factor: 1 }).where('id', '=', user.session.id).execute();
        return newRecoveryCodes(trx, user.id);
      });
      const enrolled = await app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      return { data: { recovery_codes, user: toUser(enrolled) } };
    },
  );
};
