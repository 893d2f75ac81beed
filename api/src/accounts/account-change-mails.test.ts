// The owner of an account hears of a change of its password or e-mail address, in their language, at the
// address it had: whoever reads it may be the owner, and not the one who made the change.
import type { Locale } from '@lemon/shared/locales';
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
  type MailingTestApp,
} from '../test-support/test-accounts';
import type { CapturedMail } from '../test-support/smtp-capture';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';

const newPassword = 'Autre-Citron-42';

/** What each language's notice of a new password says, and where its button leads. */
const passwordChanged: Record<Locale, { subject: string; greeting: string; ifNotYou: string; action: string }> = {
  fr: {
    subject: 'Votre mot de passe a été changé',
    greeting: 'Bonjour Camille,',
    ifNotYou: 'Si vous n’êtes pas à l’origine de ce changement, choisissez tout de suite un nouveau mot de passe',
    action: 'Choisir un nouveau mot de passe: https://shop.example/fr?showAuth=1',
  },
  en: {
    subject: 'Your password has been changed',
    greeting: 'Hello Camille,',
    ifNotYou: 'If you did not make this change, choose a new password right away',
    action: 'Choose a new password: https://shop.example/en?showAuth=1',
  },
  it: {
    subject: 'La tua password è stata cambiata',
    greeting: 'Buongiorno Camille,',
    ifNotYou: 'Se non sei stato tu a fare questa modifica, scegli subito una nuova password',
    action: 'Scegli una nuova password: https://shop.example/it?showAuth=1',
  },
};

/** The notice to the address an account left. */
const emailChanged: Record<Locale, { subject: string; ifNotYou: string; action: string }> = {
  fr: {
    subject: 'L’adresse e-mail de votre compte a été changée',
    ifNotYou: 'Si vous n’êtes pas à l’origine de ce changement, écrivez-nous au plus vite depuis la page de contact',
    action: 'Nous écrire: https://shop.example/fr/contact',
  },
  en: {
    subject: 'The e-mail address of your account has been changed',
    ifNotYou: 'If you did not make this change, write to us as soon as possible from the contact page',
    action: 'Write to us: https://shop.example/en/contact',
  },
  it: {
    subject: 'L’indirizzo e-mail del tuo account è stato cambiato',
    ifNotYou: 'Se non sei stato tu a fare questa modifica, scrivici al più presto dalla pagina dei contatti',
    action: 'Scrivici: https://shop.example/it/contact',
  },
};

const locales = ['fr', 'en', 'it'] as const;

/** The mail says it all in its text, and the HTML version has the same button. */
function expectNotice(mail: CapturedMail, expected: { subject: string; ifNotYou: string; action: string; greeting?: string }) {
  expect(mail.subject).toBe(expected.subject);
  expect(mail.text).toContain(expected.greeting ?? 'Camille,');
  expect(mail.text).toContain(expected.ifNotYou);
  expect(mail.text).toContain(expected.action);
  expect(mail.html).toContain(`href="${expected.action.slice(expected.action.indexOf('https://'))}"`);
}

describe.each(testEngines)('mails about a changed password or address on %s', (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());

  const editPassword = (token: string, payload: object) => call(shop.app, 'POST', '/api/edit-password', { token, payload });
  const changeTo = (current_password: string, password: string) => ({ current_password, password, password_confirmation: password });

  it('tells the owner their password was changed, in their language, and what to do if it was not them', async () => {
    for (const locale of locales) {
      const user = await createTestUser(shop.app.db, { locale });
      const token = await sessionOf(shop.app, user.id);
      expect((await editPassword(token, changeTo(user.password, newPassword))).statusCode).toBe(200);
      expectNotice(await mailTo(shop, user.email), passwordChanged[locale]);
    }
  });

  it('tells the owner once a reset link set a new password', async () => {
    const user = await createTestUser(shop.app.db, { locale: 'it' });
    expect((await call(shop.app, 'POST', '/api/forgot-password', { payload: { email: user.email } })).statusCode).toBe(200);
    const link = linkIn((await mailsTo(shop, user.email))[0]!);
    const reset = await call(shop.app, 'POST', '/api/reset-password', {
      payload: { token: link.searchParams.get('token'), email: user.email, password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const mails = await mailsTo(shop, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reimposta la tua password', passwordChanged.it.subject]);
    expectNotice(mails[1]!, passwordChanged.it);
  });

  it('sends nothing for a refused change', async () => {
    const user = await createTestUser(shop.app.db);
    const token = await sessionOf(shop.app, user.id);
    expect((await editPassword(token, changeTo('Not-the-one-1', newPassword))).statusCode).toBe(422);
    expect((await editPassword(token, changeTo(user.password, 'Password1'))).statusCode).toBe(422);
    expect(await mailsTo(shop, user.email)).toEqual([]);
  });

  it('tells the address an account left, in its language, once the new one is confirmed and not before', async () => {
    for (const locale of locales) {
      const user = await createTestUser(shop.app.db, { locale });
      const token = await sessionOf(shop.app, user.id);
      const next = newEmail('next');
      const profile = { first_name: 'Camille', last_name: 'Martin', locale, email: next, current_password: user.password };
      expect((await call(shop.app, 'POST', '/api/edit-profile', { token, payload: profile })).statusCode).toBe(200);
      expect(await mailsTo(shop, user.email)).toEqual([]);

      const confirmation = await mailTo(shop, next);
      expect((await call(shop.app, 'GET', verifyCallOf(linkIn(confirmation)))).json()).toEqual({ data: { status: 'verified' } });
      const notice = await mailTo(shop, user.email);
      expectNotice(notice, emailChanged[locale]);
      // The old address does not learn the new one.
      expect(notice.text).not.toContain(next);
      // The new address got its link and nothing more.
      expect(await mailsTo(shop, next)).toEqual([confirmation]);
    }
  });
});
