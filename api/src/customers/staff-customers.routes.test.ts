import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@lemon/shared/contract';
import { customerListResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportTexts } from '../privacy/export-labels';
import { eraseAccount, erasedEmail } from '../privacy/erase-account';
import {
  call,
  createMailingTestApp,
  mailTo,
  refusalCodes,
  sessionOf,
  staffSessionOf,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { paidTestOrder } from '../test-support/test-refunds';
import { createTestUser } from '../test-support/test-users';
import { strFromU8, unzipSync } from '../test-support/zip-reading';
import { hashPassword } from '../users/passwords';

describe.each(testEngines)('the owner’s answers to customers’ data requests on %s', (engine) => {
  let shop: MailingTestApp;
  let owner: { id: number; email: string; token: string };
  let helperToken: string;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    owner = { ...user, token: await staffSessionOf(shop.app, user.id) };
    helperToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'staff' })).id);
  });
  afterAll(() => shop.close());

  /** Names the account with `marker` (a word no other test writes), its address too; a password it logs in with. */
  async function named(id: number, marker: string) {
    const email = `${marker.toLowerCase()}@example.org`;
    const password = `Lemon-${randomUUID().slice(0, 8)}-Pass`;
    await shop.app.db
      .updateTable('users')
      .set({ email, first_name: marker, last_name: `Agrume-${marker}`, password_hash: await hashPassword(password) })
      .where('id', '=', id)
      .execute();
    return { id, email, marker, password };
  }
  const newMarker = () => `Bergamote${randomUUID().slice(0, 8)}`;

  /** A customer with an unpaid order (which an erasure cancels), logged in. */
  async function customerWithUnpaidOrder() {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [10] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }]);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer));
    return { ...(await named(customer.id, newMarker())), token: customer.token, order };
  }

  async function search(query: string) {
    const response = await call(shop.app, 'GET', `/api/staff/customers?${query}`, { token: owner.token });
    expect(response.statusCode, response.body).toBe(200);
    return customerListResponseSchema.parse(response.json());
  }
  const idsFound = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).data.map((customer) => customer.id);
  const erase = (id: number, email: string, token = owner.token) =>
    call(shop.app, 'POST', `/api/staff/customers/${id}/erase`, { token, payload: { email } });
  const journal = (action: string, customerId: number) =>
    shop.app.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', action)
      .where('subject_type', '=', 'customer')
      .where('subject_id', '=', String(customerId))
      .execute();
  const erasedAt = async (id: number) =>
    (await shop.app.db.selectFrom('users').select('erased_at').where('id', '=', id).executeTakeFirstOrThrow()).erased_at;

  describe('the search', () => {
    it('finds a customer by part of a name or of the address, whatever the case, newest first, with their orders', async () => {
      const marker = newMarker();
      const { order, customer } = await paidTestOrder(shop.app, [{ price: 900, quantity: 1 }]);
      const older = await named(customer.id, `${marker}a`);
      const newer = await named((await createTestUser(shop.app.db, { locale: 'it' })).id, `${marker}b`);

      const page = await search(`q=${marker.toUpperCase()}`);
      expect(page.meta).toEqual({ current_page: 1, per_page: 25, total: 2, last_page: 1 });
      expect(page.data).toEqual([
        {
          id: newer.id,
          first_name: newer.marker,
          last_name: `Agrume-${newer.marker}`,
          email: newer.email,
          locale: 'it',
          created_at: expect.any(String),
          order_count: 0,
          last_order_at: null,
        },
        expect.objectContaining({ id: older.id, email: older.email, locale: 'fr', order_count: 1, last_order_at: expect.any(String) }),
      ]);
      const placedAt = await shop.app.db.selectFrom('orders').select('created_at').where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(page.data[1]!.last_order_at).toBe(placedAt.created_at.toISOString());
      // A piece of the address, the last name, and words found each in another field.
      expect(await idsFound(`${marker}b@example`)).toEqual([newer.id]);
      expect(await idsFound(`agrume-${marker}A`)).toEqual([older.id]);
      expect(await idsFound(`${marker}a  example.org`)).toEqual([older.id]);
      expect(await idsFound(`${marker}a Dupont`)).toEqual([]);
    });

    it('leaves erased accounts out, and takes a search’s odd characters as they are', async () => {
      const customer = await named((await createTestUser(shop.app.db)).id, newMarker());
      expect(await idsFound(customer.marker)).toEqual([customer.id]);
      expect((await eraseAccount(shop.app.db, customer.id, () => owner)).kind).toBe('erased');
      expect(await idsFound(customer.marker)).toEqual([]);
      expect(await idsFound(erasedEmail(customer.id))).toEqual([]);
      expect(await idsFound('100%_\\')).toEqual([]);
    });

    it('pages the list, and refuses what it does not take', async () => {
      expect((await search('page=99999')).data).toEqual([]);
      expect(refusalCodes(await call(shop.app, 'GET', '/api/staff/customers?page=0', { token: owner.token }))).toEqual({ page: ['min'] });
      expect((await call(shop.app, 'GET', '/api/staff/customers?sort=-id', { token: owner.token })).statusCode).toBe(400);
    });
  });

  describe('their data, downloaded by the owner', () => {
    it('is the ZIP the customer would get, in their language, and the journal says the owner took it', async () => {
      const { customer } = await paidTestOrder(shop.app, [{ price: 1250, quantity: 2 }], { locale: 'it' });
      const { email, marker } = await named(customer.id, newMarker());
      const response = await call(shop.app, 'GET', `/api/staff/customers/${customer.id}/data-export`, { token: owner.token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="i-miei-dati-atelier-du-citron-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      const data = JSON.parse(strFromU8(unzipSync(response.rawPayload)[exportTexts.it.data]!)) as Record<string, unknown[]>;
      expect(JSON.stringify(data)).toContain(email);
      expect(JSON.stringify(data)).toContain(marker);
      expect(data.ordini).toHaveLength(1);

      const [entry, ...others] = await journal('customer.exported', customer.id);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({ user_id: owner.id, actor_email: owner.email, before: null, after: null });
    });

    it('is not found for an unknown or erased account, and the journal says nothing', async () => {
      const { id } = await createTestUser(shop.app.db);
      await eraseAccount(shop.app.db, id, () => owner);
      for (const unknown of [id, 2_000_000_000])
        expect((await call(shop.app, 'GET', `/api/staff/customers/${unknown}/data-export`, { token: owner.token })).statusCode).toBe(404);
      expect(await journal('customer.exported', id)).toEqual([]);
    });
  });

  describe('their account, erased by the owner', () => {
    it('asks for the customer’s address typed again, and changes nothing when it is not theirs', async () => {
      const customer = await customerWithUnpaidOrder();
      expect(refusalCodes(await erase(customer.id, 'someone-else@example.org'))).toEqual({ email: ['email_mismatch'] });
      expect(refusalCodes(await erase(customer.id, ''))).toEqual({ email: ['required'] });
      expect(await erasedAt(customer.id)).toBeNull();
      expect((await call(shop.app, 'GET', '/api/me', { token: customer.token })).statusCode).toBe(200);
      expect(await journal('customer.erased', customer.id)).toEqual([]);
    });

    it('refuses while an order of theirs is on its way, naming it, and changes nothing', async () => {
      const { order, customer } = await paidTestOrder(shop.app, [{ price: 900, quantity: 1 }]);
      const response = await erase(customer.id, customer.email);
      expect(response.statusCode).toBe(409);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        errors: { account: ['orders_in_progress'] },
        details: { references: order.reference },
      });
      expect(await erasedAt(customer.id)).toBeNull();
      expect((await call(shop.app, 'GET', '/api/me', { token: customer.token })).statusCode).toBe(200);
    });

    it('erases it otherwise: the unpaid order cancelled, no login, the customer mailed, the owner in the journal', async () => {
      const customer = await customerWithUnpaidOrder();
      // Typed as a person types it: capitals, a space.
      const response = await erase(customer.id, ` ${customer.email.toUpperCase()}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: { status: 'erased', orders_cancelled: [customer.order.reference] } });

      expect(await erasedAt(customer.id)).not.toBeNull();
      expect((await call(shop.app, 'GET', '/api/me', { token: customer.token })).statusCode).toBe(401);
      const login = await call(shop.app, 'POST', '/api/login', { payload: { email: customer.email, password: customer.password } });
      expect(login.statusCode).toBe(422);
      expect((await mailTo(shop, customer.email)).subject).toBe('Votre compte a été supprimé');
      const [entry] = await journal('customer.erased', customer.id);
      expect(entry).toMatchObject({ user_id: owner.id, actor_email: owner.email });
      expect(JSON.parse(entry!.after!)).toEqual({ orders_cancelled: [customer.order.reference], orders_kept: [customer.order.reference] });
      expect(await idsFound(customer.marker)).toEqual([]);
      // Gone: a second erasure finds nothing.
      expect((await erase(customer.id, customer.email)).statusCode).toBe(404);
    });

    it('leaves the owner’s own account to her account page', async () => {
      expect(refusalCodes(await erase(owner.id, owner.email))).toEqual({ id: ['self'] });
      expect(await erasedAt(owner.id)).toBeNull();
    });
  });

  it('refuses every call to a helper, who sees nothing and changes nothing', async () => {
    const customer = await customerWithUnpaidOrder();
    const calls = [
      call(shop.app, 'GET', `/api/staff/customers?q=${customer.marker}`, { token: helperToken }),
      call(shop.app, 'GET', `/api/staff/customers/${customer.id}/data-export`, { token: helperToken }),
      erase(customer.id, customer.email, helperToken),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect(await erasedAt(customer.id)).toBeNull();
    expect(await journal('customer.exported', customer.id)).toEqual([]);
    expect((await call(shop.app, 'GET', '/api/me', { token: await sessionOf(shop.app, customer.id) })).statusCode).toBe(200);
  });
});
