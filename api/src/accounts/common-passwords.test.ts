// A password among the most common and leaked ones is refused wherever one is chosen, on the server, with its
// own code; the spec's rules (8 characters, a capital, a lowercase letter, a digit) are not enough for it.
import { commonTranslations } from '@lemon/shared/i18n/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../test-support/test-users';
import {
  call,
  linkIn,
  mailsTo,
  newEmail,
  registration,
  sessionOf,
  createMailingTestApp,
  refusalCodes,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { findUserByEmail } from '../users/users.repository';
import { isCommonPassword, ownWords } from './common-passwords';

/** Meets the spec's rules, and is among the first passwords a guesser tries. */
const commonPassword = 'Password1';
const refused = { password: ['password_common'] };

it('tells the shopper why, in fr, en and it', () => {
  expect(isCommonPassword(commonPassword)).toBe(true);
  expect(isCommonPassword('Zeste-Vif-2026')).toBe(false);
  expect({
    fr: commonTranslations.fr.validation.errors.password_common,
    en: commonTranslations.en.validation.errors.password_common,
    it: commonTranslations.it.validation.errors.password_common,
  }).toEqual({
    fr: 'Ce mot de passe est parmi les plus courants et les plus divulgués : choisissez-en un autre.',
    en: 'This password is among the most common and leaked ones: please choose another.',
    it: 'Questa password è tra le più comuni e divulgate: scegline un’altra.',
  });
});

it('counts a password made of the shop’s words, or of the account’s own, as common (zxcvbn’s user inputs)', () => {
  for (const password of ['Citron2026', 'Menton2026', 'C1tr0n-2026', 'Limoncello1', 'Atelier06500'])
    expect(isCommonPassword(password), password).toBe(true);
  const oriane = ownWords({ first_name: 'Oriane', last_name: 'Dubreuil', email: 'o.dubreuil@example.com' });
  expect(isCommonPassword('Dubreuil2026', oriane)).toBe(true);
  expect(isCommonPassword('Oriane2026!', oriane)).toBe(true);
  // Someone else's name is not this account's own.
  expect(isCommonPassword('Dubreuil2026', ownWords({ first_name: 'Camille', last_name: 'Martin', email: 'camille@example.com' }))).toBe(
    false,
  );
  // Words of the shop among others that are not make a strong password.
  for (const password of ['Zeste-Vif-2026', 'Sunny-Lemon-Grove-88', 'MonCitron!Vert-2026'])
    expect(isCommonPassword(password), password).toBe(false);
});

describe.each(testEngines)('a common password on %s', (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());

  const login = (email: string, password: string) => call(shop.app, 'POST', '/api/login', { payload: { email, password } });

  it('is refused at registration, whatever its case, and no account is made', async () => {
    for (const password of [commonPassword, 'pASSWORD1', 'Citron2026', 'Camille2026']) {
      const payload = registration({ email: newEmail('common'), password, password_confirmation: password });
      expect(refusalCodes(await call(shop.app, 'POST', '/api/register', { payload }))).toEqual(refused);
      expect(await findUserByEmail(shop.app.db, payload.email)).toBeUndefined();
      expect(await mailsTo(shop, payload.email)).toEqual([]);
    }
  });

  it('is refused as a new password, which stays the old one', async () => {
    const user = await createTestUser(shop.app.db);
    const token = await sessionOf(shop.app, user.id);
    const payload = { current_password: user.password, password: commonPassword, password_confirmation: commonPassword };
    expect(refusalCodes(await call(shop.app, 'POST', '/api/edit-password', { token, payload }))).toEqual(refused);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await call(shop.app, 'GET', '/api/me', { token })).statusCode).toBe(200);
  });

  it('is refused with a reset link, which still works for another password', async () => {
    const user = await createTestUser(shop.app.db);
    expect((await call(shop.app, 'POST', '/api/forgot-password', { payload: { email: user.email } })).statusCode).toBe(200);
    const link = linkIn((await mailsTo(shop, user.email)).at(-1)!);
    const reset = (password: string) =>
      call(shop.app, 'POST', '/api/reset-password', {
        payload: { token: link.searchParams.get('token'), email: user.email, password, password_confirmation: password },
      });
    expect(refusalCodes(await reset(commonPassword))).toEqual(refused);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await reset('Nouveau-Citron-9')).statusCode).toBe(200);
  });
});
