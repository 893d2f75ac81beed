import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailingTestApp, newEmail, nextClient, type MailingTestApp } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { contactsPer15Minutes } from './receive-contact';

// The form as the browser sends it itself. Drawing the page back refused is FirstHtml's (first-html.test.ts) and is
// seen whole in the composed shop (e2e/tests/without-scripts.spec.ts).
describe.each(testEngines)('the contact form sent without scripts, on %s', (engine) => {
  let shop: MailingTestApp;

  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());
  beforeEach(() => {
    shop.smtp.messages.length = 0;
  });

  const message = (overrides: Record<string, string> = {}) => ({
    name: 'Giulia Rossi',
    email: newEmail('giulia'),
    phone: '',
    subject: 'professional',
    message: 'Buongiorno, vorrei ordinare venti bottiglie per il mio ristorante.',
    locale: 'it',
    back: '/it/contact',
    ...overrides,
  });
  const postForm = (fields: Record<string, string>, client = nextClient()) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      remoteAddress: client,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams(fields).toString(),
    });
  const storedFrom = (email: string) => shop.app.db.selectFrom('contacts').selectAll().where('email', '=', email).execute();

  it('keeps the message, mails the shop and the sender, and leads back to the page saying it went', async () => {
    const sent = message();
    const response = await postForm(sent);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/it/contact?sent=1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await storedFrom(sent.email)).toMatchObject([
      { name: 'Giulia Rossi', phone: null, subject: 'professional', message: sent.message, locale: 'it' },
    ]);
    await shop.app.mailsInFlight();
    expect(shop.smtp.messages.map(({ to }) => to)).toContain(sent.email);
  });

  it('refuses a form with a field wrong and keeps nothing; without the shop’s pages, as any call is refused', async () => {
    const wrong = message({ email: 'giulia@' });
    const response = await postForm(wrong);
    expect(response.statusCode).toBe(422);
    expect(await storedFrom('giulia@')).toEqual([]);
  });

  it('leads nowhere but to the shop’s own pages', async () => {
    for (const back of ['//elsewhere.example/x', 'https://elsewhere.example', '/\\elsewhere.example']) {
      const sent = message({ back });
      expect((await postForm(sent)).statusCode, back).toBe(422);
      expect(await storedFrom(sent.email)).toEqual([]);
    }
  });

  it('takes as many messages from one visitor as the call does, then refuses', async () => {
    const client = nextClient();
    for (let sent = 0; sent < contactsPer15Minutes; sent += 1) expect((await postForm(message(), client)).statusCode).toBe(303);
    const tooMany = message();
    expect((await postForm(tooMany, client)).statusCode).toBe(429);
    expect(await storedFrom(tooMany.email)).toEqual([]);
  });
});
