import { errorBodySchema } from '@lemon/shared/contract';
import { sessionListResponseSchema } from '@lemon/account-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nextClient, sessionOf, sessionTokenIn } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';

const firefoxOnAndroid = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

describe.each(testEngines)('one’s sessions on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const sessions = async (token: string) => {
    const response = await call(shop.app, 'GET', '/api/sessions', { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return sessionListResponseSchema.parse(response.json()).data;
  };
  const works = async (token: string) => (await call(shop.app, 'GET', '/api/me', { token })).statusCode === 200;
  /** A shopper with two sessions: `here` (the calls' own) and `there`. */
  const shopperOnTwoDevices = async () => {
    const user = await createTestUser(shop.app.db);
    return { user, here: await sessionOf(shop.app, user.id), there: await sessionOf(shop.app, user.id) };
  };

  it('lists one’s own sessions only, this device marked, with the browser and system of the login', async () => {
    const user = await createTestUser(shop.app.db);
    const login = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      headers: { 'user-agent': firefoxOnAndroid },
      remoteAddress: nextClient(),
    });
    const token = sessionTokenIn(login);
    const other = await sessionOf(shop.app, user.id);
    await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);

    const listed = await sessions(token);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ current: true, browser: 'Firefox', system: 'Android' });
    expect(listed[1]).toMatchObject({ current: false, browser: null, system: null });
    expect(new Set(listed.map((session) => session.id)).size).toBe(2);
    // The list names no token and no digest.
    expect(JSON.stringify(listed)).not.toMatch(new RegExp(`${token}|${other}`));
    expect(Object.keys(listed[0]!).sort()).toEqual(['browser', 'current', 'id', 'last_used_at', 'signed_in_at', 'system']);
  });

  it('ends one of one’s other sessions by its id', async () => {
    const { here, there } = await shopperOnTwoDevices();
    const other = (await sessions(here)).find((session) => !session.current)!;
    const response = await call(shop.app, 'DELETE', `/api/sessions/${other.id}`, { token: here });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await works(there)).toBe(false);
    expect(await works(here)).toBe(true);
    expect((await sessions(here)).map((session) => session.current)).toEqual([true]);
  });

  it('does not find another shopper’s session, which goes on working', async () => {
    const { here } = await shopperOnTwoDevices();
    const stranger = await shopperOnTwoDevices();
    const theirs = await sessions(stranger.here);
    for (const session of theirs) {
      const response = await call(shop.app, 'DELETE', `/api/sessions/${session.id}`, { token: here });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toBe('Session not found.');
    }
    expect(await works(stranger.here)).toBe(true);
    expect(await works(stranger.there)).toBe(true);
    expect(await sessions(stranger.here)).toEqual(theirs);
  });

  it('finds no session by an id that is none, and refuses every call without a session', async () => {
    const { here } = await shopperOnTwoDevices();
    for (const id of ['not-an-id', 'A'.repeat(22), '%00', 'x'.repeat(60)]) {
      const response = await call(shop.app, 'DELETE', `/api/sessions/${id}`, { token: here });
      expect(response.statusCode, id).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toBe('Session not found.');
    }
    for (const [method, url] of [
      ['GET', '/api/sessions'],
      ['DELETE', `/api/sessions/${'A'.repeat(22)}`],
      ['POST', '/api/sessions/log-out-others'],
      ['POST', '/api/sessions/log-out-everywhere'],
    ] as const) {
      const response = await call(shop.app, method, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect(await works(here)).toBe(true);
  });

  it('logs out every other session, and keeps this one', async () => {
    const { here, there } = await shopperOnTwoDevices();
    const stranger = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
    expect((await call(shop.app, 'POST', '/api/sessions/log-out-others', { token: here })).statusCode).toBe(204);
    expect(await works(there)).toBe(false);
    expect(await works(here)).toBe(true);
    expect(await works(stranger)).toBe(true);
  });

  it('logs out everywhere: every session of the shopper ends, this one too, and nobody else’s', async () => {
    const { user, here, there } = await shopperOnTwoDevices();
    const stranger = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
    const response = await call(shop.app, 'POST', '/api/sessions/log-out-everywhere', { token: here });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await works(here)).toBe(false);
    expect(await works(there)).toBe(false);
    expect(await works(stranger)).toBe(true);
    const left = await shop.app.db
      .selectFrom('tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'access')
      .execute();
    expect(left).toEqual([]);
  });
});
