import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMailingTestApp, mailsTo, newEmail, registration, type MailingTestApp } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { testRedisReachable, testRedisUrl } from '../test-support/test-redis';
import { createTestUser } from '../test-support/test-users';
import { shop as theShop } from '@lemon/kit/shop';
import { mailsPerTypedAddressPerHour } from './mail.plugin';

/** A contact message from a client of its own, acknowledged to `email`. */
const contactFrom = (shop: MailingTestApp, email: string) =>
  call(shop.app, 'POST', '/api/contacts', {
    payload: { name: 'Camille', email, phone: null, subject: 'information', message: 'Un magnum de limoncello ?', locale: 'fr' },
  });

describe.each(testEngines)('mails to an address a visitor typed, on %s', (engine) => {
  const lines: string[] = [];
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine, { environment: { LOG_LEVEL: 'warn' }, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => shop.close());

  it(`sends at most ${mailsPerTypedAddressPerHour} an hour to one address, whoever asks: the answer never says`, async () => {
    const user = await createTestUser(shop.app.db, { verified: false });
    const answers = new Set<string>();
    for (let attempt = 0; attempt < mailsPerTypedAddressPerHour + 3; attempt += 1) {
      const response = await call(shop.app, 'POST', attempt % 2 ? '/api/forgot-password' : '/api/email/resend', {
        payload: { email: user.email },
      });
      answers.add(`${response.statusCode} ${response.body}`);
    }
    expect(answers).toEqual(new Set(['200 {"data":{"status":"sent_if_known"}}']));
    expect(await mailsTo(shop, user.email)).toHaveLength(mailsPerTypedAddressPerHour);
    const notSent = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg.startsWith('e-mail not sent'));
    expect(notSent).toEqual(
      Array(3).fill(expect.objectContaining({ level: 40, msg: 'e-mail not sent: its address had its share of mails this hour' })),
    );
    expect(lines.join('')).not.toContain(user.email);
  });

  it('counts every kind of mail and every spelling of an address as one; another address still gets its mail', async () => {
    const email = newEmail('stranger');
    const registered = await call(shop.app, 'POST', '/api/register', { payload: registration({ email }) });
    expect(registered.statusCode).toBe(201);
    const contacts = mailsPerTypedAddressPerHour + 1;
    for (let attempt = 0; attempt < contacts; attempt += 1) {
      const spelling = attempt % 2 ? email.toUpperCase() : `  ${email}`;
      expect((await contactFrom(shop, spelling)).statusCode).toBe(201);
    }
    expect(await call(shop.app, 'POST', '/api/forgot-password', { payload: { email } })).toHaveProperty('statusCode', 200);
    await shop.app.mailsInFlight();
    const mails = shop.smtp.messages.filter((mail) => mail.to.toLowerCase() === email);
    expect(mails).toHaveLength(mailsPerTypedAddressPerHour);
    // The registration's mail was counted first, so it is among those sent (mails may arrive in any order).
    expect(mails.map((mail) => mail.subject)).toContain('Confirmez votre adresse e-mail');

    const other = newEmail('other');
    expect((await contactFrom(shop, other)).statusCode).toBe(201);
    expect(await mailsTo(shop, other)).toHaveLength(1);
    // The shop's own copy of each message goes to the shop, whatever its sender's address had.
    expect(await mailsTo(shop, theShop.email)).toHaveLength(contacts + 1);
  });
});

describe.skipIf(!testEngines.includes('postgres') || !testRedisReachable)('mails to a typed address with REDIS_URL', () => {
  let first: MailingTestApp;
  let second: MailingTestApp;
  beforeAll(async () => {
    // Counters of this run only: Redis keeps them for an hour.
    const environment = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: `lemon-test-${randomBytes(6).toString('hex')}-` };
    [first, second] = await Promise.all([
      createMailingTestApp('postgres', { environment }),
      createMailingTestApp('postgres', { environment }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('are counted across API processes', async () => {
    const email = newEmail('shared');
    for (let attempt = 0; attempt < mailsPerTypedAddressPerHour + 2; attempt += 1) {
      expect((await contactFrom(attempt % 2 ? second : first, email)).statusCode).toBe(201);
    }
    const sent = (await mailsTo(first, email)).length + (await mailsTo(second, email)).length;
    expect(sent).toBe(mailsPerTypedAddressPerHour);
  });
});
