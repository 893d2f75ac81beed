// What a staff sign-in leaves behind and who is told, and what a copy of the database gives away of the second
// factor (nothing: the secrets are sealed with a key kept outside it, the recovery codes hashed slowly).
import { randomBytes } from 'node:crypto';
import { loginResponseSchema } from '@lemon/shared/contract';
import { secondFactorConfirmResponseSchema, secondFactorEnrolmentResponseSchema } from '@lemon/account-contract';
import { auditListResponseSchema } from '@lemon/staff-contract';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMailingTestApp,
  mailsTo,
  nextClient,
  sessionOf,
  sessionTokenIn,
  staffSessionOf,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { createTestUser, type TestUser } from '../test-support/test-users';
import { tokenDigest } from '../sessions/access-tokens';
import { hashRecoveryDigests } from './second-factor';
import { slowedAccountSeconds, wrongCodesPerAccount } from './second-factor-attempts';
import { checkKeyAgainstDatabase, isSealed, sealClearSecrets, secretBox } from './secret-box';
import { deviceCookie } from './staff-sign-ins';

const appCode = (secret: string, steps = 0) => authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);
const firefoxOnAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

describe.each(testEngines)('staff sign-ins on %s', (engine) => {
  let shop: MailingTestApp;
  let owner: TestUser & { token: string };
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    owner = { ...user, token: await staffSessionOf(shop.app, user.id) };
  });
  afterAll(() => shop.close());

  /** A call as a browser makes it: from a client of its own, with the cookies it kept. */
  const post = (
    url: string,
    payload: object,
    { token, cookies = {}, agent }: { token?: string; cookies?: Record<string, string>; agent?: string } = {},
  ) =>
    shop.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextClient(),
      cookies,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(agent ? { 'user-agent': agent } : {}) },
    });
  const deviceOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === deviceCookie)?.value;

  /** A helper who enrolled an app from the browser that logged in with the password (their first device). */
  async function enrolledHelper() {
    const user = await createTestUser(shop.app.db, { staffRole: 'staff' });
    const login = await post('/api/login', { email: user.email, password: user.password }, { agent: firefoxOnAndroid });
    const device = deviceOf(login)!;
    const token = sessionTokenIn(login);
    const { secret } = secondFactorEnrolmentResponseSchema.parse((await post('/api/me/second-factor', {}, { token })).json()).data;
    const confirmed = await post('/api/me/second-factor/confirm', { code: appCode(secret) }, { token });
    return { user, secret, device, recoveryCodes: secondFactorConfirmResponseSchema.parse(confirmed.json()).data.recovery_codes };
  }
  const challengeOf = async (user: TestUser, cookies: Record<string, string> = {}) => {
    const answer = loginResponseSchema.parse(
      (await post('/api/login', { email: user.email, password: user.password }, { cookies })).json(),
    ).data;
    return (answer as { challenge: string }).challenge;
  };
  const journalOf = async (user: TestUser) =>
    auditListResponseSchema
      .parse(
        (
          await shop.app.inject({
            method: 'GET',
            url: `/api/staff/audit?subject_type=staff_account&subject_id=${encodeURIComponent(user.email)}`,
            headers: { authorization: `Bearer ${owner.token}` },
          })
        ).json(),
      )
      .data.map((entry) => ({ action: entry.action, actor: entry.actor_email, after: entry.after }));
  const subjects = async (to: string) => (await mailsTo(shop, to)).map((mail) => mail.subject);

  it('writes each sign-in and wrong code to the audit log, naming the account', async () => {
    const { user, secret, device } = await enrolledHelper();
    const challenge = await challengeOf(user, { [deviceCookie]: device });
    expect((await post('/api/login/second-factor', { challenge, code: '000000' })).statusCode).toBe(422);
    const signedIn = await post(
      '/api/login/second-factor',
      { challenge, code: appCode(secret, 1) },
      { cookies: { [deviceCookie]: device } },
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await journalOf(user)).toEqual([
      { action: 'staff.signed_in', actor: user.email, after: { method: 'app', device: null, new_device: false } },
      { action: 'staff.wrong_code', actor: user.email, after: null },
      { action: 'staff.second_factor_enrolled', actor: user.email, after: null },
      { action: 'staff.signed_in', actor: user.email, after: { method: 'password', device: 'Firefox, Android', new_device: true } },
    ]);
    // The device it came from before: nobody is told.
    expect(await subjects(user.email)).toEqual([]);
  });

  it('tells the account and the owner of a sign-in from a device the account never used', async () => {
    const { user, secret, recoveryCodes } = await enrolledHelper();
    const challenge = await challengeOf(user);
    const signedIn = await post('/api/login/second-factor', { challenge, code: appCode(secret, 1) }, { agent: firefoxOnAndroid });
    expect(signedIn.statusCode).toBe(200);
    const newDevice = deviceOf(signedIn);
    expect(newDevice).toBeDefined();
    expect(signedIn.cookies.find((cookie) => cookie.name === deviceCookie)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/login',
    });
    for (const to of [user.email, owner.email]) {
      const [mail] = (await mailsTo(shop, to)).filter((sent) => sent.subject === 'Connexion à la gestion depuis un nouvel appareil');
      expect(mail?.text).toContain(
        `Le compte ${user.email} s’est connecté à la gestion de la boutique depuis un appareil qu’il n’avait jamais utilisé : Firefox, Android`,
      );
    }
    // That device is known from now on.
    const again = await post(
      '/api/login/second-factor',
      { challenge: await challengeOf(user), code: recoveryCodes[0]! },
      { cookies: { [deviceCookie]: newDevice! } },
    );
    expect(again.statusCode).toBe(200);
    expect((await subjects(user.email)).filter((subject) => subject.includes('nouvel appareil'))).toHaveLength(1);
  });

  it('locks a login after five wrong codes, says so, and tells of every recovery code used', async () => {
    const { user, recoveryCodes } = await enrolledHelper();
    const challenge = await challengeOf(user);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await post('/api/login/second-factor', { challenge, code: `90000${attempt}` })).statusCode).toBe(422);
    expect((await post('/api/login/second-factor', { challenge, code: recoveryCodes[0]! })).statusCode).toBe(429);
    expect(await subjects(user.email)).toEqual(['Connexion bloquée après des codes faux']);
    expect(await subjects(owner.email)).toContain('Connexion bloquée après des codes faux');
    expect((await journalOf(user)).filter((entry) => entry.action === 'staff.locked_out')).toEqual([
      { action: 'staff.locked_out', actor: user.email, after: { reason: 'login' } },
    ]);

    // The password again, and a recovery code: in, and told.
    expect((await post('/api/login/second-factor', { challenge: await challengeOf(user), code: recoveryCodes[0]! })).statusCode).toBe(200);
    const [told] = (await mailsTo(shop, user.email)).filter((mail) => mail.subject === 'Un code de secours a été utilisé');
    expect(told?.text).toContain('Il lui en reste 9.');
    expect((await journalOf(user))[0]).toEqual({ action: 'staff.recovery_code_used', actor: user.email, after: { left: 9 } });
  });

  it(`slows an account down after ${wrongCodesPerAccount} wrong codes, without locking its owner out`, async () => {
    const { user, secret, recoveryCodes } = await enrolledHelper();
    /** Wrong codes, five per login (a login takes no more), then `extra` on a login of their own. */
    const wrongCodes = async (count: number) => {
      for (let typed = 0; typed < count; typed += 5) {
        const challenge = await challengeOf(user);
        for (let attempt = typed; attempt < Math.min(typed + 5, count); attempt += 1)
          expect((await post('/api/login/second-factor', { challenge, code: `8${String(attempt).padStart(5, '0')}` })).statusCode).toBe(
            422,
          );
      }
    };
    const signIn = async (code: string) => post('/api/login/second-factor', { challenge: await challengeOf(user), code });
    const turnPasses = () =>
      shop.app.db
        .updateTable('attempt_counts')
        .set({ window_ends_at: new Date(Date.now() - 1) })
        .where('key', '=', `second-factor:account-turn:${user.id}`)
        .execute();

    // Past its share, the account takes one code per turn, whoever types it: the next waits for the next turn.
    await wrongCodes(wrongCodesPerAccount + 1);
    const waiting = await signIn(appCode(secret, 1));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe(String(slowedAccountSeconds));
    expect(await subjects(user.email)).toContain('Trop de codes faux : le compte est ralenti');
    // The next turn: the right code gets in, and the account's count starts again.
    await turnPasses();
    expect((await signIn(appCode(secret, 1))).statusCode).toBe(200);

    // A recovery code never waits: guessing one is out of reach.
    await wrongCodes(wrongCodesPerAccount + 1);
    expect((await signIn(appCode(secret, 2))).statusCode).toBe(429);
    expect((await signIn(recoveryCodes[3]!)).statusCode).toBe(200);
  });

  it('replaces a lost phone: with the second factor and the password, the app is forgotten and enrolled anew', async () => {
    const { user, recoveryCodes, secret } = await enrolledHelper();
    const other = sessionTokenIn(await post('/api/login/second-factor', { challenge: await challengeOf(user), code: appCode(secret, 1) }));
    const signedIn = await post('/api/login/second-factor', { challenge: await challengeOf(user), code: recoveryCodes[0]! });
    const token = sessionTokenIn(signedIn);
    const staffCall = (session: string) =>
      shop.app.inject({ method: 'GET', url: '/api/staff/orders', headers: { authorization: `Bearer ${session}` } });

    const wrong = await post('/api/me/second-factor/reset', { password: 'not-the-password' }, { token });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { password: ['wrong_password'] } });
    expect((await staffCall(token)).statusCode).toBe(200);

    const reset = await post('/api/me/second-factor/reset', { password: user.password }, { token });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ data: { second_factor_enrolled: false } });
    expect(await shop.app.db.selectFrom('recovery_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    // This session enrols the new phone and nothing else; the others are over.
    expect((await staffCall(token)).statusCode).toBe(403);
    expect((await staffCall(other)).statusCode).toBe(401);
    expect((await journalOf(user))[0]).toMatchObject({ action: 'staff.second_factor_reset', actor: user.email });
    expect((await post('/api/me/second-factor', {}, { token })).statusCode).toBe(200);

    // Only with the second factor proven in this session: a session of the password alone cannot take the app away.
    const { user: helper } = await enrolledHelper();
    const passwordOnly = await sessionOf(shop.app, helper.id);
    const refused = await post('/api/me/second-factor/reset', { password: helper.password }, { token: passwordOnly });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: { second_factor: ['second_factor_required'] } });
  });

  it('keeps no authenticator secret in clear in the database, nor a recovery code a copy could try', async () => {
    const { user, secret } = await enrolledHelper();
    const row = await shop.app.db.selectFrom('users').select('second_factor_secret').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(isSealed(row.second_factor_secret!)).toBe(true);
    expect(row.second_factor_secret).not.toContain(secret);
    // Only the shop's key opens it, and only for its own account.
    expect(shop.app.secretBox.open(row.second_factor_secret, user.id)).toBe(secret);
    expect(() => shop.app.secretBox.open(row.second_factor_secret, owner.id)).toThrow();
    expect(() => secretBox(randomBytes(32)).open(row.second_factor_secret, user.id)).toThrow();
    const codes = await shop.app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(codes.every(({ code_hash }) => code_hash.startsWith('$argon2id$'))).toBe(true);
    expect(new Set(codes.map(({ code_hash }) => code_hash)).size).toBe(10);
  });

  it('seals the secrets and hashes the recovery codes an earlier version kept, which still work', async () => {
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    const secret = authenticator.generateSecret();
    await shop.app.db
      .updateTable('users')
      .set({ second_factor_secret: secret, second_factor_enrolled_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    await shop.app.db
      .insertInto('recovery_codes')
      .values({ user_id: user.id, code_hash: tokenDigest('abcdefghjk') })
      .execute();
    expect(await sealClearSecrets(shop.app.db, shop.app.secretBox)).toBe(1);
    expect(await hashRecoveryDigests(shop.app.db)).toBe(1);
    expect(await sealClearSecrets(shop.app.db, shop.app.secretBox)).toBe(0);
    expect((await post('/api/login/second-factor', { challenge: await challengeOf(user), code: appCode(secret, 1) })).statusCode).toBe(200);
    expect((await post('/api/login/second-factor', { challenge: await challengeOf(user), code: 'ABCDE-FGHJK' })).statusCode).toBe(200);
  });

  it('refuses to start with a key other than the one the database’s secrets were sealed with', async () => {
    await expect(checkKeyAgainstDatabase(shop.app.db, randomBytes(32))).rejects.toThrow(/give every process the same key/);
  });
});
