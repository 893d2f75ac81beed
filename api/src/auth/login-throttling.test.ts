import { errorBodySchema, loggedInResponseSchema } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { loginAttemptsPerMinute } from '../http/route-limits';
import { failedLoginsBeforeWaiting, failedLoginsPerAccountAndClient, loginWaitMs } from './failed-logins';

/** The reverse proxy in front of the shop, one of those TRUST_PROXY names. */
const proxy = '10.1.2.3';

/** Statuses of `count` refused logins in a row, then 429s: what a limit of `count` answers. */
const refusedThenLimited = (count: number, limited: number) => [...Array<number>(count).fill(422), ...Array<number>(limited).fill(429)];

describe.each(testEngines)('login throttling on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, { environment: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' } });
  });
  afterAll(() => shop.close());

  /** A login reaching the shop from `remoteAddress`, with the X-Forwarded-For it was given. */
  const login = (payload: object, remoteAddress: string, forwardedFor?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  /** A wrong guess at an address of its own, so only the limit by client can refuse it. */
  const guess = (attempt: number) => ({ email: `guess-${attempt}@example.com`, password: 'Wrong-guess-1' });

  it('counts a client by the address the trusted proxy saw, whatever the client forwards', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      // The proxy appends the address it got the request from to the one the client made up.
      statuses.push((await login(guess(attempt), proxy, `198.51.100.${attempt}, 203.0.113.10`)).statusCode);
    }
    expect(statuses).toEqual(refusedThenLimited(loginAttemptsPerMinute, 15 - loginAttemptsPerMinute));
    // Another client behind the same proxy is not held back.
    expect((await login(guess(99), proxy, '198.51.100.1, 203.0.113.11')).statusCode).toBe(422);
  });

  it('ignores X-Forwarded-For from an address it does not trust', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await login(guess(100 + attempt), '198.51.100.200', `203.0.113.${100 + attempt}`)).statusCode);
    }
    expect(statuses).toEqual(refusedThenLimited(loginAttemptsPerMinute, 12 - loginAttemptsPerMinute));
  });

  it('lets the owner in with the right password after wrong ones from many clients, only a little later', async () => {
    const owner = await createTestUser(shop.app.db);
    const client = (attempt: number) => `203.0.113.${200 + attempt}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= failedLoginsBeforeWaiting; attempt += 1) {
      statuses.push((await login({ email: owner.email, password: `Wrong-${attempt}` }, proxy, client(attempt))).statusCode);
    }
    expect(statuses).toEqual(refusedThenLimited(failedLoginsBeforeWaiting + 1, 0));

    // The right password, typed however, from a client of its own: slowed down, not refused.
    const started = Date.now();
    const response = await login({ email: owner.email.toUpperCase(), password: owner.password }, proxy, client(50));
    expect(loggedInResponseSchema.parse(response.json()).data.user.id).toBe(owner.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(loginWaitMs(failedLoginsBeforeWaiting + 1));

    // Other accounts do not wait.
    const other = await createTestUser(shop.app.db);
    expect(loginWaitMs(0)).toBe(0);
    expect((await login({ email: other.email, password: other.password }, proxy, client(51))).statusCode).toBe(200);
  });

  it('refuses a client its next wrong tries on an account it failed on, and no other client nor account', async () => {
    const owner = await createTestUser(shop.app.db);
    const guesser = '198.51.100.77';
    // A minute later (in the limiter's clock), so the limit of logins per minute and client is not the one answering.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < failedLoginsPerAccountAndClient; attempt += 1) {
        statuses.push((await login({ email: owner.email, password: `Wrong-${attempt}` }, proxy, guesser)).statusCode);
      }
      vi.setSystemTime(Date.now() + 61_000);
      for (const password of ['Wrong-again-1', owner.password]) {
        statuses.push((await login({ email: owner.email, password }, proxy, guesser)).statusCode);
      }
      expect(statuses).toEqual(refusedThenLimited(failedLoginsPerAccountAndClient, 2));
      const limited = await login({ email: owner.email, password: 'Wrong-again-2' }, proxy, guesser);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorBodySchema.parse(limited.json()).message).toBeTruthy();

      // The guesser on another account, and the owner from another client, are answered as before.
      const other = await createTestUser(shop.app.db);
      expect((await login({ email: other.email, password: 'Wrong-guess-1' }, proxy, guesser)).statusCode).toBe(422);
      const response = await login({ email: owner.email, password: owner.password }, proxy, '198.51.100.78');
      expect(loggedInResponseSchema.parse(response.json()).data.user.id).toBe(owner.id);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    const attemptsFrom = async (addresses: string[], first: number) => {
      const statuses: number[] = [];
      for (const [index, address] of addresses.entries()) statuses.push((await login(guess(first + index), address)).statusCode);
      return statuses;
    };
    const oneSubnet = Array.from({ length: loginAttemptsPerMinute + 1 }, (_, index) => `2001:db8:1:2:${index.toString(16)}::${index + 1}`);
    expect(await attemptsFrom(oneSubnet, 200)).toEqual(refusedThenLimited(loginAttemptsPerMinute, 1));
    expect(await attemptsFrom(['2001:db8:1:3::1'], 300)).toEqual([422]);

    const mapped = Array.from({ length: loginAttemptsPerMinute + 1 }, (_, index) => (index % 2 ? '192.0.2.50' : '::ffff:192.0.2.50'));
    expect(await attemptsFrom(mapped, 400)).toEqual(refusedThenLimited(loginAttemptsPerMinute, 1));
  });
});
