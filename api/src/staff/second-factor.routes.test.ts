import { errorBodySchema, itemEnvelope, loggedInResponseSchema, loginResponseSchema, userSchema } from '@lemon/shared/contract';
import { secondFactorConfirmResponseSchema, secondFactorEnrolmentResponseSchema } from '@lemon/account-contract';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nextClient, sessionOf, sessionTokenIn } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser, type TestUser } from '../test-support/test-users';
import { tokenDigest } from '../sessions/access-tokens';
import { codesPerLogin } from './second-factor-attempts';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from `from` (now by default). */
const appCode = (secret: string, steps = 0, from = Date.now()) => authenticator.clone({ epoch: from + steps * 30_000 }).generate(secret);

describe.each(testEngines)('the staff’s second factor on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const staffCall = (token?: string) => call(shop.app, 'GET', '/api/staff/orders', { token });
  const passwordStep = (user: TestUser, client = nextClient()) =>
    call(shop.app, 'POST', '/api/login', { client, payload: { email: user.email, password: user.password } });
  const codeStep = (challenge: string, code: string, client = nextClient()) =>
    call(shop.app, 'POST', '/api/login/second-factor', { client, payload: { challenge, code } });
  const challengeOf = async (user: TestUser) => {
    const answer = loginResponseSchema.parse((await passwordStep(user)).json()).data;
    expect(answer).toEqual({ second_factor_required: true, challenge: expect.any(String) });
    return (answer as { challenge: string }).challenge;
  };
  const sessionCount = async (userId: number) =>
    (await shop.app.db.selectFrom('tokens').select('id').where('user_id', '=', userId).where('purpose', '=', 'access').execute()).length;

  /** A staff member who logged in with the password and enrolled an app; the code of this period is taken. */
  async function enrolledStaff() {
    const user = await createTestUser(shop.app.db, { staffRole: 'staff' });
    const token = sessionTokenIn(await passwordStep(user));
    const started = await call(shop.app, 'POST', '/api/me/second-factor', { token });
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = secondFactorEnrolmentResponseSchema.parse(started.json()).data;
    // The moment whose code the enrolment takes: the period may turn before the test's next code.
    const enrolledAt = Date.now();
    const confirmed = await call(shop.app, 'POST', '/api/me/second-factor/confirm', {
      token,
      payload: { code: appCode(secret, 0, enrolledAt) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const recoveryCodes = secondFactorConfirmResponseSchema.parse(confirmed.json()).data.recovery_codes;
    return { user, token, secret, enrolledAt, recoveryCodes };
  }

  it('refuses every staff call to a staff session opened with the password alone, until the app is enrolled', async () => {
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    const answer = await passwordStep(user);
    const login = { ...loggedInResponseSchema.parse(answer.json()).data, token: sessionTokenIn(answer) };
    expect(login.user).toMatchObject({ staff_role: 'owner', second_factor_enrolled: false });
    for (const [method, url] of [
      ['GET', '/api/staff/orders'],
      ['GET', '/api/promo_codes'],
      ['GET', '/api/staff/page-views'],
    ] as const) {
      const response = await call(shop.app, method, url, { token: login.token });
      expect(response.statusCode, url).toBe(403);
      expect(errorBodySchema.parse(response.json()).errors).toEqual({ second_factor: ['second_factor_required'] });
    }
    const restock = await call(shop.app, 'PUT', '/api/product_variations/1/stock', { token: login.token, payload: { stock: 0 } });
    expect(restock.statusCode).toBe(403);
  });

  it('enrols an app: an otpauth URI and its QR code, then a code confirms it and gives ten recovery codes once', async () => {
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    const token = sessionTokenIn(await passwordStep(user));
    const { secret, otpauth_uri, qr_code } = secondFactorEnrolmentResponseSchema.parse(
      (await call(shop.app, 'POST', '/api/me/second-factor', { token })).json(),
    ).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(new RegExp(`^otpauth://totp/[^?]+\\?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=`));
    expect(Buffer.from(qr_code.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);

    const wrong = await call(shop.app, 'POST', '/api/me/second-factor/confirm', { token, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrong.json()).errors).toEqual({ code: ['second_factor_code'] });
    expect((await staffCall(token)).statusCode).toBe(403);

    const confirmed = await call(shop.app, 'POST', '/api/me/second-factor/confirm', { token, payload: { code: appCode(secret) } });
    const { recovery_codes, user: enrolled } = secondFactorConfirmResponseSchema.parse(confirmed.json()).data;
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    expect(enrolled).toMatchObject({ second_factor_enrolled: true });
    // Kept only as digests.
    const stored = await shop.app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(stored.map(({ code_hash }) => code_hash)).not.toContain(recovery_codes[0]);
    // The code just typed proves the app: this session now makes the staff calls.
    expect((await staffCall(token)).statusCode).toBe(200);
    // Neither the secret nor the codes come back.
    const again = await call(shop.app, 'POST', '/api/me/second-factor', { token });
    expect(again.statusCode).toBe(422);
    expect(errorBodySchema.parse(again.json()).errors).toEqual({ second_factor: ['second_factor_enrolled'] });
    const me = await call(shop.app, 'GET', '/api/me', { token });
    expect(me.body).not.toContain(secret);
    expect(itemEnvelope(userSchema).parse(me.json()).data.second_factor_enrolled).toBe(true);
  });

  it('logs an enrolled staff member in with the password then the app’s code, and the staff calls then work', async () => {
    const { user, secret, enrolledAt } = await enrolledStaff();
    const sessionsBefore = await sessionCount(user.id);
    const challenge = await challengeOf(user);
    expect(await sessionCount(user.id)).toBe(sessionsBefore);
    const response = await codeStep(challenge, appCode(secret, 1, enrolledAt));
    expect(response.statusCode, response.body).toBe(200);
    const { user: answered } = loggedInResponseSchema.parse(response.json()).data;
    const token = sessionTokenIn(response);
    expect(answered).toMatchObject({ id: user.id, staff_role: 'staff', second_factor_enrolled: true });
    expect((await staffCall(token)).statusCode).toBe(200);
  });

  it('refuses a wrong code, and an app code already taken, and opens no session', async () => {
    const { user, secret, enrolledAt } = await enrolledStaff();
    const sessionsBefore = await sessionCount(user.id);
    const challenge = await challengeOf(user);
    const wrong = await codeStep(challenge, appCode(secret, 5, enrolledAt));
    expect(wrong.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrong.json()).errors).toEqual({ code: ['second_factor_code'] });
    // The code the enrolment took cannot open a login, even while its period lasts.
    expect((await codeStep(challenge, appCode(secret, 0, enrolledAt))).statusCode).toBe(422);
    expect(await sessionCount(user.id)).toBe(sessionsBefore);
    // The next one can, once.
    expect((await codeStep(challenge, appCode(secret, 1, enrolledAt))).statusCode).toBe(200);
    expect((await codeStep(await challengeOf(user), appCode(secret, 1, enrolledAt))).statusCode).toBe(422);
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const { user, recoveryCodes } = await enrolledStaff();
    const [code] = recoveryCodes as [string];
    const first = await codeStep(await challengeOf(user), ` ${code.toUpperCase().replace('-', '')} `);
    expect(first.statusCode, first.body).toBe(200);
    expect((await staffCall(sessionTokenIn(first))).statusCode).toBe(200);
    const second = await codeStep(await challengeOf(user), code);
    expect(second.statusCode).toBe(422);
    expect(errorBodySchema.parse(second.json()).errors).toEqual({ code: ['second_factor_code'] });
    expect((await codeStep(await challengeOf(user), recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it('gives new recovery codes for the password: the old ones stop, the new ones work, and the journal says so', async () => {
    const { user, token, recoveryCodes } = await enrolledStaff();
    const wrong = await call(shop.app, 'POST', '/api/me/second-factor/recovery-codes', { token, payload: { password: 'not-it' } });
    expect(wrong.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrong.json()).errors).toEqual({ password: ['wrong_password'] });
    const renewed = await call(shop.app, 'POST', '/api/me/second-factor/recovery-codes', { token, payload: { password: user.password } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = secondFactorConfirmResponseSchema.parse(renewed.json()).data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await codeStep(await challengeOf(user), recoveryCodes[0]!)).statusCode).toBe(422);
    expect((await codeStep(await challengeOf(user), fresh[0]!)).statusCode).toBe(200);
    const logged = await shop.app.db
      .selectFrom('audit_entries')
      .select('action')
      .where('subject_id', '=', user.email)
      .where('action', '=', 'staff.recovery_codes_renewed')
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('answers a challenge once, and not after its five minutes', async () => {
    const { user, recoveryCodes } = await enrolledStaff();
    const challenge = await challengeOf(user);
    expect((await codeStep(challenge, recoveryCodes[0]!)).statusCode).toBe(200);
    const replayed = await codeStep(challenge, recoveryCodes[1]!);
    expect(replayed.statusCode).toBe(422);
    expect(errorBodySchema.parse(replayed.json()).errors).toEqual({ challenge: ['expired_token'] });

    const late = await challengeOf(user);
    await shop.app.db
      .updateTable('second_factor_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('challenge_hash', '=', tokenDigest(late))
      .execute();
    const expired = await codeStep(late, recoveryCodes[1]!);
    expect(expired.statusCode).toBe(422);
    expect(errorBodySchema.parse(expired.json()).errors).toEqual({ challenge: ['expired_token'] });
    // Refused before the code was looked at: it still works.
    expect((await codeStep(await challengeOf(user), recoveryCodes[1]!)).statusCode).toBe(200);
  });

  it(`takes ${codesPerLogin} wrong codes per login, then refuses even the right one`, async () => {
    const { user, secret, enrolledAt } = await enrolledStaff();
    const challenge = await challengeOf(user);
    for (let attempt = 0; attempt < codesPerLogin; attempt += 1)
      expect((await codeStep(challenge, `12345${attempt}`)).statusCode).toBe(422);
    const refused = await codeStep(challenge, appCode(secret, 1, enrolledAt));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await sessionCount(user.id)).toBe(1); // the enrolment's
  });

  it('keeps the enrolment from shoppers (403) and anonymous callers (401)', async () => {
    const shopper = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
    expect((await call(shop.app, 'POST', '/api/me/second-factor', { token: shopper })).statusCode).toBe(403);
    expect(
      (await call(shop.app, 'POST', '/api/me/second-factor/confirm', { token: shopper, payload: { code: '123456' } })).statusCode,
    ).toBe(403);
    expect((await call(shop.app, 'POST', '/api/me/second-factor')).statusCode).toBe(401);
    const { second_factor_secret } = await shop.app.db
      .selectFrom('users')
      .select('second_factor_secret')
      .where('staff_role', 'is', null)
      .where('second_factor_secret', 'is not', null)
      .executeTakeFirst()
      .then((row) => row ?? { second_factor_secret: null });
    expect(second_factor_secret).toBeNull();
  });

  it('logs a shopper in as before, with the session at once', async () => {
    const shopper = await createTestUser(shop.app.db);
    const answer = loggedInResponseSchema.parse((await passwordStep(shopper)).json()).data;
    expect(answer.user).toMatchObject({ id: shopper.id, staff_role: null, second_factor_enrolled: false });
  });
});
