import { randomUUID } from 'node:crypto';
import { todayResponseSchema, type Today } from '@lemon/staff-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backUp, recordBackup } from '../backups/sqlite-backups';
import { call, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';

/** Wednesday 25 November 2026, 15:40 in Paris. */
const wednesdayAfternoon = new Date('2026-11-25T14:40:00Z');
const minute = 60_000;

interface OrderFields {
  status: 'new' | 'paid' | 'ready' | 'done' | 'cancelled';
  total: number;
  delivery_method?: 'shipping' | 'pickup';
  paid_at?: Date;
  shipped_at?: Date;
  payment_due_at?: Date;
  /** The delivery address's name (shipping only). */
  addressName?: [string, string];
}

describe.each(testEngines)('Today on %s', (engine) => {
  let shop: TestApp;
  let ownerId: number;
  let customerId: number;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    ownerId = (await createTestUser(shop.app.db, { staffRole: 'owner' })).id;
    customerId = (await createTestUser(shop.app.db)).id; // Camille Martin
  });
  afterAll(() => shop.close());
  afterEach(() => vi.useRealTimers());

  /** Today as the owner sees it at `now` (the session opened then too). */
  async function todayAt(now: Date): Promise<Today> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const token = await staffSessionOf(shop.app, ownerId);
    const response = await call(shop.app, 'GET', '/api/staff/today', { token });
    expect(response.statusCode).toBe(200);
    return todayResponseSchema.parse(response.json()).data;
  }

  async function insertOrder({ addressName, delivery_method = 'shipping', ...fields }: OrderFields): Promise<string> {
    const reference = randomUUID().slice(0, 8).toUpperCase();
    const [first, last] = delivery_method === 'shipping' ? (addressName ?? ['Jeanne', 'Dupont']) : [null, null];
    await shop.app.db
      .insertInto('orders')
      .values({
        reference,
        user_id: customerId,
        delivery_method,
        address_first_name: first,
        address_last_name: last,
        subtotal: fields.total,
        ...fields,
      })
      .execute();
    return reference;
  }

  describe('sales', () => {
    // Each order's payment, in UTC, and where it falls on Wednesday 25 November 2026, 15:40 in Paris.
    beforeAll(async () => {
      const paid = async (at: string, total: number) => insertOrder({ status: 'done', total, paid_at: new Date(at) });
      await paid('2026-11-22T23:00:00Z', 1000); // Monday 00:00 in Paris: this week, this month
      await paid('2026-11-22T22:59:59Z', 2000); // Sunday 23:59:59: last week but after its Wednesday 15:40; this month
      await paid('2026-11-25T14:39:00Z', 3051); // this week, this month
      await paid('2026-11-18T14:39:59Z', 4000); // last Wednesday 15:39:59: last week's same span; this month
      await paid('2026-11-18T14:40:00Z', 5000); // last Wednesday 15:40: past last week's span; this month
      await paid('2026-10-31T23:00:00Z', 700); // 1 November 00:00 in Paris: this month
      await paid('2026-10-31T22:59:59Z', 600); // 31 October 23:59:59: past last month's span (to the 25th, 15:40)
      await paid('2026-10-25T14:39:00Z', 800); // 25 October 15:39 (winter time since that night): last month's span
      await paid('2026-09-30T22:00:00Z', 900); // 1 October 00:00 (summer time): last month's span
      await paid('2026-09-30T21:59:59Z', 100); // 30 September: neither
      await insertOrder({ status: 'new', total: 9999, payment_due_at: new Date('2026-11-25T14:30:00Z') }); // never paid
      const refund = async (status: 'pending' | 'succeeded' | 'failed', amount: number, settledAt: string | null) => {
        const order = await shop.app.db.selectFrom('orders').select('id').where('total', '=', 3051).executeTakeFirstOrThrow();
        await shop.app.db
          .insertInto('refunds')
          .values({
            order_id: order.id,
            amount,
            status,
            provider: 'test',
            idempotency_key: randomUUID(),
            settled_at: settledAt === null ? null : new Date(settledAt),
          })
          .execute();
      };
      await refund('succeeded', 500, '2026-11-24T10:00:00Z'); // given back this week
      await refund('succeeded', 100, '2026-10-10T10:00:00Z'); // given back last month, within its span
      await refund('pending', 300, null); // not given back yet
      await refund('failed', 200, '2026-11-24T11:00:00Z'); // never given back
    });

    it('counts this week from Monday and this month from the 1st in Paris, each beside the same span before', async () => {
      const { sales } = await todayAt(wednesdayAfternoon);
      expect({ week: sales.week, month: sales.month }).toEqual({
        week: {
          current: {
            from: '2026-11-22T23:00:00.000Z',
            to: '2026-11-25T14:40:00.000Z',
            orders: 2,
            refunds: 500,
            revenue: 3551, // 1000 + 3051 − 500
            average_basket: 1776, // 1775.5, rounded
          },
          previous: {
            from: '2026-11-15T23:00:00.000Z',
            to: '2026-11-18T14:40:00.000Z',
            orders: 1,
            refunds: 0,
            revenue: 4000,
            average_basket: 4000,
          },
        },
        month: {
          current: {
            from: '2026-10-31T23:00:00.000Z',
            to: '2026-11-25T14:40:00.000Z',
            orders: 6,
            refunds: 500,
            revenue: 15251, // 1000 + 2000 + 3051 + 4000 + 5000 + 700 − 500
            average_basket: 2542,
          },
          previous: {
            from: '2026-09-30T22:00:00.000Z',
            to: '2026-10-25T14:40:00.000Z',
            orders: 2,
            refunds: 100,
            revenue: 1600, // 800 + 900 − 100
            average_basket: 800,
          },
        },
      });
    });

    it('gives last week and last month whole, beside the ones before, and each of their days', async () => {
      const { sales } = await todayAt(wednesdayAfternoon);
      const none = { orders: 0, refunds: 0, revenue: 0 };
      const day = (date: string, figures: Partial<typeof none> = {}) => ({ day: date, ...none, ...figures });
      expect(sales.last_week).toEqual({
        // Monday 16 to Sunday 22 November, to midnight in Paris.
        current: {
          from: '2026-11-15T23:00:00.000Z',
          to: '2026-11-22T23:00:00.000Z',
          orders: 3,
          refunds: 0,
          revenue: 11000,
          average_basket: 3667,
        },
        previous: { from: '2026-11-08T23:00:00.000Z', to: '2026-11-15T23:00:00.000Z', ...none, average_basket: 0 },
        days: [
          day('2026-11-16'),
          day('2026-11-17'),
          day('2026-11-18', { orders: 2, revenue: 9000 }),
          day('2026-11-19'),
          day('2026-11-20'),
          day('2026-11-21'),
          day('2026-11-22', { orders: 1, revenue: 2000 }), // 23:59:59 in Paris
        ],
      });
      const october = sales.last_month!;
      expect(october.current).toEqual({
        from: '2026-09-30T22:00:00.000Z',
        to: '2026-10-31T23:00:00.000Z',
        orders: 3,
        refunds: 100,
        revenue: 2200, // 900 + 800 + 600 − 100
        average_basket: 733,
      });
      expect(october.previous).toEqual({
        from: '2026-08-31T22:00:00.000Z',
        to: '2026-09-30T22:00:00.000Z',
        orders: 1,
        refunds: 0,
        revenue: 100,
        average_basket: 100,
      });
      expect(october.days).toHaveLength(31);
      expect(october.days.filter((one) => one.orders > 0 || one.refunds > 0)).toEqual([
        day('2026-10-01', { orders: 1, revenue: 900 }), // midnight in Paris
        day('2026-10-10', { refunds: 100, revenue: -100 }),
        day('2026-10-25', { orders: 1, revenue: 800 }),
        day('2026-10-31', { orders: 1, revenue: 600 }), // 23:59:59 in Paris
      ]);
    });

    it('starts a new month at midnight in Paris, beside the first half hour of the month before', async () => {
      // Tuesday 1 December 2026, 00:30 in Paris: still 30 November in UTC.
      const { sales } = await todayAt(new Date('2026-11-30T23:30:00Z'));
      expect(sales.month).toEqual({
        current: { from: '2026-11-30T23:00:00.000Z', to: '2026-11-30T23:30:00.000Z', orders: 0, refunds: 0, revenue: 0, average_basket: 0 },
        previous: {
          from: '2026-10-31T23:00:00.000Z',
          to: '2026-10-31T23:30:00.000Z',
          orders: 1,
          refunds: 0,
          revenue: 700,
          average_basket: 700,
        },
      });
      expect(sales.week).toEqual({
        current: { from: '2026-11-29T23:00:00.000Z', to: '2026-11-30T23:30:00.000Z', orders: 0, refunds: 0, revenue: 0, average_basket: 0 },
        previous: {
          from: '2026-11-22T23:00:00.000Z',
          to: '2026-11-23T23:30:00.000Z',
          orders: 1,
          refunds: 0,
          revenue: 1000,
          average_basket: 1000,
        },
      });
    });
  });

  describe('what waits for the staff', () => {
    const longAgo = new Date('2026-06-10T08:00:00Z'); // paid outside every sales span above
    const references = {} as Record<string, string>;
    beforeAll(async () => {
      const at = (offsetMinutes: number) => new Date(wednesdayAfternoon.getTime() + offsetMinutes * minute);
      references.newerShipping = await insertOrder({
        status: 'paid',
        total: 2500,
        paid_at: new Date('2026-06-12T08:00:00Z'),
        addressName: ['Luc', 'Bernard'],
      });
      references.olderShipping = await insertOrder({ status: 'paid', total: 1800, paid_at: longAgo, addressName: ['Ana', 'Rossi'] });
      references.pickupPaid = await insertOrder({ status: 'paid', delivery_method: 'pickup', total: 1200, paid_at: longAgo });
      references.pickupReady = await insertOrder({
        status: 'ready',
        delivery_method: 'pickup',
        total: 900,
        paid_at: longAgo,
        shipped_at: new Date('2026-06-11T09:00:00Z'),
      });
      await insertOrder({ status: 'ready', delivery_method: 'shipping', total: 1, paid_at: longAgo }); // not a state a home order takes
      await insertOrder({ status: 'done', delivery_method: 'pickup', total: 1, paid_at: longAgo, shipped_at: longAgo });
      references.overdue = await insertOrder({ status: 'new', total: 3000, payment_due_at: at(-1) });
      references.dueSoon = await insertOrder({ status: 'new', delivery_method: 'pickup', total: 4000, payment_due_at: at(10) });
      references.dueInAnHour = await insertOrder({ status: 'new', total: 5000, payment_due_at: at(60) });
      await insertOrder({ status: 'new', total: 6000, payment_due_at: at(61) }); // not yet
      await insertOrder({ status: 'cancelled', total: 7000, payment_due_at: at(5) }); // lapsed already
    });

    it('lists home orders to prepare and pickups, oldest first, with who each is for', async () => {
      const today = await todayAt(wednesdayAfternoon);
      expect(today.to_prepare).toEqual([
        { reference: references.olderShipping, name: 'Ana Rossi', total: 1800, at: longAgo.toISOString() },
        { reference: references.newerShipping, name: 'Luc Bernard', total: 2500, at: '2026-06-12T08:00:00.000Z' },
      ]);
      expect(today.in_shop).toEqual({
        to_prepare: [{ reference: references.pickupPaid, name: 'Camille Martin', total: 1200, at: longAgo.toISOString() }],
        ready: [{ reference: references.pickupReady, name: 'Camille Martin', total: 900, at: '2026-06-11T09:00:00.000Z' }],
      });
    });

    it('lists unpaid orders due within the hour, overdue ones first, and no later or cancelled one', async () => {
      const { lapsing } = await todayAt(wednesdayAfternoon);
      expect(lapsing).toEqual([
        { reference: references.overdue, name: 'Jeanne Dupont', total: 3000, at: '2026-11-25T14:39:00.000Z' },
        { reference: references.dueSoon, name: 'Camille Martin', total: 4000, at: '2026-11-25T14:50:00.000Z' },
        { reference: references.dueInAnHour, name: 'Jeanne Dupont', total: 5000, at: '2026-11-25T15:40:00.000Z' },
      ]);
    });

    it('lists sold-out then low variations with the shoppers still waiting for each', async () => {
      const { productId, variationIds } = await createTestProduct(shop.app.db, { stocks: [3, 0, 4, 1] });
      const [three, none, , one] = variationIds as [number, number, number, number];
      const wait = (product_variation_id: number, notified_at: Date | null = null) =>
        shop.app.db
          .insertInto('stock_notifications')
          .values({ email: `${randomUUID()}@example.com`, product_variation_id, locale: 'fr', notified_at })
          .execute();
      await wait(none);
      await wait(none);
      await wait(none, new Date('2026-11-20T10:00:00Z')); // already told
      await wait(three);
      const product = await shop.app.db.selectFrom('products').select('label_fr').where('id', '=', productId).executeTakeFirstOrThrow();

      const { stock } = await todayAt(wednesdayAfternoon);
      const ours = stock.filter((item) => variationIds.includes(item.variation_id));
      expect(ours.map(({ variation_id, stock: units, waiting }) => ({ variation_id, units, waiting }))).toEqual([
        { variation_id: none, units: 0, waiting: 2 },
        { variation_id: one, units: 1, waiting: 0 },
        { variation_id: three, units: 3, waiting: 1 },
      ]);
      expect(ours[0]!.product_label.fr).toBe(product.label_fr);
      // The whole list runs from sold out to the low threshold.
      expect(stock.map((item) => item.stock)).toEqual([...stock.map((item) => item.stock)].sort((a, b) => a - b));
      expect(Math.max(...stock.map((item) => item.stock))).toBeLessThanOrEqual(3);
    });

    it('counts the contact messages nobody has read yet', async () => {
      const before = (await todayAt(wednesdayAfternoon)).unread_messages;
      for (const [name, read_at] of [
        ['Léa', null],
        ['Marco', null],
        ['Ada', new Date('2026-11-25T09:00:00Z')],
      ] as const)
        await shop.app.db
          .insertInto('contacts')
          .values({ name, email: 'visitor@example.com', subject: 'information', message: 'Bonjour', locale: 'fr', read_at })
          .execute();
      expect((await todayAt(wednesdayAfternoon)).unread_messages).toBe(before + 2);
    });
  });

  it('says how the SQLite file’s backups stand, and nothing of them on PostgreSQL', async () => {
    const now = new Date('2026-12-02T10:00:00Z');
    if (engine === 'postgres') {
      expect((await todayAt(now)).backups).toBeNull();
      return;
    }
    const dir = shop.app.backupsDir!;
    expect((await todayAt(now)).backups).toEqual({ state: 'missing', last_made_at: null, last_failed_at: null });
    const made = await backUp(shop.database.connection.sqlite!, dir, new Date('2026-12-02T02:00:00Z'));
    expect((await todayAt(now)).backups).toEqual({ state: 'ok', last_made_at: made.madeAt.toISOString(), last_failed_at: null });
    await recordBackup(dir, { failedAt: new Date('2026-12-02T09:00:00Z'), error: 'disk full' });
    expect((await todayAt(now)).backups).toMatchObject({ state: 'failed', last_failed_at: '2026-12-02T09:00:00.000Z' });
    // A day and a half without one, even with no failure recorded since.
    expect((await todayAt(new Date('2026-12-03T14:00:01Z'))).backups).toMatchObject({ state: 'failed' });
    await backUp(shop.database.connection.sqlite!, dir, new Date('2026-12-02T09:30:00Z'));
    expect((await todayAt(new Date('2026-12-03T21:30:01Z'))).backups).toMatchObject({ state: 'missing' });
  });

  it('is refused without a staff session', async () => {
    expect((await call(shop.app, 'GET', '/api/staff/today')).statusCode).toBe(401);
  });
});
