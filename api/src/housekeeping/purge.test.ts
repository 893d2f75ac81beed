import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePageView } from '../analytics/page-views.repository';
import { keepExport, keptExport } from '../privacy/data-exports.repository';
import { tokenDigest } from '../sessions/access-tokens';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import {
  anonymousCartLifetimeDays,
  contactMessageLifetimeYears,
  customerCartLifetimeDays,
  notifiedSignUpLifetimeDays,
  pageViewLifetimeMonths,
  purgeStaleRows,
  searchesMadeLifetimeDays,
  unconfirmedAccountLifetimeDays,
  waitingSignUpLifetimeDays,
} from './purge';

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

  it('forgets the counts of tries whose window is over, and keeps those still counting', async () => {
    await shop.app.db
      .insertInto('attempt_counts')
      .values([
        { key: 'over', count: 5, window_ends_at: daysAgo(1) },
        { key: 'counting', count: 2, window_ends_at: new Date(now.getTime() + 60_000) },
      ])
      .execute();
    expect((await purgeStaleRows(shop.app.db, now)).attemptCounts).toBe(1);
    expect(
      (await shop.app.db.selectFrom('attempt_counts').select('key').where('key', 'in', ['over', 'counting']).execute()).map(
        ({ key }) => key,
      ),
    ).toEqual(['counting']);
  });

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

  it(`deletes page views once their whole day in Paris is over ${pageViewLifetimeMonths} months old`, async () => {
    const viewedAt = async (moment: string) => {
      const visitor = randomUUID();
      await storePageView(shop.app.db, { path: '/fr/boutique', visitor }, new Date(moment));
      return visitor;
    };
    // 25 months before 2026-11-23T12:00Z is 2024-10-23T12:00Z, a Wednesday in Paris (UTC+2 then).
    const dayBefore = await viewedAt('2024-10-22T12:00:00Z');
    const lastMinuteOfDayBefore = await viewedAt('2024-10-22T21:59:00Z');
    // 00:30 in Paris on the 23rd: over 25 months old, yet its day is not over.
    const sameDayInParis = await viewedAt('2024-10-22T22:30:00Z');
    const younger = await viewedAt('2024-10-23T13:00:00Z');
    // 25 months before 31 March 2027 is the last day of February 2025, not 3 March.
    const endOfFebruary = await viewedAt('2025-02-27T12:00:00Z');
    const firstOfMarch = await viewedAt('2025-03-01T12:00:00Z');

    const visitors = async () => (await shop.app.db.selectFrom('page_views').select('visitor').execute()).map(({ visitor }) => visitor);
    expect((await purgeStaleRows(shop.app.db, now)).pageViews).toBe(2);
    const kept = await visitors();
    expect(kept).toEqual(expect.arrayContaining([sameDayInParis, younger, endOfFebruary, firstOfMarch]));
    expect(kept).not.toContain(dayBefore);
    expect(kept).not.toContain(lastMinuteOfDayBefore);

    await purgeStaleRows(shop.app.db, new Date('2027-03-31T10:00:00Z'));
    expect(await visitors()).toContain(firstOfMarch);
    expect(await visitors()).not.toContain(endOfFebruary);
  });

  it(`deletes a day's searches once it is over ${searchesMadeLifetimeDays} days old in Paris`, async () => {
    // 31 days before 2026-11-23 is 2026-10-23: that day is kept, the day before it goes.
    const days = ['2026-10-22', '2026-10-23', '2026-11-23'];
    await shop.app.db
      .insertInto('searches_made')
      .values(days.map((day) => ({ day, query: 'savon', searches: 1, found_nothing: 0 })))
      .execute();
    expect((await purgeStaleRows(shop.app.db, now)).searchesMade).toBe(1);
    const kept = await shop.app.db.selectFrom('searches_made').select('day').orderBy('day').execute();
    expect(kept.map(({ day }) => day)).toEqual(['2026-10-23', '2026-11-23']);
  });

  it(`deletes accounts never confirmed ${unconfirmedAccountLifetimeDays} days on, with what hangs on them, unless they ordered or are staff`, async () => {
    const { db } = shop.app;
    const account = async ({
      verified = false,
      createdDaysAgo = unconfirmedAccountLifetimeDays + 1,
      staff = false,
      ordered = false,
    } = {}) => {
      const { id } = await createTestUser(db, { verified, staffRole: staff ? 'staff' : null });
      await db
        .updateTable('users')
        .set({ created_at: daysAgo(createdDaysAgo) })
        .where('id', '=', id)
        .execute();
      await token(id, daysAgo(-1));
      if (ordered)
        await db
          .insertInto('orders')
          .values({
            reference: randomUUID().slice(0, 8),
            user_id: id,
            total: 1000,
            subtotal: 1000,
            delivery_method: 'pickup',
            status: 'cancelled',
          })
          .execute();
      return id;
    };
    const forgotten = await account();
    const recent = await account({ createdDaysAgo: unconfirmedAccountLifetimeDays - 1 });
    const confirmed = await account({ verified: true });
    const ordered = await account({ ordered: true });
    const staff = await account({ staff: true });

    expect((await purgeStaleRows(db, now)).unconfirmedAccounts).toBe(1);
    const ids = (await db.selectFrom('users').select('id').execute()).map(({ id }) => id);
    expect(ids).not.toContain(forgotten);
    expect(ids).toEqual(expect.arrayContaining([recent, confirmed, ordered, staff]));
    expect(await db.selectFrom('tokens').select('id').where('user_id', '=', forgotten).execute()).toEqual([]);
  });

  it('deletes back-in-stock sign-ups a month after their mail, and a year after they were made when still waiting', async () => {
    const { db } = shop.app;
    const variation = await db.selectFrom('product_variations').select('id').limit(1).executeTakeFirstOrThrow();
    const signUp = async (createdDaysAgo: number, notifiedDaysAgo: number | null) => {
      const email = `${randomUUID().slice(0, 8)}@example.com`;
      await db
        .insertInto('stock_notifications')
        .values({
          email,
          product_variation_id: variation.id,
          locale: 'fr',
          created_at: daysAgo(createdDaysAgo),
          notified_at: notifiedDaysAgo === null ? null : daysAgo(notifiedDaysAgo),
        })
        .execute();
      return email;
    };
    const notifiedLongAgo = await signUp(60, notifiedSignUpLifetimeDays + 1);
    const notifiedLately = await signUp(60, notifiedSignUpLifetimeDays - 1);
    const waitingTooLong = await signUp(waitingSignUpLifetimeDays + 1, null);
    const waiting = await signUp(waitingSignUpLifetimeDays - 1, null);

    expect((await purgeStaleRows(db, now)).signUps).toBe(2);
    const kept = (await db.selectFrom('stock_notifications').select('email').execute()).map(({ email }) => email);
    expect(kept).toEqual(expect.arrayContaining([notifiedLately, waiting]));
    expect(kept).not.toContain(notifiedLongAgo);
    expect(kept).not.toContain(waitingTooLong);
  });

  it(`deletes contact messages ${contactMessageLifetimeYears} years after they came, with the shop's replies`, async () => {
    const { db } = shop.app;
    const message = async (createdAt: Date) => {
      const { id } = await db
        .insertInto('contacts')
        .values({ name: 'Léa', email: 'lea@example.com', subject: 'information', message: 'Bonjour', locale: 'fr', created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('contact_replies').values({ contact_id: id, staff_email: 'atelier@example.com', text: 'Bonjour Léa' }).execute();
      return id;
    };
    const old = await message(new Date('2023-11-22T12:00:00Z'));
    const young = await message(new Date('2023-11-24T12:00:00Z'));

    expect((await purgeStaleRows(db, now)).messages).toBe(1);
    const kept = (await db.selectFrom('contacts').select('id').execute()).map(({ id }) => id);
    expect(kept).toContain(young);
    expect(kept).not.toContain(old);
    expect(await db.selectFrom('contact_replies').select('id').where('contact_id', '=', old).execute()).toEqual([]);
  });

  it("deletes a customer's data export once its link expired, and keeps one still valid", async () => {
    const { db } = shop.app;
    const customer = await createTestUser(db);
    const file = { fileName: 'mes-donnees.zip', content: Buffer.from('PK') };
    const expired = await keepExport(db, customer.id, file, new Date(now.getTime() - 1000), daysAgo(7));
    const valid = await keepExport(db, customer.id, file, new Date(now.getTime() + 1000), daysAgo(7));

    expect((await purgeStaleRows(db, now)).dataExports).toBe(1);
    expect(await keptExport(db, valid, daysAgo(1))).toBeDefined();
    expect(await keptExport(db, expired, daysAgo(1))).toBeUndefined();
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
