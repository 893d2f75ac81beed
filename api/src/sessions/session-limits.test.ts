import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { issueAccessToken, tokenDigest, userOfAccessToken } from './access-tokens';
import { listSessions } from './sessions.repository';

const signedIn = new Date('2026-11-25T09:00:00Z');
const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;
const at = (offset: number) => new Date(signedIn.getTime() + offset);

describe.each(testEngines)('how long a session lasts, on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const logIn = async ({ staff = false } = {}) => {
    const user = await createTestUser(shop.app.db, { staffRole: staff ? 'staff' : null });
    return { user, token: await issueAccessToken(shop.app.db, user.id, { now: signedIn }) };
  };
  /** Whether the token names its user at `moment` (and, if it does, that use is recorded as the auth check records it). */
  const works = async (token: string, moment: Date) => (await userOfAccessToken(shop.app.db, token, moment)) !== undefined;
  const lastUse = async (token: string) =>
    (await shop.app.db.selectFrom('tokens').select('last_used_at').where('token_hash', '=', tokenDigest(token)).executeTakeFirstOrThrow())
      .last_used_at;

  it('ends a shopper’s session after 7 days without use', async () => {
    const { token } = await logIn();
    expect(await works(token, at(7 * day - minute))).toBe(true);
    // Used just now: 7 more days from here.
    expect(await works(token, at(14 * day - 2 * minute))).toBe(true);
    expect(await works(token, at(21 * day))).toBe(false);
  });

  it('ends a shopper’s session 30 days after the login, however much it is used', async () => {
    const { token } = await logIn();
    for (const days of [6, 12, 18, 24, 29]) expect(await works(token, at(days * day))).toBe(true);
    expect(await works(token, at(30 * day))).toBe(false);
  });

  it('ends a staff session after 30 minutes without use, and 10 hours after the login', async () => {
    const idle = await logIn({ staff: true });
    expect(await works(idle.token, at(29 * minute))).toBe(true);
    expect(await works(idle.token, at(60 * minute))).toBe(false);

    const busy = await logIn({ staff: true });
    for (let minutes = 20; minutes < 10 * 60; minutes += 20) expect(await works(busy.token, at(minutes * minute))).toBe(true);
    expect(await works(busy.token, at(10 * hour))).toBe(false);
  });

  it('takes the limits of the user’s role now: a shopper made staff keeps a staff session’s limits', async () => {
    const { user, token } = await logIn();
    await shop.app.db.updateTable('users').set({ staff_role: 'staff' }).where('id', '=', user.id).execute();
    expect(await works(token, at(11 * hour))).toBe(false);
  });

  it('records a use at most once a minute', async () => {
    const { token } = await logIn();
    expect(await lastUse(token)).toEqual(signedIn);
    await works(token, at(30 * 1000));
    expect(await lastUse(token)).toEqual(signedIn);
    await works(token, at(minute + 1000));
    expect(await lastUse(token)).toEqual(at(minute + 1000));
  });

  it('lists only the sessions still live', async () => {
    const { user, token } = await logIn();
    await issueAccessToken(shop.app.db, user.id, { now: at(-6 * day) });
    const sessions = await listSessions(shop.app.db, { id: user.id, staff_role: null }, token, at(2 * day));
    expect(sessions).toEqual([expect.objectContaining({ current: true, signed_in_at: signedIn.toISOString() })]);
  });
});
