import { errorBodySchema } from '@lemon/shared/contract';
import { promoCodeListResponseSchema, promoCodeResponseSchema, type PromoCodePayload } from '@lemon/orders-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionOf, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createOrdersWithPromo } from '../test-support/test-promos';
import { createTestUser } from '../test-support/test-users';

let codes = 0;
/** A code no other test of the run uses. */
const newCode = (name = 'citron') => `${name}-${process.pid}-${(codes += 1)}`;

describe.each(testEngines)('the staff’s promo codes on %s', (engine) => {
  let shop: TestApp;
  let staff: string;
  let shopper: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    staff = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    shopper = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
  });
  afterAll(() => shop.close());

  const create = (payload: PromoCodePayload, token = staff) => call(shop.app, 'POST', '/api/promo_codes', { token, payload });
  const created = async (payload: PromoCodePayload) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return promoCodeResponseSchema.parse(response.json()).data;
  };
  const list = async () => {
    const response = await call(shop.app, 'GET', '/api/promo_codes', { token: staff });
    expect(response.statusCode).toBe(200);
    return promoCodeListResponseSchema.parse(response.json()).data;
  };
  const refusal = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(422);
    return errorBodySchema.parse(response.json()).errors;
  };

  it('creates a code, stored in capitals, with its rule and its bounds', async () => {
    const code = newCode();
    const promo = await created({
      code,
      kind: 'percentage',
      value: 15,
      minimum_amount: 5000,
      starts_at: '2026-12-01T00:00:00+01:00',
      ends_at: '2027-01-01T00:00:00Z',
      usage_limit: 100,
    });
    expect(promo).toEqual({
      id: expect.any(Number),
      code: code.toUpperCase(),
      kind: 'percentage',
      value: 15,
      minimum_amount: 5000,
      starts_at: '2026-11-30T23:00:00.000Z',
      ends_at: '2027-01-01T00:00:00.000Z',
      usage_limit: 100,
      times_used: 0,
    });
    const plain = await created({ code: newCode(), kind: 'fixed', value: 500 });
    expect(plain).toMatchObject({ kind: 'fixed', value: 500, minimum_amount: null, starts_at: null, ends_at: null, usage_limit: null });
    expect((await list()).slice(0, 2)).toEqual([plain, promo]);
  });

  it('refuses a code that exists already, in any case', async () => {
    const code = newCode();
    await created({ code, kind: 'fixed', value: 500 });
    expect(refusal(await create({ code: code.toLowerCase(), kind: 'percentage', value: 10 }))).toEqual({ code: ['invalid'] });
    expect((await list()).filter((promo) => promo.code === code.toUpperCase())).toHaveLength(1);
  });

  it('refuses rules that make no sense', async () => {
    expect(refusal(await create({ code: newCode(), kind: 'percentage', value: 101 }))).toEqual({ value: ['max'] });
    expect(refusal(await create({ code: 'citron 10 %', kind: 'fixed', value: 0 }))).toEqual({ code: ['promo_invalid'], value: ['min'] });
    expect(
      refusal(
        await create({ code: newCode(), kind: 'fixed', value: 500, starts_at: '2027-01-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }),
      ),
    ).toEqual({ ends_at: ['invalid'] });
    // Moments compared as moments, not as text: 10:00 in Menton in summer is 08:00 UTC, an hour before 09:00 UTC.
    const acrossOffsets = { code: newCode(), kind: 'fixed' as const, value: 500 };
    expect((await created({ ...acrossOffsets, starts_at: '2026-07-01T10:00:00+02:00', ends_at: '2026-07-01T09:00:00Z' })).starts_at).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(
      refusal(await create({ ...acrossOffsets, code: newCode(), starts_at: '2026-07-01T09:00:00Z', ends_at: '2026-07-01T10:00:00+02:00' })),
    ).toEqual({ ends_at: ['invalid'] });
  });

  it('counts the paid orders that used each code', async () => {
    const promo = await created({ code: newCode(), kind: 'fixed', value: 500, usage_limit: 10 });
    await createOrdersWithPromo(shop.app.db, promo.id, ['paid', 'sent', 'ready', 'done', 'new', 'cancelled', 'paid']);
    expect((await list()).find((entry) => entry.id === promo.id)?.times_used).toBe(5);
  });

  it('is for the staff only', async () => {
    const payload: PromoCodePayload = { code: newCode(), kind: 'fixed', value: 500 };
    for (const [token, status] of [
      [undefined, 401],
      [shopper, 403],
    ] as const) {
      const as = token ? { token } : {};
      expect((await call(shop.app, 'GET', '/api/promo_codes', as)).statusCode).toBe(status);
      const refused = await call(shop.app, 'POST', '/api/promo_codes', { ...as, payload });
      expect(refused.statusCode).toBe(status);
      expect(errorBodySchema.parse(refused.json()).message).toBeTruthy();
    }
    expect(await shop.app.db.selectFrom('promo_codes').select('id').where('code', '=', payload.code.toUpperCase()).execute()).toEqual([]);
  });
});
