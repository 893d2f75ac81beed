import { errorBodySchema, loggedInResponseSchema, userSchema, itemEnvelope } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { tokenDigest } from '../users/access-tokens';
import { passwordMatches } from '../users/passwords';
import type * as Passwords from '../users/passwords';
import { loginAttemptsPerMinute } from './auth.routes';

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

  it('gives a token that names the user, until logout', async () => {
    const user = await createTestUser(shop.app.db);
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const { token, user: loggedIn } = loggedInResponseSchema.parse(response.json()).data;
    expect(loggedIn).toMatchObject({ id: user.id, email: user.email, is_staff: false });

    const answer = await me(token);
    expect(answer.statusCode).toBe(200);
    expect(itemEnvelope(userSchema).parse(answer.json()).data.id).toBe(user.id);

    // Only a digest of the token is stored.
    const stored = await shop.app.db.selectFrom('tokens').select('token_hash').where('user_id', '=', user.id).execute();
    expect(stored).toEqual([{ token_hash: tokenDigest(token) }]);

    const logout = await shop.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
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
    const { token } = loggedInResponseSchema.parse((await login({ email: user.email, password: user.password }, '10.0.0.7')).json()).data;
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
