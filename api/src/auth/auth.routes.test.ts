import { errorBodySchema, loggedInResponseSchema, userSchema, itemEnvelope } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionOf, sessionTokenIn } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { tokenDigest } from '../sessions/access-tokens';
import { passwordMatches } from '../users/passwords';
import type * as Passwords from '../users/passwords';
import { loginAttemptsPerMinute } from '../http/route-limits';

// The real verification, watched: which hashes a login checks.
vi.mock('../users/passwords', async (importOriginal) => {
  const passwords = await importOriginal<typeof Passwords>();
  return { ...passwords, passwordMatches: vi.fn(passwords.passwordMatches) };
});

describe.each(testEngines)('logging in on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const login = (payload: object, ip = '10.0.0.1') => shop.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: ip });
  const me = (token?: string) => shop.app.inject({ url: '/api/me', headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('gives a browser its session in a cookie no script reads, which names the user until logout', async () => {
    const user = await createTestUser(shop.app.db);
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const { user: loggedIn, ...rest } = loggedInResponseSchema.parse(response.json()).data;
    expect(loggedIn).toMatchObject({ id: user.id, email: user.email, is_staff: false });
    // Nothing in the answer a script could read and keep.
    expect(rest).toEqual({});
    expect(response.body).not.toContain(sessionTokenIn(response));
    const session = response.cookies.find((cookie) => cookie.name === 'session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true, maxAge: 30 * 24 * 60 * 60 });
    expect(session.domain).toBeUndefined();
    expect(response.cookies.find((cookie) => cookie.name === 'signed_in')).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(response.cookies.find((cookie) => cookie.name === 'signed_in')!.httpOnly).toBeUndefined();

    const cookie = { session: session.value };
    const answer = await shop.app.inject({ url: '/api/me', cookies: cookie });
    expect(answer.statusCode).toBe(200);
    expect(itemEnvelope(userSchema).parse(answer.json()).data.id).toBe(user.id);

    // Only a digest of the token is stored.
    const stored = await shop.app.db.selectFrom('tokens').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored).toEqual([{ token_hash: tokenDigest(session.value) }]);

    const logout = await shop.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: cookie,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(logout.statusCode).toBe(204);
    // Both cookies go.
    expect(logout.cookies.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'session', value: '' },
      { name: 'signed_in', value: '' },
    ]);
    expect((await shop.app.inject({ url: '/api/me', cookies: cookie })).statusCode).toBe(401);
  });

  it('answers the token itself to a program that asks for it, for its bearer header, and sets no cookie', async () => {
    const user = await createTestUser(shop.app.db);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.0.0.8',
      headers: { 'x-session-token': 'wanted' },
    });
    const { token } = loggedInResponseSchema.parse(response.json()).data;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(response.cookies).toEqual([]);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('moves a session an earlier version kept in the page into the cookie, once', async () => {
    const user = await createTestUser(shop.app.db);
    const kept = await sessionOf(shop.app, user.id);
    const moved = await shop.app.inject({ method: 'POST', url: '/api/session', headers: { authorization: `Bearer ${kept}` } });
    expect(moved.statusCode).toBe(204);
    expect(sessionTokenIn(moved)).toBe(kept);
    expect((await shop.app.inject({ url: '/api/me', cookies: { session: kept } })).statusCode).toBe(200);
    // A token that is no session gets nothing.
    const refused = await shop.app.inject({ method: 'POST', url: '/api/session', headers: { authorization: 'Bearer made-up' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies).toEqual([]);
  });

  it('clears a dead session’s cookies as it refuses it', async () => {
    const refused = await shop.app.inject({ url: '/api/me', cookies: { session: 'ended-long-ago', signed_in: '1' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'session', value: '' },
      { name: 'signed_in', value: '' },
    ]);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const user = await createTestUser(shop.app.db);
    for (const payload of [
      { email: user.email, password: 'Wrong-password1' },
      { email: 'nobody@example.com', password: user.password },
    ]) {
      const response = await login(payload, '10.0.0.2');
      expect(response.statusCode).toBe(422);
      expect(errorBodySchema.parse(response.json()).errors).toEqual({ email: ['invalid_credentials'] });
    }
  });

  it('verifies the password of an unknown address too, against a hash made like the real ones', async () => {
    const user = await createTestUser(shop.app.db);
    const response = await login({ email: 'nobody-at-all@example.com', password: 'Some-password1' }, '10.0.0.8');
    expect(response.statusCode).toBe(422);
    expect(passwordMatches).toHaveBeenCalledOnce();
    const [dummyHash, password] = vi.mocked(passwordMatches).mock.calls[0]!;
    expect(password).toBe('Some-password1');
    // Same algorithm, version and cost parameters ($argon2id$v=19$m=…,t=…,p=…$): the same work as a wrong password.
    const { password_hash } = await shop.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const parameters = (hash: string) => hash.split('$').slice(1, 4);
    expect(parameters(dummyHash)).toEqual(parameters(password_hash));
  });

  it('refuses an address not validated yet', async () => {
    const user = await createTestUser(shop.app.db, { verified: false });
    const response = await login({ email: user.email, password: user.password }, '10.0.0.3');
    expect(errorBodySchema.parse(response.json()).errors).toEqual({ email: ['email_unverified'] });
  });

  it('refuses malformed input with a code per field', async () => {
    const response = await login({ email: 'not-an-address' }, '10.0.0.4');
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({ email: ['email'], password: ['required'] });
  });

  it('slows down a client that keeps guessing', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= loginAttemptsPerMinute; attempt += 1) {
      statuses.push((await login({ email: 'guess@example.com', password: `guess-${attempt}` }, '10.0.0.5')).statusCode);
    }
    expect(statuses.slice(0, loginAttemptsPerMinute).every((status) => status === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client is not held back (on another account: this one had its share of failures).
    expect((await login({ email: 'other-guess@example.com', password: 'x' }, '10.0.0.6')).statusCode).toBe(422);
  });

  it('does not let an unknown, malformed or expired token in', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('made-up')).statusCode).toBe(401);
    expect((await shop.app.inject({ url: '/api/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);

    const user = await createTestUser(shop.app.db);
    const token = sessionTokenIn(await login({ email: user.email, password: user.password }, '10.0.0.7'));
    await shop.app.db
      .updateTable('tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenDigest(token))
      .execute();
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(errorBodySchema.parse(expired.json()).message).toBeTruthy();
  });
});
