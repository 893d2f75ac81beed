import { secondFactorLoginPayloadSchema, loggedInResponseSchema } from '@lemon/shared/contract';
import {
  secondFactorConfirmPayloadSchema,
  secondFactorConfirmResponseSchema,
  secondFactorEnrolmentResponseSchema,
} from '@lemon/account-contract';
import { itemEnvelope, userSchema } from '@lemon/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountChangesPer15Minutes, loginAttemptsPerMinute, perAccount } from '../http/route-limits';
import { HttpError } from '../http/http-error';
import { refusals } from '../http/responses';
import { deviceNames, deviceWords } from '../sessions/device-names';
import { giveSession, sessionCookieOptions } from '../sessions/session-cookie';
import { setSessionSecondFactor } from '../sessions/sessions.repository';
import { issueAccessToken, type SessionUser } from '../sessions/access-tokens';
import { passwordMatches } from '../users/passwords';
import { existingUser, markSecondFactorEnrolled, setSecondFactorSecret, toUser } from '../users/users.repository';
import {
  forgetSecondFactor,
  isAppCode,
  newEnrolment,
  newRecoveryCodes,
  openChallenge,
  takeAppCode,
  takeSecondFactorCode,
} from './second-factor';
import { closeChallenge, recoveryCodesLeft } from './second-factor.repository';
import { secondFactorTries, type TryCounts } from './second-factor-attempts';
import { tellOfStaffSecurity } from './staff-security-mails';
import { noteStaffSignIn, recordStaffEvent, type StaffAccount } from './staff-sign-ins';

/** `POST /api/me/second-factor/reset`: the account's password, asked before its authenticator app is forgotten. */
const secondFactorResetPayloadSchema = z.object({ password: z.string().min(1).max(200) });

const wrongCode = () => new HttpError(422, 'This code is not the right one.', { code: ['second_factor_code'] });
const staffOnly = (user: SessionUser) => {
  if (!user.staff_role) throw new HttpError(403, 'This is for the shop’s staff only.');
};

