import { loggedInResponseSchema } from '@lemon/shared/contract';
import {
  addressBookResponseSchema,
  emailRequestResponseSchema,
  registerResponseSchema,
  verifyEmailResponseSchema,
} from '@lemon/account-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  linkIn,
  mailsTo,
  mailTo,
  newEmail,
  registration,
  verifyCallOf,
  createMailingTestApp,
  refusalCodes,
  sessionTokenIn,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { tokenDigest } from '../sessions/access-tokens';
import { findUserByEmail } from '../users/users.repository';

describe.each(testEngines)('registering and verifying the address on %s', (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());

  const register = (payload: object) => call(shop.app, 'POST', '/api/register', { payload });
  const login = (email: string, password: string) => call(shop.app, 'POST', '/api/login', { payload: { email, password } });
  const resend = (email: string) => call(shop.app, 'POST', '/api/email/resend', { payload: { email } });
  const count = async (table: 'users' | 'addresses' | 'tokens') => (await shop.app.db.selectFrom(table).select('id').execute()).length;
  const rowCounts = async () => ({ users: await count('users'), addresses: await count('addresses'), tokens: await count('tokens') });

  /** Registers, and follows the link of the verification e-mail. */
  async function registerAndVerify(payload = registration()) {
    expect((await register(payload)).statusCode).toBe(201);
    const link = linkIn(await mailTo(shop, payload.email.toLowerCase()));
    return call(shop.app, 'GET', verifyCallOf(link));
  }

  it('creates the account and its default address, then e-mails a link that verifies it, in the shopper’s language', async () => {
    const payload = registration({ email: newEmail('Giulia').replace('giulia', 'Giulia'), locale: 'it', line2: '  ', country: 'it' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(registerResponseSchema.parse(response.json())).toEqual({ data: { status: 'verification_sent' } });

    const email = payload.email.toLowerCase();
    const user = (await findUserByEmail(shop.app.db, email))!;
    expect(user).toMatchObject({ email, first_name: 'Camille', locale: 'it', email_verified_at: null, pending_email: null });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const addresses = await shop.app.db.selectFrom('addresses').selectAll().where('user_id', '=', user.id).execute();
    expect(addresses).toMatchObject([{ label: 'Il mio indirizzo', line2: null, country: 'IT', is_default: 1, first_name: 'Camille' }]);

    const mail = await mailTo(shop, email);
    expect(mail.subject).toBe('Conferma il tuo indirizzo e-mail');
    expect(mail.text).toContain('Buongiorno Camille,');
    const link = linkIn(mail);
    expect(link.pathname).toMatch(new RegExp(`^/verify-email/${user.id}/[\\w-]{43}$`));
    // Only a digest of the link's token is kept.
    const token = link.pathname.split('/').at(-1)!;
    expect(await shop.app.db.selectFrom('tokens').select('purpose').where('token_hash', '=', tokenDigest(token)).execute()).toEqual([
      { purpose: 'email_verification' },
    ]);

    // Before the link is followed, the right password is not enough.
    expect(refusalCodes(await login(email, payload.password))).toEqual({ email: ['email_unverified'] });

    const verified = await call(shop.app, 'GET', verifyCallOf(link));
    expect(verified.statusCode).toBe(200);
    expect(verifyEmailResponseSchema.parse(verified.json())).toEqual({ data: { status: 'verified' } });
    const loggedIn = await login(payload.email, payload.password);
    const session = loggedInResponseSchema.parse(loggedIn.json()).data;
    expect(session.user).toMatchObject({ email, locale: 'it', pending_email: null });
    const book = await call(shop.app, 'GET', '/api/addresses', { token: sessionTokenIn(loggedIn) });
    expect(addressBookResponseSchema.parse(book.json()).data).toMatchObject([{ label: 'Il mio indirizzo', is_default: true }]);
  });

  it('writes the mail in French and in English too', async () => {
    for (const [locale, subject, label] of [
      ['fr', 'Confirmez votre adresse e-mail', 'Mon adresse'],
      ['en', 'Confirm your e-mail address', 'My address'],
    ] as const) {
      const payload = registration({ locale });
      expect((await register(payload)).statusCode).toBe(201);
      expect((await mailTo(shop, payload.email)).subject).toBe(subject);
      const user = (await findUserByEmail(shop.app.db, payload.email))!;
      expect(await shop.app.db.selectFrom('addresses').select('label').where('user_id', '=', user.id).execute()).toEqual([{ label }]);
    }
  });

  it('refuses an address that already has an account, however it is typed, writing nothing', async () => {
    const existing = await createTestUser(shop.app.db);
    const before = await rowCounts();
    expect(refusalCodes(await register(registration({ email: existing.email })))).toEqual({ email: ['email_taken'] });
    expect(refusalCodes(await register(registration({ email: ` ${existing.email.toUpperCase()} ` })))).toEqual({ email: ['email_taken'] });
    expect(await rowCounts()).toEqual(before);
    expect(await mailsTo(shop, existing.email)).toEqual([]);
  });

  it('refuses the same address registered twice at once: one account, one refusal', async () => {
    const payload = registration();
    const statuses = (await Promise.all([register(payload), register(payload), register(payload)])).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([201, 422, 422]);
    expect(await shop.app.db.selectFrom('users').select('id').where('email', '=', payload.email).execute()).toHaveLength(1);
  });

  it('holds the password to the rule and the confirmation to the password', async () => {
    const before = await rowCounts();
    expect(refusalCodes(await register(registration({ password: 'Short1', password_confirmation: 'Short1' })))).toEqual({
      password: ['password_length'],
    });
    expect(refusalCodes(await register(registration({ password: 'no-capitals-1', password_confirmation: 'no-capitals-1' })))).toEqual({
      password: ['password_characters'],
    });
    expect(refusalCodes(await register(registration({ password_confirmation: 'Zeste-Vif-2027' })))).toEqual({
      password_confirmation: ['passwords_differ'],
    });
    expect(refusalCodes(await register({}))).toMatchObject({ email: ['required'], password: ['required'], country: ['required'] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a country the shop does not deliver to, with the taken address beside it', async () => {
    const existing = await createTestUser(shop.app.db);
    expect(refusalCodes(await register(registration({ country: 'KP' })))).toEqual({ country: ['country'] });
    expect(refusalCodes(await register(registration({ country: 'zz', email: existing.email })))).toEqual({
      country: ['country'],
      email: ['email_taken'],
    });
  });

  it('refuses oversized values writing nothing, and stores SQL-looking text as text', async () => {
    const before = await rowCounts();
    const huge = 'x'.repeat(10_000);
    expect(refusalCodes(await register(registration({ first_name: huge, city: huge, email: `${huge}@example.com` })))).toEqual({
      first_name: ['max'],
      city: ['max'],
      email: ['max'],
    });
    expect(refusalCodes(await register(registration({ password: `Aa1${huge}`, password_confirmation: `Aa1${huge}` })))).toEqual({
      password: ['max'],
      password_confirmation: ['max'],
    });
    // PostgreSQL holds no NUL in text: refused before it is asked.
    expect(refusalCodes(await register(registration({ first_name: 'a\u0000b', line2: '\u0000' })))).toEqual({
      first_name: ['invalid'],
      line2: ['invalid'],
    });
    expect(await rowCounts()).toEqual(before);

    const hostile = "'; drop table users; --";
    const payload = registration({ first_name: hostile, last_name: 'Robert"); DROP TABLE addresses;--', line1: hostile });
    expect((await register(payload)).statusCode).toBe(201);
    const user = (await findUserByEmail(shop.app.db, payload.email))!;
    expect(user.first_name).toBe(hostile);
    expect(await shop.app.db.selectFrom('addresses').select(['line1', 'last_name']).where('user_id', '=', user.id).execute()).toEqual([
      { line1: hostile, last_name: 'Robert"); DROP TABLE addresses;--' },
    ]);
    expect((await rowCounts()).users).toBe(before.users + 1);
    // A name that is not a short name stays out of the mail, raw or escaped: it greets without it.
    const mail = await mailTo(shop, payload.email);
    expect(mail.text).toContain('Bonjour,');
    expect(mail.html).not.toContain('drop table');
    expect(mail.html).not.toContain(hostile);
  });

  it('says `already_verified` when the link is followed twice', async () => {
    const payload = registration();
    expect((await registerAndVerify(payload)).json()).toEqual({ data: { status: 'verified' } });
    const link = linkIn(await mailTo(shop, payload.email));
    const again = await call(shop.app, 'GET', verifyCallOf(link));
    expect(again.statusCode).toBe(200);
    expect(verifyEmailResponseSchema.parse(again.json())).toEqual({ data: { status: 'already_verified' } });
  });

  it('refuses a made-up token, another user’s token, and an expired one', async () => {
    const first = registration();
    const second = registration();
    await register(first);
    await register(second);
    const firstLink = linkIn(await mailTo(shop, first.email));
    const secondUser = (await findUserByEmail(shop.app.db, second.email))!;
    const [, , firstId, firstToken] = firstLink.pathname.split('/');

    expect(refusalCodes(await call(shop.app, 'GET', `/api/email/verify/${firstId}/not-a-token`))).toEqual({ token: ['invalid_token'] });
    // The first user's token does not verify the second user.
    expect(refusalCodes(await call(shop.app, 'GET', `/api/email/verify/${secondUser.id}/${firstToken}`))).toEqual({
      token: ['invalid_token'],
    });
    expect(refusalCodes(await call(shop.app, 'GET', `/api/email/verify/2147483647/${firstToken}`))).toEqual({ token: ['invalid_token'] });
    expect((await findUserByEmail(shop.app.db, second.email))!.email_verified_at).toBeNull();

    // 48 hours later.
    await shop.app.db
      .updateTable('tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenDigest(firstToken!))
      .execute();
    expect(refusalCodes(await call(shop.app, 'GET', verifyCallOf(firstLink)))).toEqual({ token: ['expired_token'] });
    expect((await findUserByEmail(shop.app.db, first.email))!.email_verified_at).toBeNull();
  });

  it('refuses a used token of an account that is not verified (a reused token, not a link followed twice)', async () => {
    const payload = registration();
    await register(payload);
    const link = linkIn(await mailTo(shop, payload.email));
    const token = link.pathname.split('/').at(-1)!;
    await shop.app.db.updateTable('tokens').set({ used_at: new Date() }).where('token_hash', '=', tokenDigest(token)).execute();
    expect(refusalCodes(await call(shop.app, 'GET', verifyCallOf(link)))).toEqual({ token: ['invalid_token'] });
  });

  it('sends a fresh link to an unverified account, and answers the same for any other address', async () => {
    const payload = registration({ locale: 'en' });
    await register(payload);
    const verified = await createTestUser(shop.app.db);
    const answers = await Promise.all([resend(payload.email), resend(verified.email), resend(newEmail('nobody'))]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(emailRequestResponseSchema.parse(answer.json())).toEqual({ data: { status: 'sent_if_known' } });
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);

    const mails = await mailsTo(shop, payload.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your e-mail address', 'Confirm your e-mail address']);
    expect(await mailsTo(shop, verified.email)).toEqual([]);
    // The fresh link works.
    expect((await call(shop.app, 'GET', verifyCallOf(linkIn(mails[1]!)))).json()).toEqual({ data: { status: 'verified' } });
  });

  it('refuses a malformed address to resend to', async () => {
    expect(refusalCodes(await resend('not-an-address'))).toEqual({ email: ['email'] });
  });
});
