import { errorBodySchema } from '@lemon/shared/contract';
import type { PromoCodePayload } from '@lemon/orders-contract';
import { auditListResponseSchema, staffPromoCodeListResponseSchema, staffPromoCodeResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refusalCodes, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createOrdersWithPromo } from '../test-support/test-promos';
import { createTestUser } from '../test-support/test-users';

let codes = 0;
/** A code no other test of the run uses. */
const newCode = (name = 'edit') => `${name}-${process.pid}-${(codes += 1)}`.toUpperCase();

describe.each(testEngines)('the owner editing, switching off and deleting promo codes on %s', (engine) => {
  let shop: TestApp;
  let owner: { token: string; email: string };
  let variationId: number;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    const ownerUser = await createTestUser(shop.app.db, { staffRole: 'owner' });
    owner = { token: await staffSessionOf(shop.app, ownerUser.id), email: ownerUser.email };
    [variationId] = (await createTestProduct(shop.app.db, { stocks: [1000], prices: [2000] })).variationIds as [number];
  });
  afterAll(() => shop.close());

  const created = async (payload: Partial<PromoCodePayload> = {}) => {
    const response = await call(shop.app, 'POST', '/api/promo_codes', {
      token: owner.token,
      payload: { code: newCode(), kind: 'percentage', value: 10, ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return staffPromoCodeResponseSchema.parse(response.json()).data;
  };
  const edit = (id: number, payload: object) => call(shop.app, 'PUT', `/api/promo_codes/${id}`, { token: owner.token, payload });
  const switchCode = (id: number, move: 'disable' | 'enable') =>
    call(shop.app, 'POST', `/api/promo_codes/${id}/${move}`, { token: owner.token });
  const remove = (id: number) => call(shop.app, 'DELETE', `/api/promo_codes/${id}`, { token: owner.token });
  const stored = async (id: number) => {
    const response = await call(shop.app, 'GET', '/api/promo_codes', { token: owner.token });
    return staffPromoCodeListResponseSchema.parse(response.json()).data.find((promo) => promo.id === id);
  };
  const auditOf = async (id: number) => {
    const response = await call(shop.app, 'GET', `/api/staff/audit?subject_type=promo_code&subject_id=${id}`, { token: owner.token });
    return auditListResponseSchema
      .parse(response.json())
      .data.map(({ action, actor_email, before, after }) => ({ action, actor_email, before, after }));
  };

  it('lists each code with its state and the orders that carry it', async () => {
    const promo = await created();
    expect(await stored(promo.id)).toEqual({ ...promo, disabled_at: null, order_count: 0, times_used: 0, created_at: expect.any(String) });
  });

  it('edits a code’s rule and bounds, logging them before and after', async () => {
    const promo = await created({ value: 10 });
    const code = newCode('renamed');
    const response = await edit(promo.id, {
      code: code.toLowerCase(),
      kind: 'fixed',
      value: 500,
      minimum_amount: 3000,
      ends_at: '2026-12-31T23:00:00Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = staffPromoCodeResponseSchema.parse(response.json()).data;
    expect(edited).toMatchObject({
      id: promo.id,
      code,
      kind: 'fixed',
      value: 500,
      minimum_amount: 3000,
      ends_at: '2026-12-31T23:00:00.000Z',
    });
    expect(await stored(promo.id)).toEqual(edited);
    const [entry] = await auditOf(promo.id);
    expect(entry).toEqual({
      action: 'promo_code.updated',
      actor_email: owner.email,
      before: expect.objectContaining({ code: promo.code, kind: 'percentage', value: 10, minimum_amount: null, ends_at: null }),
      after: expect.objectContaining({ code, kind: 'fixed', value: 500, minimum_amount: 3000, ends_at: '2026-12-31T23:00:00.000Z' }),
    });
  });

  it('refuses an edit by the creation’s rules, and a code taken already, changing nothing', async () => {
    const promo = await created();
    const other = await created();
    expect(refusalCodes(await edit(promo.id, { code: promo.code, kind: 'percentage', value: 101 }))).toEqual({ value: ['max'] });
    expect(refusalCodes(await edit(promo.id, { code: 'deux+mots', kind: 'fixed', value: 0 }))).toEqual({
      code: ['promo_invalid'],
      value: ['min'],
    });
    expect(
      refusalCodes(
        await edit(promo.id, {
          code: promo.code,
          kind: 'fixed',
          value: 5,
          starts_at: '2027-01-01T00:00:00Z',
          ends_at: '2026-01-01T00:00:00Z',
        }),
      ),
    ).toEqual({ ends_at: ['invalid'] });
    expect(refusalCodes(await edit(promo.id, { code: other.code.toLowerCase(), kind: 'fixed', value: 5 }))).toEqual({ code: ['invalid'] });
    expect(await stored(promo.id)).toMatchObject({ code: promo.code, kind: 'percentage', value: 10 });
    expect(await auditOf(promo.id)).toEqual([expect.objectContaining({ action: 'promo_code.created' })]);
    expect((await edit(999_999, { code: newCode(), kind: 'fixed', value: 5 })).statusCode).toBe(404);
  });

  it('keeps the text of a code orders used, and lets its rule change', async () => {
    const promo = await created({ value: 10 });
    await createOrdersWithPromo(shop.app.db, promo.id, ['cancelled']);
    const refused = await edit(promo.id, { code: newCode(), kind: 'percentage', value: 10 });
    expect(refusalCodes(refused)).toEqual({ code: ['invalid'] });
    expect(errorBodySchema.parse(refused.json()).message).toMatch(/cannot change/);
    expect((await stored(promo.id))?.code).toBe(promo.code);
    expect((await edit(promo.id, { code: promo.code.toLowerCase(), kind: 'percentage', value: 20 })).statusCode).toBe(200);
    expect(await stored(promo.id)).toMatchObject({ code: promo.code, value: 20, order_count: 1 });
  });

  it('switches a code off and on again, logging each once', async () => {
    const promo = await created();
    const off = staffPromoCodeResponseSchema.parse((await switchCode(promo.id, 'disable')).json()).data;
    expect(off.disabled_at).not.toBeNull();
    // Off again: nothing changes, nothing more is logged.
    expect(staffPromoCodeResponseSchema.parse((await switchCode(promo.id, 'disable')).json()).data).toEqual(off);
    const on = staffPromoCodeResponseSchema.parse((await switchCode(promo.id, 'enable')).json()).data;
    expect(on.disabled_at).toBeNull();
    expect(await auditOf(promo.id)).toEqual([
      { action: 'promo_code.enabled', actor_email: owner.email, before: { disabled_at: off.disabled_at }, after: { disabled_at: null } },
      { action: 'promo_code.disabled', actor_email: owner.email, before: { disabled_at: null }, after: { disabled_at: off.disabled_at } },
      expect.objectContaining({ action: 'promo_code.created' }),
    ]);
    expect((await switchCode(999_999, 'disable')).statusCode).toBe(404);
  });

  it('refuses a disabled code to a cart, drops it from a cart that held it, and refuses it at checkout', async () => {
    const promo = await created({ value: 10 });
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }]);
    const apply = () =>
      call(shop.app, 'POST', `/api/carts/${customer.cartId}/promo`, { token: customer.token, payload: { promo_id: promo.code } });
    expect(cartOf(await apply())).toMatchObject({ promo: { code: promo.code }, discount: 400 });
    await switchCode(promo.id, 'disable');
    // The checkout checks the code again as it takes the order.
    const refused = await placeOrderCall(shop.app, customer);
    expect(refusalCodes(refused)).toEqual({ promo_id: ['promo_invalid'] });
    expect(await shop.app.db.selectFrom('orders').select('id').where('promo_code_id', '=', promo.id).execute()).toEqual([]);
    // The cart no longer shows it, and it cannot be applied again.
    expect(cartOf(await call(shop.app, 'GET', `/api/carts/${customer.cartId}`, { token: customer.token }))).toMatchObject({
      promo: null,
      discount: 0,
    });
    expect(refusalCodes(await apply())).toEqual({ promo_id: ['promo_invalid'] });
    // Enabled again, it applies and the order takes it.
    await switchCode(promo.id, 'enable');
    expect(cartOf(await apply())).toMatchObject({ promo: { code: promo.code } });
    expect(placedOrder(await placeOrderCall(shop.app, customer)).order).toMatchObject({ discount: 400 });
  });

  it('deletes a code no order carries, logging what it was', async () => {
    const promo = await created();
    const response = await remove(promo.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stored(promo.id)).toBeUndefined();
    expect((await auditOf(promo.id))[0]).toEqual({
      action: 'promo_code.deleted',
      actor_email: owner.email,
      before: expect.objectContaining({ code: promo.code, value: 10, disabled_at: null }),
      after: null,
    });
    expect((await remove(promo.id)).statusCode).toBe(404);
  });

  it('refuses to delete a code an order carries, saying to disable it instead, and keeps it', async () => {
    const promo = await created();
    await createOrdersWithPromo(shop.app.db, promo.id, ['new']);
    const refused = await remove(promo.id);
    expect(refusalCodes(refused)).toEqual({ id: ['invalid'] });
    expect(errorBodySchema.parse(refused.json()).message).toMatch(/Disable it instead/);
    expect(await stored(promo.id)).toMatchObject({ code: promo.code, order_count: 1 });
    expect((await auditOf(promo.id)).map((entry) => entry.action)).toEqual(['promo_code.created']);
  });
});
