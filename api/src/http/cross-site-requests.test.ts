// Another site cannot make a shopper's browser change anything at the shop: what the browser says of a request's
// origin is checked on every call that changes something, and a cookie session needs the shop's own header besides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClient, sessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('requests from another site on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  /** A shopper's browser session, and a call that ends all of it: `headers` say where the browser says it comes from. */
  const shopper = async () => {
    const user = await createTestUser(shop.app.db);
    return { user, token: await sessionOf(shop.app, user.id) };
  };
  const logOutEverywhere = (token: string, headers: Record<string, string>) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/sessions/log-out-everywhere',
      cookies: { session: token },
      headers,
      remoteAddress: nextClient(),
    });
  const stillIn = async (token: string) => (await shop.app.inject({ url: '/api/me', cookies: { session: token } })).statusCode === 200;

  it('refuses a call that changes something when the browser says another site sent it, and changes nothing', async () => {
    for (const elsewhere of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.example:8443' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const { token } = await shopper();
      const refused = await logOutEverywhere(token, { ...elsewhere, 'x-requested-with': 'XMLHttpRequest' });
      expect(refused.statusCode, JSON.stringify(elsewhere)).toBe(403);
      expect(refused.json()).toEqual({ message: expect.any(String), errors: { request: ['cross_site'] } });
      expect(await stillIn(token)).toBe(true);
    }
  });

  it('refuses a cookie session’s call without the shop’s header when the browser says nothing of where it comes from', async () => {
    const { token } = await shopper();
    expect((await logOutEverywhere(token, {})).statusCode).toBe(403);
    expect(await stillIn(token)).toBe(true);
    expect((await logOutEverywhere(token, { 'x-requested-with': 'XMLHttpRequest' })).statusCode).toBe(204);
    expect(await stillIn(token)).toBe(false);
  });

  it('lets the shop’s own pages, and programs with their bearer token, change things', async () => {
    for (const ownPage of <Record<string, string>[]>[
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: 'https://shop.example' },
    ]) {
      const { token } = await shopper();
      expect((await logOutEverywhere(token, ownPage)).statusCode, JSON.stringify(ownPage)).toBe(204);
    }
    const { token } = await shopper();
    const program = await shop.app.inject({
      method: 'POST',
      url: '/api/sessions/log-out-everywhere',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(program.statusCode).toBe(204);
  });

  it('refuses another site’s login (a login forged in a shopper’s browser), and lets reading calls through', async () => {
    const { user } = await shopper();
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      remoteAddress: nextClient(),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies).toEqual([]);
    const read = await shop.app.inject({ url: '/api/products?perPage=3', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
  });
});
