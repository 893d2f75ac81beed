import { errorBodySchema } from '@lemon/shared/contract';
import { addressBookResponseSchema, addressResponseSchema, type AddressPayload } from '@lemon/account-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionOf, testAddress } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { maxAddressesPerUser } from './addresses.repository';

const address = (label: string, changes: Partial<AddressPayload> = {}): AddressPayload => ({ label, ...testAddress, ...changes });

describe.each(testEngines)('the address book on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  let token: string;
  let userId: number;
  const newCustomer = async () => {
    userId = (await createTestUser(shop.app.db)).id;
    token = await sessionOf(shop.app, userId);
    return token;
  };

  const book = async (as = token) => {
    const response = await call(shop.app, 'GET', '/api/addresses', { token: as });
    expect(response.statusCode).toBe(200);
    return addressBookResponseSchema.parse(response.json()).data;
  };
  const labels = async () => (await book()).map(({ label, is_default }) => (is_default ? `${label}*` : label));
  const add = async (payload: AddressPayload) => {
    const response = await call(shop.app, 'POST', '/api/addresses', { token, payload });
    expect(response.statusCode).toBe(201);
    return addressResponseSchema.parse(response.json()).data;
  };
  const put = (id: number, payload: AddressPayload, as = token) => call(shop.app, 'PUT', `/api/addresses/${id}`, { token: as, payload });
  const remove = (id: number, as = token) => call(shop.app, 'DELETE', `/api/addresses/${id}`, { token: as });
  const makeDefault = (id: number, as = token) => call(shop.app, 'POST', `/api/addresses/${id}/default`, { token: as });
  const rows = async () => (await shop.app.db.selectFrom('addresses').selectAll().orderBy('id').execute()).length;

  it('makes the first address the default one, and lists the default first, then the oldest first', async () => {
    await newCustomer();
    expect(await book()).toEqual([]);
    const home = await add(address('Home', { is_default: false }));
    expect(home).toMatchObject({ label: 'Home', is_default: true, line2: null, country: 'FR' });
    await add(address('Work'));
    await add(address('Parents', { country: 'it', line2: 'Scala B' }));
    expect(await labels()).toEqual(['Home*', 'Work', 'Parents']);
    expect((await book()).at(-1)).toMatchObject({ country: 'IT', line2: 'Scala B' });
  });

  it('gives the default to a new address that asks for it, and to one made the default', async () => {
    await newCustomer();
    await add(address('Home'));
    const work = await add(address('Work', { is_default: true }));
    expect(await labels()).toEqual(['Work*', 'Home']);
    const home = (await book()).find((entry) => entry.label === 'Home')!;
    const response = await makeDefault(home.id);
    expect(response.statusCode).toBe(200);
    expect(addressBookResponseSchema.parse(response.json()).data.map((entry) => [entry.label, entry.is_default])).toEqual([
      ['Home', true],
      ['Work', false],
    ]);
    // Through an update too.
    expect(addressResponseSchema.parse((await put(work.id, address('Office', { is_default: true }))).json()).data.is_default).toBe(true);
    expect(await labels()).toEqual(['Office*', 'Home']);
  });

  it('keeps the default address the default when an update leaves the flag unset', async () => {
    await newCustomer();
    const home = await add(address('Home'));
    await add(address('Work'));
    const response = await put(home.id, address('Home, renamed', { is_default: false, city: 'Nice' }));
    expect(response.statusCode).toBe(200);
    expect(addressResponseSchema.parse(response.json()).data).toMatchObject({ label: 'Home, renamed', city: 'Nice', is_default: true });
    expect(await labels()).toEqual(['Home, renamed*', 'Work']);
  });

  it('gives the default of a deleted address to the oldest one left', async () => {
    await newCustomer();
    await add(address('First'));
    const second = await add(address('Second'));
    await add(address('Third'));
    const fourth = await add(address('Fourth', { is_default: true }));
    expect(await labels()).toEqual(['Fourth*', 'First', 'Second', 'Third']);

    expect((await remove(second.id)).statusCode).toBe(204);
    expect(await labels()).toEqual(['Fourth*', 'First', 'Third']);
    expect((await remove(fourth.id)).statusCode).toBe(204);
    expect(await labels()).toEqual(['First*', 'Third']);
    for (const entry of await book()) expect((await remove(entry.id)).statusCode).toBe(204);
    expect(await book()).toEqual([]);
    // A new first address is the default again.
    expect((await add(address('Again'))).is_default).toBe(true);
  });

  it('keeps exactly one default when changes come at once', async () => {
    await newCustomer();
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(shop.app, 'POST', '/api/addresses', { token, payload: address(`At once ${index}`, { is_default: true }) }),
      ),
    );
    expect(created.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const ids = (await book()).map((entry) => entry.id);
    await Promise.all([...ids.map((id) => makeDefault(id)), remove(ids[0]!), remove(ids[1]!)]);
    const after = await book();
    expect(after).toHaveLength(4);
    expect(after.filter((entry) => entry.is_default)).toHaveLength(1);
  });

  it('answers 404 for someone else’s address and an unknown one, changing nothing', async () => {
    const otherToken = await newCustomer();
    const theirs = await add(address('Theirs'));
    const before = await book(otherToken);
    await newCustomer();
    const mine = await add(address('Mine'));

    for (const response of [
      await put(theirs.id, address('Taken over', { is_default: true })),
      await remove(theirs.id),
      await makeDefault(theirs.id),
      await put(2_000_000_000, address('Nowhere')),
      await remove(2_000_000_000),
      await makeDefault(2_000_000_000),
      await remove(Number.MAX_SAFE_INTEGER),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).message).toBe('Address not found.');
    }
    expect(await book(otherToken)).toEqual(before);
    expect(await book()).toEqual([mine]);
  });

  it('refuses a country the shop does not deliver to and oversized values, writing nothing', async () => {
    await newCustomer();
    const home = await add(address('Home'));
    const before = await rows();
    const refused = [
      await call(shop.app, 'POST', '/api/addresses', { token, payload: address('Abroad', { country: 'KP' }) }),
      await put(home.id, address('Abroad', { country: 'XX' })),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(422);
      expect(errorBodySchema.parse(response.json()).errors).toEqual({ country: ['country'] });
    }
    const huge = 'x'.repeat(10_000);
    const oversized = await call(shop.app, 'POST', '/api/addresses', { token, payload: address(huge, { line1: huge, city: huge }) });
    expect(oversized.statusCode).toBe(422);
    expect(errorBodySchema.parse(oversized.json()).errors).toEqual({ label: ['max'], line1: ['max'], city: ['max'] });
    expect(errorBodySchema.parse((await put(home.id, address('Home', { zip: huge }))).json()).errors).toEqual({ zip: ['max'] });
    expect(await rows()).toBe(before);
    expect(await book()).toEqual([home]);
  });

  it('stores SQL-looking text as text', async () => {
    await newCustomer();
    const hostile = "'; drop table users; --";
    const saved = await add(address(hostile, { line1: "1' OR '1'='1", line2: hostile }));
    expect(saved).toMatchObject({ label: hostile, line1: "1' OR '1'='1", line2: hostile });
    expect(await shop.app.db.selectFrom('users').select('id').where('id', '=', userId).execute()).toHaveLength(1);
  });

  it(`holds at most ${maxAddressesPerUser} addresses`, async () => {
    await newCustomer();
    await shop.app.db
      .insertInto('addresses')
      .values(
        Array.from({ length: maxAddressesPerUser }, (_, index) => ({
          ...address(`Bulk ${index}`),
          line2: null,
          user_id: userId,
          is_default: index === 0 ? 1 : 0,
        })),
      )
      .execute();
    const response = await call(shop.app, 'POST', '/api/addresses', { token, payload: address('One too many') });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({ body: ['max'] });
    expect(await book()).toHaveLength(maxAddressesPerUser);
  });

  it('needs a session', async () => {
    expect((await call(shop.app, 'GET', '/api/addresses')).statusCode).toBe(401);
    expect((await call(shop.app, 'POST', '/api/addresses', { payload: address('Anonymous') })).statusCode).toBe(401);
    expect((await call(shop.app, 'DELETE', '/api/addresses/1')).statusCode).toBe(401);
  });
});
