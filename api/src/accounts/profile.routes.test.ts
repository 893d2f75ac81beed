import { errorBodySchema, userSchema, itemEnvelope } from '@lemon/shared/contract';
import { doneResponseSchema, editProfileResponseSchema } from '@lemon/account-contract';
import { shop as shopIdentity } from '@lemon/kit/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  linkIn,
  mailsTo,
  mailTo,
  newEmail,
  sessionOf,
  verifyCallOf,
  createMailingTestApp,
  refusalCodes,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { createTestUser, type TestUser } from '../test-support/test-users';
import { findUserByEmail } from '../users/users.repository';

describe.each(testEngines)('the profile and the password of a logged-in customer on %s', (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());

  const editProfile = (token: string, payload: object) => call(shop.app, 'POST', '/api/edit-profile', { token, payload });
  const editPassword = (token: string, payload: object) => call(shop.app, 'POST', '/api/edit-password', { token, payload });
  const me = async (token: string) => call(shop.app, 'GET', '/api/me', { token });
  const login = (email: string, password: string) => call(shop.app, 'POST', '/api/login', { payload: { email, password } });
  const profile = (user: TestUser, changes: object = {}) => ({
    first_name: 'Camille',
    last_name: 'Martin',
    locale: 'fr',
    email: user.email,
    ...changes,
  });

  async function loggedIn(options: { locale?: string } = {}) {
    const user = await createTestUser(shop.app.db, options);
    return { user, token: await sessionOf(shop.app, user.id) };
  }

  it('changes the names and the language, and needs no password for that', async () => {
    const { user, token } = await loggedIn();
    const response = await editProfile(token, profile(user, { first_name: ' Anna ', last_name: 'Rossi', locale: 'it' }));
    expect(response.statusCode).toBe(200);
    expect(editProfileResponseSchema.parse(response.json()).data).toEqual({
      id: user.id,
      email: user.email,
      first_name: 'Anna',
      last_name: 'Rossi',
      locale: 'it',
      is_staff: false,
      staff_role: null,
      second_factor_enrolled: false,
      pending_email: null,
    });
    expect(itemEnvelope(userSchema).parse((await me(token)).json()).data).toMatchObject({ first_name: 'Anna', locale: 'it' });
  });

  it('keeps a new address pending until the link sent to it is followed, then swaps it in', async () => {
    const { user, token } = await loggedIn({ locale: 'en' });
    const next = newEmail('next');
    const response = await editProfile(token, profile(user, { email: next.toUpperCase(), locale: 'en', current_password: user.password }));
    expect(response.statusCode).toBe(200);
    expect(editProfileResponseSchema.parse(response.json()).data).toMatchObject({ email: user.email, pending_email: next });

    // Until then the old address is the account's: the login takes it, not the new one.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await mailsTo(shop, user.email)).toEqual([]);
    const mail = await mailTo(shop, next);
    expect(mail.subject).toBe('Confirm your new e-mail address');
    const verified = await call(shop.app, 'GET', verifyCallOf(linkIn(mail)));
    expect(verified.json()).toEqual({ data: { status: 'verified' } });

    expect(itemEnvelope(userSchema).parse((await me(token)).json()).data).toMatchObject({ email: next, pending_email: null });
    expect((await login(next, user.password)).statusCode).toBe(200);
    expect(errorBodySchema.parse((await login(user.email, user.password)).json()).errors).toEqual({ email: ['invalid_credentials'] });
    // Followed twice: nothing more changes.
    expect((await call(shop.app, 'GET', verifyCallOf(linkIn(mail)))).json()).toEqual({ data: { status: 'already_verified' } });
  });

  it('asks the current password before a new address: missing or wrong, nothing changes', async () => {
    const { user, token } = await loggedIn();
    const next = newEmail('next');
    expect(refusalCodes(await editProfile(token, profile(user, { email: next, first_name: 'Changed' })))).toEqual({
      current_password: ['required'],
    });
    expect(refusalCodes(await editProfile(token, profile(user, { email: next, current_password: 'Not-the-one-1' })))).toEqual({
      current_password: ['wrong_password'],
    });
    expect(await findUserByEmail(shop.app.db, user.email)).toMatchObject({ first_name: 'Camille', pending_email: null });
    expect(await mailsTo(shop, next)).toEqual([]);
  });

  it('answers the same for an address another account has, and sends its owner a notice rather than a link', async () => {
    const { user, token } = await loggedIn();
    const owner = await createTestUser(shop.app.db, { locale: 'it' });
    const response = await editProfile(token, profile(user, { email: owner.email, current_password: user.password }));
    expect(response.statusCode).toBe(200);
    expect(editProfileResponseSchema.parse(response.json()).data).toMatchObject({ email: user.email, pending_email: owner.email });

    const notice = await mailTo(shop, owner.email);
    expect(notice.subject).toBe(`Il tuo indirizzo e-mail da ${shopIdentity.name}`);
    expect(notice.text).not.toMatch(/verify-email|reset-password/);
    expect(notice.text).toContain('https://shop.example/it');
    // The owner's account is untouched.
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const { user, token } = await loggedIn();
    const next = newEmail('next');
    await editProfile(token, profile(user, { email: next, current_password: user.password }));
    const link = linkIn(await mailTo(shop, next));
    // Someone registers the address before the link is followed.
    const { id: takerId } = await createTestUser(shop.app.db);
    await shop.app.db.updateTable('users').set({ email: next }).where('id', '=', takerId).execute();

    expect(refusalCodes(await call(shop.app, 'GET', verifyCallOf(link)))).toEqual({ token: ['invalid_token'] });
    expect(itemEnvelope(userSchema).parse((await me(token)).json()).data).toMatchObject({ email: user.email, pending_email: null });
  });

  it('keeps only the latest new address’s link working, and cancels the change when the current address is given back', async () => {
    const { user, token } = await loggedIn();
    const [first, second] = [newEmail('first'), newEmail('second')];
    await editProfile(token, profile(user, { email: first, current_password: user.password }));
    await editProfile(token, profile(user, { email: second, current_password: user.password }));
    const firstLink = linkIn(await mailTo(shop, first));
    const secondLink = linkIn(await mailTo(shop, second));
    expect(refusalCodes(await call(shop.app, 'GET', verifyCallOf(firstLink)))).toEqual({ token: ['invalid_token'] });

    const cancelled = await editProfile(token, profile(user));
    expect(editProfileResponseSchema.parse(cancelled.json()).data).toMatchObject({ email: user.email, pending_email: null });
    expect(refusalCodes(await call(shop.app, 'GET', verifyCallOf(secondLink)))).toEqual({ token: ['invalid_token'] });
    expect((await findUserByEmail(shop.app.db, user.email))!.id).toBe(user.id);
  });

  it('takes no unknown field and needs a session', async () => {
    const { user, token } = await loggedIn();
    expect((await editProfile(token, profile(user, { is_staff: true }))).statusCode).toBe(400);
    expect((await call(shop.app, 'POST', '/api/edit-profile', { payload: profile(user) })).statusCode).toBe(401);
    expect((await call(shop.app, 'POST', '/api/edit-password', { payload: {} })).statusCode).toBe(401);
    expect((await findUserByEmail(shop.app.db, user.email))!.staff_role).toBeNull();
  });

  it('refuses an oversized name writing nothing, and keeps SQL-looking text as text', async () => {
    const { user, token } = await loggedIn();
    expect(refusalCodes(await editProfile(token, profile(user, { first_name: 'x'.repeat(10_000) })))).toEqual({ first_name: ['max'] });
    expect((await findUserByEmail(shop.app.db, user.email))!.first_name).toBe('Camille');
    const hostile = "'; drop table users; --";
    expect((await editProfile(token, profile(user, { last_name: hostile }))).statusCode).toBe(200);
    expect((await findUserByEmail(shop.app.db, user.email))!.last_name).toBe(hostile);
  });

  it('changes the password with the current one, ending every other session but not this one', async () => {
    const { user, token } = await loggedIn();
    const others = [await sessionOf(shop.app, user.id), await sessionOf(shop.app, user.id)];
    const bystander = await loggedIn();
    const response = await editPassword(token, {
      current_password: user.password,
      password: 'Autre-Citron-42',
      password_confirmation: 'Autre-Citron-42',
    });
    expect(response.statusCode).toBe(200);
    expect(doneResponseSchema.parse(response.json())).toEqual({ data: { status: 'done' } });

    expect((await me(token)).statusCode).toBe(200);
    for (const other of others) expect((await me(other)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(422);
    expect((await login(user.email, 'Autre-Citron-42')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak new one and a mismatched confirmation, changing nothing', async () => {
    const { user, token } = await loggedIn();
    const other = await sessionOf(shop.app, user.id);
    expect(
      refusalCodes(
        await editPassword(token, {
          current_password: 'Wrong-pass-1',
          password: 'Autre-Citron-42',
          password_confirmation: 'Autre-Citron-42',
        }),
      ),
    ).toEqual({ current_password: ['wrong_password'] });
    expect(
      refusalCodes(await editPassword(token, { current_password: user.password, password: 'short', password_confirmation: 'short' })),
    ).toEqual({ password: ['password_length', 'password_characters'] });
    expect(
      refusalCodes(
        await editPassword(token, {
          current_password: user.password,
          password: 'Autre-Citron-42',
          password_confirmation: 'Autre-Citron-43',
        }),
      ),
    ).toEqual({ password_confirmation: ['passwords_differ'] });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
