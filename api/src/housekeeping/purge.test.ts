import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenDigest } from '../users/access-tokens';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { anonymousCartLifetimeDays, customerCartLifetimeDays, purgeStaleRows } from './purge';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe.each(testEngines)('housekeeping on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const cartUpdated = async (updatedAt: Date, userId: number | null = null) => {
    const db = shop.app.db;
    const cart = await db
      .insertInto('carts')
      .values({ uuid: randomUUID(), user_id: userId, updated_at: updatedAt })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
    const variation = await db.selectFrom('product_variations').select('id').limit(1).executeTakeFirstOrThrow();
    await db.insertInto('cart_items').values({ cart_id: cart.id, product_variation_id: variation.id, quantity: 1 }).execute();
    return cart.uuid;
  };
  const token = async (userId: number, expiresAt: Date, usedAt: Date | null = null) => {
    const hash = tokenDigest(randomUUID());
    await shop.app.db
      .insertInto('tokens')
      .values({ user_id: userId, purpose: 'email_verification', token_hash: hash, expires_at: expiresAt, used_at: usedAt })
      .execute();
    return hash;
  };

  it('deletes abandoned carts with their lines and expired tokens, and keeps everything still in use', async () => {
    const { id: userId } = await createTestUser(shop.app.db);
    const abandoned = await cartUpdated(daysAgo(anonymousCartLifetimeDays + 1));
    const recentAnonymous = await cartUpdated(daysAgo(anonymousCartLifetimeDays - 1));
    const customerIdle = await cartUpdated(daysAgo(anonymousCartLifetimeDays + 1), userId);
    const customerAbandoned = await cartUpdated(daysAgo(customerCartLifetimeDays + 1), userId);
    const expired = await token(userId, daysAgo(1));
    const usedExpired = await token(userId, daysAgo(0.1), daysAgo(0.5));
    const usedLive = await token(userId, daysAgo(-1), daysAgo(0.5));
    const live = await token(userId, daysAgo(-1));

    await purgeStaleRows(shop.app.db, now);

    const carts = await shop.app.db.selectFrom('carts').select('uuid').execute();
    const uuids = carts.map(({ uuid }) => uuid);
    expect(uuids).not.toContain(abandoned);
    expect(uuids).not.toContain(customerAbandoned);
    expect(uuids).toEqual(expect.arrayContaining([recentAnonymous, customerIdle]));
    const orphanLines = await shop.app.db
      .selectFrom('cart_items')
      .leftJoin('carts', 'carts.id', 'cart_items.cart_id')
      .where('carts.id', 'is', null)
      .select('cart_items.id')
      .execute();
    expect(orphanLines).toEqual([]);
    const tokens = (await shop.app.db.selectFrom('tokens').select('token_hash').execute()).map(({ token_hash }) => token_hash);
    // A used link still answers "already done" until it expires.
    expect(tokens).toEqual(expect.arrayContaining([live, usedLive]));
    expect(tokens).not.toContain(expired);
    expect(tokens).not.toContain(usedExpired);
  });

  it('runs when the server starts', async () => {
    const starting = await createTestApp(engine);
    const stale = await starting.app.db
      .insertInto('carts')
      .values({ uuid: randomUUID(), updated_at: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await starting.app.ready();
    await expect
      .poll(async () => starting.app.db.selectFrom('carts').select('id').where('id', '=', stale.id).executeTakeFirst())
      .toBeUndefined();
    await starting.close();
  });
});
