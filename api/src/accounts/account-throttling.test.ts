import { errorBodySchema } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newEmail, nextClient, registration, sessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { emailRequestsPer15Minutes, passwordResetsPer15Minutes, registrationsPerHour } from './account-limits';
import { accountChangesPer15Minutes } from '../http/route-limits';

describe.each(testEngines)('throttling the account calls on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  /** The statuses of `times` calls made by one client, each with the payload `payloadOf` gives. */
  async function statuses(url: string, times: number, payloadOf: (attempt: number) => object, client = nextClient()) {
    const answers: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await call(shop.app, 'POST', url, { payload: payloadOf(attempt), client });
      answers.push(response.statusCode);
      if (response.statusCode === 429) expect(errorBodySchema.parse(response.json()).message).toMatch(/rate limit|retry/i);
    }
    return answers;
  }
  const limitedAfter = (limit: number, status: number) => [...Array<number>(limit).fill(status), 429, 429];

  it(`lets a client register ${registrationsPerHour} times an hour`, async () => {
    const client = nextClient();
    expect(await statuses('/api/register', registrationsPerHour + 2, () => registration(), client)).toEqual(
      limitedAfter(registrationsPerHour, 201),
    );
    // Another client is not held back.
    expect(await statuses('/api/register', 1, () => registration())).toEqual([201]);
  });

  it('does not count a registration the form would refuse: a shopper’s typing mistakes do not use up their tries', async () => {
    const client = nextClient();
    const mistakes = await statuses(
      '/api/register',
      registrationsPerHour + 5,
      () => registration({ password_confirmation: 'Typo' }),
      client,
    );
    expect(mistakes).toEqual(Array(registrationsPerHour + 5).fill(422));
    expect(await statuses('/api/register', 1, () => registration(), client)).toEqual([201]);
  });

  it('counts the refusals that reach the database: probing for registered addresses', async () => {
    const taken = await createTestUser(shop.app.db);
    expect(await statuses('/api/register', registrationsPerHour + 2, () => registration({ email: taken.email }))).toEqual(
      limitedAfter(registrationsPerHour, 422),
    );
  });

  it(`lets a client ask for ${emailRequestsPer15Minutes} reset e-mails and ${emailRequestsPer15Minutes} verification links in 15 minutes`, async () => {
    const user = await createTestUser(shop.app.db, { verified: false });
    const client = nextClient();
    for (const url of ['/api/forgot-password', '/api/email/resend']) {
      expect(
        await statuses(url, emailRequestsPer15Minutes + 2, (attempt) => ({ email: attempt % 2 ? user.email : newEmail() }), client),
      ).toEqual(limitedAfter(emailRequestsPer15Minutes, 200));
    }
  });

  it(`lets a client try ${passwordResetsPer15Minutes} reset tokens in 15 minutes`, async () => {
    const user = await createTestUser(shop.app.db);
    const guess = (attempt: number) => ({
      email: user.email,
      token: `guess-${attempt}`,
      password: 'Nouveau-Citron-9',
      password_confirmation: 'Nouveau-Citron-9',
    });
    expect(await statuses('/api/reset-password', passwordResetsPer15Minutes + 2, guess)).toEqual(
      limitedAfter(passwordResetsPer15Minutes, 422),
    );
  });

  it(`lets an account try its current password ${accountChangesPer15Minutes} times in 15 minutes, from wherever`, async () => {
    const user = await createTestUser(shop.app.db);
    const token = await sessionOf(shop.app, user.id);
    const answers: number[] = [];
    for (let attempt = 0; attempt < accountChangesPer15Minutes + 2; attempt += 1) {
      const payload = { current_password: `Guess-${attempt}`, password: 'Nouveau-Citron-9', password_confirmation: 'Nouveau-Citron-9' };
      answers.push((await call(shop.app, 'POST', '/api/edit-password', { token, payload })).statusCode);
    }
    expect(answers).toEqual(limitedAfter(accountChangesPer15Minutes, 422));
    // Another account is not held back.
    const other = await createTestUser(shop.app.db);
    const otherPayload = { current_password: other.password, password: 'Nouveau-Citron-9', password_confirmation: 'Nouveau-Citron-9' };
    const response = await call(shop.app, 'POST', '/api/edit-password', {
      token: await sessionOf(shop.app, other.id),
      payload: otherPayload,
    });
    expect(response.statusCode).toBe(200);
  });
});
