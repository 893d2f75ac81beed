import { loggedInResponseSchema } from '@lemon/shared/contract';
import { doneResponseSchema, emailRequestResponseSchema } from '@lemon/account-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { failedLoginsPerAccountAndClient } from '../auth/failed-logins';
import {
  call,
  linkIn,
  mailsTo,
  mailTo,
  newEmail,
  nextClient,
  sessionOf,
  createMailingTestApp,
  refusalCodes,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { tokenDigest } from '../sessions/access-tokens';
import { findUserByEmail } from '../users/users.repository';

const newPassword = 'Nouveau-Citron-9';

describe.each(testEngines)('a forgotten password on %s', (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());

  const forgot = (email: string) => call(shop.app, 'POST', '/api/forgot-password', { payload: { email } });
  const reset = (payload: object) => call(shop.app, 'POST', '/api/reset-password', { payload });
  const login = (email: string, password: string, client = nextClient()) =>
    call(shop.app, 'POST', '/api/login', { payload: { email, password }, client });
  const me = (token: string) => call(shop.app, 'GET', '/api/me', { token });

  /** Asks for a reset link for the user, and reads the token and address it carries. */
  async function resetLinkOf(email: string) {
    expect((await forgot(email)).statusCode).toBe(200);
    const link = linkIn((await mailsTo(shop, email.toLowerCase())).at(-1)!);
    return { link, token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
  }
  const resetWith = (link: { token: string; email: string }, password = newPassword) =>
    reset({ token: link.token, email: link.email, password, password_confirmation: password });

  it('answers exactly the same for an address with an account and one without, and e-mails only the first', async () => {
    const user = await createTestUser(shop.app.db);
    const unknown = newEmail('unknown');
    const known = await forgot(user.email);
    const other = await forgot(unknown);
    expect([known.statusCode, other.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(other.body);
    expect(emailRequestResponseSchema.parse(known.json())).toEqual({ data: { status: 'sent_if_known' } });
    expect(await mailsTo(shop, user.email)).toHaveLength(1);
    expect(await mailsTo(shop, unknown)).toEqual([]);
  });

  it('e-mails a link in the user’s language that sets a new password and ends every session', async () => {
    const user = await createTestUser(shop.app.db, { locale: 'en' });
    const sessions = [await sessionOf(shop.app, user.id), await sessionOf(shop.app, user.id)];
    const link = await resetLinkOf(user.email);
    const mail = await mailTo(shop, user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Camille,');
    expect(link.link.origin + link.link.pathname).toBe('https://shop.example/reset-password');
    expect(link.email).toBe(user.email);

    const response = await resetWith(link);
    expect(response.statusCode).toBe(200);
    expect(doneResponseSchema.parse(response.json())).toEqual({ data: { status: 'done' } });

    for (const session of sessions) expect((await me(session)).statusCode).toBe(401);
    expect(refusalCodes(await login(user.email, user.password))).toEqual({ email: ['invalid_credentials'] });
    expect(loggedInResponseSchema.parse((await login(user.email, newPassword)).json()).data.user.id).toBe(user.id);
  });

  it('writes the mail in French and in Italian too', async () => {
    for (const [locale, subject] of [
      ['fr', 'Réinitialisez votre mot de passe'],
      ['it', 'Reimposta la tua password'],
    ] as const) {
      const user = await createTestUser(shop.app.db, { locale });
      await forgot(user.email);
      expect((await mailTo(shop, user.email)).subject).toBe(subject);
    }
  });

  it('takes a link once', async () => {
    const user = await createTestUser(shop.app.db);
    const link = await resetLinkOf(user.email);
    expect((await resetWith(link)).statusCode).toBe(200);
    expect(refusalCodes(await resetWith(link, 'Encore-Autre-7'))).toEqual({ token: ['invalid_token'] });
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses a link after an hour, and leaves the password as it was', async () => {
    const user = await createTestUser(shop.app.db);
    const link = await resetLinkOf(user.email);
    await shop.app.db
      .updateTable('tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenDigest(link.token))
      .execute();
    expect(refusalCodes(await resetWith(link))).toEqual({ token: ['expired_token'] });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a token with another address, a made-up token and an unknown address', async () => {
    const user = await createTestUser(shop.app.db);
    const other = await createTestUser(shop.app.db);
    const link = await resetLinkOf(user.email);
    expect(refusalCodes(await resetWith({ ...link, email: other.email }))).toEqual({ token: ['invalid_token'] });
    expect(refusalCodes(await resetWith({ ...link, email: newEmail('unknown') }))).toEqual({ token: ['invalid_token'] });
    expect(refusalCodes(await resetWith({ ...link, token: 'made-up' }))).toEqual({ token: ['invalid_token'] });
    // An access token is not a reset token.
    const session = await sessionOf(shop.app, user.id);
    expect(refusalCodes(await resetWith({ email: user.email, token: session }))).toEqual({ token: ['invalid_token'] });
    expect((await login(other.email, other.password)).statusCode).toBe(200);
  });

  it('takes the address however it is typed, and holds the new password to the rule', async () => {
    const user = await createTestUser(shop.app.db);
    const link = await resetLinkOf(user.email.toUpperCase());
    expect(refusalCodes(await resetWith(link, 'Weak1'))).toEqual({ password: ['password_length'] });
    expect(refusalCodes(await reset({ ...link, password: newPassword, password_confirmation: 'Autre-Citron-9' }))).toEqual({
      password_confirmation: ['passwords_differ'],
    });
    expect((await resetWith({ ...link, email: ` ${user.email.toUpperCase()}` })).statusCode).toBe(200);
  });

  it('verifies the address of an account that had not followed its verification link', async () => {
    const user = await createTestUser(shop.app.db, { verified: false });
    expect(refusalCodes(await login(user.email, user.password))).toEqual({ email: ['email_unverified'] });
    expect((await resetWith(await resetLinkOf(user.email))).statusCode).toBe(200);
    expect((await findUserByEmail(shop.app.db, user.email))!.email_verified_at).toBeInstanceOf(Date);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('starts the failed logins of the account afresh: the client refused there logs in with the new password', async () => {
    const user = await createTestUser(shop.app.db);
    const client = nextClient();
    // A minute later (in the limiter's clock), so the limit of logins per minute and client is not the one answering.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let attempt = 0; attempt < failedLoginsPerAccountAndClient; attempt += 1) {
        expect(refusalCodes(await login(user.email, `Wrong-${attempt}`, client))).toEqual({ email: ['invalid_credentials'] });
      }
      vi.setSystemTime(Date.now() + 61_000);
      expect((await login(user.email, user.password, client)).statusCode).toBe(429);
      expect((await resetWith(await resetLinkOf(user.email))).statusCode).toBe(200);
      expect(loggedInResponseSchema.parse((await login(user.email, newPassword, client)).json()).data.user.id).toBe(user.id);
    } finally {
      vi.useRealTimers();
    }
  });
});
