import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@lemon/orders-contract';
import { staffOrderListResponseSchema, staffOrderResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refusalCodes, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { eraseAccount, erasedEmail } from '../privacy/erase-account';

describe.each(testEngines)('the staff’s list of orders on %s', (engine) => {
  let shop: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    staffToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'staff' })).id);
  });
  afterAll(() => shop.close());

  /** A customer of their own, named so that only this test's search finds them. */
  async function customerNamed(firstName: string, lastName: string) {
    const { id } = await createTestUser(shop.app.db);
    const email = `${lastName.toLowerCase()}.${randomUUID().slice(0, 6)}@example.com`;
    await shop.app.db.updateTable('users').set({ first_name: firstName, last_name: lastName, email }).where('id', '=', id).execute();
    return { id, email };
  }

  /** An order written straight in the table (the list only reads): its lines hold `units` units in all. */
  async function orderOf(
    userId: number,
    {
      status = 'paid',
      placedAt = new Date(),
      method = 'shipping',
      units = [2, 1],
    }: {
      status?: OrderStatus;
      placedAt?: Date;
      method?: 'shipping' | 'pickup';
      units?: number[];
    } = {},
  ) {
    const reference = `LC-${randomUUID().slice(0, 8).toUpperCase()}`;
    const { id } = await shop.app.db
      .insertInto('orders')
      .values({
        reference,
        user_id: userId,
        status,
        delivery_method: method,
        subtotal: 3000,
        total: 3000,
        created_at: placedAt,
        payment_provider: 'test',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const quantity of units)
      await shop.app.db
        .insertInto('order_lines')
        .values({
          order_id: id,
          product_variation_id: null,
          product_label_fr: 'Limoncello',
          product_label_en: 'Limoncello',
          product_label_it: 'Limoncello',
          variation_label_fr: '50 cl',
          variation_label_en: '50 cl',
          variation_label_it: '50 cl',
          unit_price: 1000,
          quantity,
        })
        .execute();
    return reference;
  }

  async function list(query: string) {
    const response = await call(shop.app, 'GET', `/api/staff/orders?${query}`, { token: staffToken });
    expect(response.statusCode, response.body).toBe(200);
    return staffOrderListResponseSchema.parse(response.json());
  }
  const references = async (query: string) => (await list(query)).data.map((order) => order.reference);

  it('gives each order’s reference, moment, customer, status, delivery, total and units, newest first', async () => {
    const customer = await customerNamed('Hortense', `Agrume${randomUUID().slice(0, 6)}`);
    const older = await orderOf(customer.id, { placedAt: new Date('2026-10-01T08:00:00Z'), units: [3] });
    const newer = await orderOf(customer.id, { placedAt: new Date('2026-10-02T08:00:00Z'), status: 'ready', method: 'pickup' });
    const page = await list(`q=${customer.email}`);
    expect(page.data).toEqual([
      {
        reference: newer,
        placed_at: '2026-10-02T08:00:00.000Z',
        customer: { first_name: 'Hortense', last_name: expect.stringMatching(/^Agrume/), email: customer.email, erased: false },
        status: 'ready',
        delivery_method: 'pickup',
        total: 3000,
        item_count: 3,
        refunded: 0,
        payment_provider: 'test',
      },
      expect.objectContaining({ reference: older, item_count: 3, status: 'paid', delivery_method: 'shipping' }),
    ]);
    // Money given back shows in the list: only what the provider confirmed.
    const { id: olderId } = await shop.app.db.selectFrom('orders').select('id').where('reference', '=', older).executeTakeFirstOrThrow();
    for (const [status, amount] of [
      ['succeeded', 500],
      ['succeeded', 250],
      ['pending', 1000],
      ['failed', 900],
    ] as const)
      await shop.app.db
        .insertInto('refunds')
        .values({ order_id: olderId, amount, status, provider: 'test', idempotency_key: randomUUID() })
        .execute();
    expect((await list(`q=${customer.email}`)).data.map((order) => order.refunded)).toEqual([0, 750]);
    expect(page.meta).toEqual({ current_page: 1, per_page: 25, total: 2, last_page: 1 });
  });

  it('filters by one status or several', async () => {
    const customer = await customerNamed('Ines', `Bergamote${randomUUID().slice(0, 6)}`);
    const paid = await orderOf(customer.id, { status: 'paid' });
    const sent = await orderOf(customer.id, { status: 'sent' });
    const cancelled = await orderOf(customer.id, { status: 'cancelled' });
    expect(await references(`q=${customer.email}&status=sent`)).toEqual([sent]);
    expect((await references(`q=${customer.email}&status=paid,cancelled`)).sort()).toEqual([paid, cancelled].sort());
    // The spec's other spelling.
    expect(await references(`q=${customer.email}&status=payed`)).toEqual([paid]);
    // Without the search: every order listed has one of the statuses asked for.
    const everySent = await list('status=sent');
    expect(everySent.data.length).toBeGreaterThan(0);
    expect(everySent.data.every((order) => order.status === 'sent')).toBe(true);
    expect(refusalCodes(await call(shop.app, 'GET', '/api/staff/orders?status=paid,lost', { token: staffToken }))).toHaveProperty(
      'status.1',
    );
  });

  it('filters by calendar days in Paris, both included', async () => {
    const customer = await customerNamed('Jules', `Cedrat${randomUUID().slice(0, 6)}`);
    // 23:30 in Paris on 10 March (UTC+1), then 00:30 on 11 March: UTC says both are the 10th.
    const lateOnTenth = await orderOf(customer.id, { placedAt: new Date('2026-03-10T22:30:00Z') });
    const earlyOnEleventh = await orderOf(customer.id, { placedAt: new Date('2026-03-10T23:30:00Z') });
    const twelfth = await orderOf(customer.id, { placedAt: new Date('2026-03-12T12:00:00Z') });
    const q = `q=${customer.email}`;
    expect(await references(`${q}&from=2026-03-10&to=2026-03-10`)).toEqual([lateOnTenth]);
    expect(await references(`${q}&from=2026-03-11&to=2026-03-12`)).toEqual([twelfth, earlyOnEleventh]);
    expect(await references(`${q}&from=2026-03-11`)).toEqual([twelfth, earlyOnEleventh]);
    expect(await references(`${q}&to=2026-03-11`)).toEqual([earlyOnEleventh, lateOnTenth]);
    // Summer time (UTC+2): 23:30 on 1 July in Paris is 21:30 UTC.
    const summer = await orderOf(customer.id, { placedAt: new Date('2026-07-01T22:30:00Z') });
    expect(await references(`${q}&from=2026-07-02&to=2026-07-02`)).toEqual([summer]);
    expect(refusalCodes(await call(shop.app, 'GET', `/api/staff/orders?from=2026-03-12&to=2026-03-10`, { token: staffToken }))).toEqual({
      from: ['date_order'],
    });
    expect(refusalCodes(await call(shop.app, 'GET', `/api/staff/orders?from=2026-02-30`, { token: staffToken }))).toEqual({
      from: ['invalid'],
    });
  });

  it('filters by delivery method', async () => {
    const customer = await customerNamed('Léa', `Yuzu${randomUUID().slice(0, 6)}`);
    const home = await orderOf(customer.id, { method: 'shipping' });
    const shop_ = await orderOf(customer.id, { method: 'pickup' });
    expect(await references(`q=${customer.email}&delivery_method=shipping`)).toEqual([home]);
    expect(await references(`q=${customer.email}&delivery_method=pickup`)).toEqual([shop_]);
    expect(refusalCodes(await call(shop.app, 'GET', '/api/staff/orders?delivery_method=drone', { token: staffToken }))).toEqual({
      delivery_method: ['invalid'],
    });
  });

  it('searches the reference, first name, last name, full name and e-mail, whatever the case', async () => {
    const lastName = `Kumquat${randomUUID().slice(0, 6)}`;
    const customer = await customerNamed('Margaux', lastName);
    const reference = await orderOf(customer.id);
    const other = await customerNamed('Nora', `Pomelo${randomUUID().slice(0, 6)}`);
    await orderOf(other.id);
    expect(await references(`q=${reference.toLowerCase()}`)).toEqual([reference]);
    expect(await references(`q=${lastName.toUpperCase()}`)).toEqual([reference]);
    expect(await references(`q=${encodeURIComponent(`margaux ${lastName.toLowerCase()}`)}`)).toEqual([reference]);
    expect(await references(`q=${encodeURIComponent(customer.email.toUpperCase())}`)).toEqual([reference]);
    // A first name alone finds her among others; LIKE's wildcards are only characters.
    expect(await references('q=MARGAUX')).toContain(reference);
    expect(await references(`q=${encodeURIComponent(`${lastName}%`)}`)).toEqual([]);
    expect(await references(`q=${encodeURIComponent(`Kumquat_`)}`)).toEqual([]);
    // Blank: no search.
    expect((await list('q=%20%20')).meta.total).toBe((await list('')).meta.total);
  });

  it('combines the filters', async () => {
    const customer = await customerNamed('Olga', `Combava${randomUUID().slice(0, 6)}`);
    const wanted = await orderOf(customer.id, { status: 'ready', method: 'pickup', placedAt: new Date('2026-05-05T10:00:00Z') });
    await orderOf(customer.id, { status: 'ready', method: 'pickup', placedAt: new Date('2026-05-07T10:00:00Z') });
    await orderOf(customer.id, { status: 'paid', method: 'pickup', placedAt: new Date('2026-05-05T11:00:00Z') });
    await orderOf(customer.id, { status: 'sent', method: 'shipping', placedAt: new Date('2026-05-05T12:00:00Z') });
    expect(await references(`q=${customer.email}&status=ready,sent&delivery_method=pickup&from=2026-05-05&to=2026-05-06`)).toEqual([
      wanted,
    ]);
  });

  it('pages the list with the total', async () => {
    const customer = await customerNamed('Paul', `Limette${randomUUID().slice(0, 6)}`);
    const placed: string[] = [];
    for (let index = 0; index < 27; index += 1)
      placed.push(await orderOf(customer.id, { placedAt: new Date(Date.UTC(2026, 0, 1, 8, index)), units: [1] }));
    const newestFirst = [...placed].reverse();
    const first = await list(`q=${customer.email}`);
    expect(first.data.map((order) => order.reference)).toEqual(newestFirst.slice(0, 25));
    expect(first.meta).toEqual({ current_page: 1, per_page: 25, total: 27, last_page: 2 });
    const second = await list(`q=${customer.email}&page=2`);
    expect(second.data.map((order) => order.reference)).toEqual(newestFirst.slice(25));
    expect(second.meta).toEqual({ current_page: 2, per_page: 25, total: 27, last_page: 2 });
    expect((await list(`q=${customer.email}&page=3`)).data).toEqual([]);
    expect(refusalCodes(await call(shop.app, 'GET', '/api/staff/orders?page=0', { token: staffToken }))).toEqual({ page: ['min'] });
    expect((await call(shop.app, 'GET', '/api/staff/orders?sort=total', { token: staffToken })).statusCode).toBe(400);
  });

  it('says an erased customer’s account is deleted, in the list and on the order’s page', async () => {
    const customer = await customerNamed('Ottavia', `Cedro${randomUUID().slice(0, 6)}`);
    const reference = await orderOf(customer.id, { status: 'done' });
    expect((await eraseAccount(shop.app.db, customer.id, () => ({ id: null, email: 'owner@example.com' }))).kind).toBe('erased');
    const [row] = (await list(`q=${reference}`)).data;
    expect(row!.customer).toEqual({ first_name: '', last_name: '', email: erasedEmail(customer.id), erased: true });
    const page = await call(shop.app, 'GET', `/api/staff/orders/${reference}`, { token: staffToken });
    expect(staffOrderResponseSchema.parse(page.json()).data.customer).toMatchObject({ id: customer.id, erased: true });
  });
});