/** The staff's second factor: the login's second step, and enrolling an authenticator app. */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tries = secondFactorTries(app);
  // The answers hold a secret, recovery codes or a session: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  /** A wrong code: in the audit log, and when it locked the login or slowed the account, told to its people. */
  async function noteWrongCode(account: StaffAccount, counts: TryCounts): Promise<void> {
    await recordStaffEvent(app.db, account, 'staff.wrong_code');
    const at = new Date();
    if (counts.lastOfLogin) {
      await recordStaffEvent(app.db, account, 'staff.locked_out', { reason: 'login' });
      await tellOfStaffSecurity(app, account.id, { event: 'lockedOut', account: account.email, at });
    }
    if (counts.accountSlowedNow) {
      await recordStaffEvent(app.db, account, 'staff.locked_out', { reason: 'account' });
      await tellOfStaffSecurity(app, account.id, { event: 'slowed', account: account.email, at });
    }
  }

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
      // Counted before it is checked: of any number sent at once, only the login's share is checked.
      const counts = await tries.take(reply, { login: login.challenge_hash, userId: login.user_id, appCode: isAppCode(code) });
      const user = await existingUser(app.db, login.user_id);
      const account = { id: user.id, email: user.email };
      const worked = await takeSecondFactorCode(
        app.db,
        { id: user.id, secret: app.secretBox.open(user.second_factor_secret, user.id) },
        code,
      );
      if (!worked) {
        await noteWrongCode(account, counts);
        throw wrongCode();
      }
      // Used once: a second call with the same challenge (a replay, a double click) gets no second session.
      if (!(await closeChallenge(app.db, login.id)))
        throw new HttpError(422, 'This login has expired: type your password again.', { challenge: ['expired_token'] });
      await tries.right(user.id);
      const device = deviceNames(request.headers['user-agent']);
      const token = await issueAccessToken(app.db, user.id, { device, secondFactor: true });
      await noteStaffSignIn(app, request, reply, account, { method: worked, device: deviceWords(device) });
      if (worked === 'recovery') {
        const left = await recoveryCodesLeft(app.db, user.id);
        await recordStaffEvent(app.db, account, 'staff.recovery_code_used', { left });
        await tellOfStaffSecurity(app, user.id, { event: 'recoveryCode', account: user.email, at: new Date(), left });
      }
      return { data: { ...giveSession(request, reply, token, user, sessionCookieOptions(app)), user: toUser(user) } };
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
      await setSecondFactorSecret(app.db, user.id, app.secretBox.seal(enrolment.secret, user.id));
      return { data: enrolment };
    },
  );

  // A phone lost or changed: signed in with the second factor (a recovery code, say), the staff member types the
  // password and the app is forgotten, with its recovery codes and every other session; the next step is enrolling
  // the new one, and until then this session makes no staff call.
  app.post(
    '/api/me/second-factor/reset',
    {
      onRequest: app.requireUser,
      config: perAccount(accountChangesPer15Minutes, '15 minutes'),
      schema: { body: secondFactorResetPayloadSchema, response: { 200: itemEnvelope(userSchema), ...refusals(401, 403, 422, 429) } },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      staffOnly(user);
      if (!user.second_factor_enrolled_at)
        throw new HttpError(422, 'There is no second factor to replace.', { second_factor: ['second_factor_not_enrolled'] });
      if (!user.session.second_factor)
        throw new HttpError(403, 'Log in with your second factor first.', { second_factor: ['second_factor_required'] });
      if (!(await passwordMatches(user.password_hash, request.body.password)))
        throw new HttpError(422, 'The password is not the right one.', { password: ['wrong_password'] });
      const reset = await app.db.transaction().execute(async (trx) => {
        await forgetSecondFactor(trx, user.id, { keptToken: request.sessionToken()! });
        await setSessionSecondFactor(trx, user.session.id, false);
        await recordStaffEvent(trx, { id: user.id, email: user.email }, 'staff.second_factor_reset');
        return existingUser(trx, user.id);
      });
      return { data: toUser(reset) };
    },
  );

  // New recovery codes (the old ones kept somewhere lost, or used up): the password again, and the old ones stop.
  app.post(
    '/api/me/second-factor/recovery-codes',
    {
      onRequest: app.requireUser,
      config: perAccount(accountChangesPer15Minutes, '15 minutes'),
      schema: {
        body: secondFactorResetPayloadSchema,
        response: { 200: secondFactorConfirmResponseSchema, ...refusals(401, 403, 422, 429) },
      },
    },
    async (request) => {
      const user = (await request.currentUser())!;
      staffOnly(user);
      if (!user.second_factor_enrolled_at)
        throw new HttpError(422, 'There is no second factor yet.', { second_factor: ['second_factor_not_enrolled'] });
      if (!user.session.second_factor)
        throw new HttpError(403, 'Log in with your second factor first.', { second_factor: ['second_factor_required'] });
      if (!(await passwordMatches(user.password_hash, request.body.password)))
        throw new HttpError(422, 'The password is not the right one.', { password: ['wrong_password'] });
      const recovery_codes = await app.db.transaction().execute(async (trx) => {
        await recordStaffEvent(trx, { id: user.id, email: user.email }, 'staff.recovery_codes_renewed');
        return newRecoveryCodes(trx, user.id);
      });
      return { data: { recovery_codes, user: toUser(user) } };
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
      const account = { id: user.id, email: user.email };
      const counts = await tries.take(reply, { login: `enrolment:${user.id}`, userId: user.id, appCode: true });
      const secret = app.secretBox.open(user.second_factor_secret, user.id);
      if (!(await takeAppCode(app.db, { id: user.id, secret }, request.body.code.replace(/\s/g, '')))) {
        await noteWrongCode(account, counts);
        throw wrongCode();
      }
      await tries.right(user.id);
      const recovery_codes = await app.db.transaction().execute(async (trx) => {
        await markSecondFactorEnrolled(trx, user.id);
        // The code just typed proves the app: this session is now one opened with the second factor.
        await setSessionSecondFactor(trx, user.session.id, true);
        await recordStaffEvent(trx, account, 'staff.second_factor_enrolled');
        return newRecoveryCodes(trx, user.id);
      });
      const enrolled = await existingUser(app.db, user.id);
      return { data: { recovery_codes, user: toUser(enrolled) } };
    },
  );
};
