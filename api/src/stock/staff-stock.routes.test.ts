import {
  auditListResponseSchema,
  lowStockThreshold,
  stockChangeResponseSchema,
  stockItemsPerPage,
  stockListResponseSchema,
} from '@lemon/staff-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../stock-notifications/stock-notifications.repository';
import {
  call,
  createMailingTestApp,
  mailsTo,
  newEmail,
  refusalCodes,
  staffSessionOf,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { stockOf } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('the stock screen on %s', (engine) => {
  let shop: MailingTestApp;
  let owner: { token: string; email: string };
  let helperToken: string;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    const ownerUser = await createTestUser(shop.app.db, { staffRole: 'owner' });
    owner = { token: await staffSessionOf(shop.app, ownerUser.id), email: ownerUser.email };
    helperToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'staff' })).id);
  });
  afterAll(() => shop.close());
  beforeEach(() => {
    shop.smtp.messages.length = 0;
  });

  const list = async (query: string) => {
    const response = await call(shop.app, 'GET', `/api/staff/stock?${query}`, { token: helperToken });
    expect(response.statusCode, response.body).toBe(200);
    return stockListResponseSchema.parse(response.json());
  };
  const adjust = (variationId: number, change: unknown, token = helperToken) =>
    call(shop.app, 'POST', `/api/staff/stock/${variationId}/adjust`, { token, payload: { change } });
  const setTo = (variationId: number, stock: number) =>
    call(shop.app, 'PUT', `/api/product_variations/${variationId}/stock`, { token: helperToken, payload: { stock } });
  const adjusted = async (variationId: number, change: number) => {
    const response = await adjust(variationId, change);
    expect(response.statusCode, response.body).toBe(200);
    return stockChangeResponseSchema.parse(response.json());
  };
  const auditOf = async (variationId: number) => {
    const response = await call(shop.app, 'GET', `/api/staff/audit?subject_type=product_variation&subject_id=${variationId}`, {
      token: owner.token,
    });
    return auditListResponseSchema.parse(response.json()).data.map(({ action, before, after }) => ({ action, before, after }));
  };
  /** A product of its own, found by the key in its names. */
  const productWith = async (stocks: number[]) => {
    const product = await createTestProduct(shop.app.db, { stocks });
    return { ...product, key: product.slug.replace('essai-', '') };
  };
  const waitFor = async (variationId: number, count: number, locale = 'fr') => {
    const emails = Array.from({ length: count }, () => newEmail('waiting'));
    for (const email of emails) await signUp(shop.app.db, { email, variationId, locale });
    return emails;
  };

  it('lists each variation with its product’s names in every language, its stock and the shoppers still waiting', async () => {
    const { key, productId, variationIds } = await productWith([0, 2, 40]);
    const [soldOut, low, plenty] = variationIds as [number, number, number];
    const [alreadyTold] = await waitFor(soldOut, 3);
    await shop.app.db.updateTable('stock_notifications').set({ notified_at: new Date() }).where('email', '=', alreadyTold!).execute();
    const { data, meta } = await list(`q=${key}`);
    expect(meta).toEqual({ current_page: 1, per_page: stockItemsPerPage, total: 3, last_page: 1 });
    expect(data.map(({ variation_id, stock, level, waiting }) => ({ variation_id, stock, level, waiting }))).toEqual([
      { variation_id: soldOut, stock: 0, level: 'out', waiting: 2 },
      { variation_id: low, stock: 2, level: 'low', waiting: 0 },
      { variation_id: plenty, stock: 40, level: 'enough', waiting: 0 },
    ]);
    expect(data[0]).toMatchObject({
      product_id: productId,
      product: { fr: `Citron d’essai ${key}`, en: `Trial lemon ${key}`, it: `Limone di prova ${key}` },
      variation: { fr: expect.any(String), en: expect.any(String), it: expect.any(String) },
    });
  });

  it('puts the variations out of stock first, then those running low, across the whole catalogue', async () => {
    const { data } = await list('');
    const order = { out: 0, low: 1, enough: 2 };
    const ranks = data.map((item) => order[item.level]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(data.every((item) => item.level !== 'low' || (item.stock > 0 && item.stock <= lowStockThreshold))).toBe(true);
  });

  it('finds variations by any word of their names, in any language and case, and by level', async () => {
    const { key, variationIds } = await productWith([0, lowStockThreshold, lowStockThreshold + 1]);
    expect((await list(`q=${key.toUpperCase()}`)).meta.total).toBe(3);
    expect((await list(`q=trial%20${key}`)).meta.total).toBe(3);
    expect((await list(`q=limone%20${key}`)).meta.total).toBe(3);
    expect((await list(`q=${key}%20nothing-like-it`)).meta.total).toBe(0);
    // The owner's `%` and `_` are letters, not wildcards.
    expect((await list(`q=%25`)).meta.total).toBe(0);
    expect((await list(`q=${key}&level=out`)).data.map((item) => item.variation_id)).toEqual([variationIds[0]]);
    expect((await list(`q=${key}&level=low`)).data.map((item) => item.variation_id)).toEqual([variationIds[1]]);
  });

  it('gives a large catalogue a page at a time', async () => {
    const first = await list('');
    expect(first.data).toHaveLength(Math.min(stockItemsPerPage, first.meta.total));
    const last = await list(`page=${first.meta.last_page}`);
    expect(last.meta.current_page).toBe(first.meta.last_page);
    expect(last.data.length).toBe(first.meta.total - (first.meta.last_page - 1) * stockItemsPerPage);
  });

  it('refuses a query it does not know', async () => {
    for (const [query, status] of [
      ['level=plenty', 422],
      ['page=0', 422],
      ['sort=stock', 400],
      ['q=a&q=b', 400],
    ] as const)
      expect((await call(shop.app, 'GET', `/api/staff/stock?${query}`, { token: helperToken })).statusCode, query).toBe(status);
  });

  it('adds and takes units away, and logs each change with the stock before and after', async () => {
    const [variationId] = (await productWith([5])).variationIds as [number];
    expect((await adjusted(variationId, 3)).data).toMatchObject({ variation_id: variationId, stock: 8, level: 'enough' });
    expect((await adjusted(variationId, -6)).data).toMatchObject({ stock: 2, level: 'low' });
    expect(await stockOf(shop.app.db, variationId)).toBe(2);
    expect(await auditOf(variationId)).toEqual([
      { action: 'stock.adjusted', before: { stock: 8 }, after: { stock: 2, change: -6 } },
      { action: 'stock.adjusted', before: { stock: 5 }, after: { stock: 8, change: 3 } },
    ]);
  });

  it('never takes the stock below zero: a 422 that says so, and nothing changed or logged', async () => {
    const [variationId] = (await productWith([2])).variationIds as [number];
    const refused = await adjust(variationId, -3);
    expect(refusalCodes(refused)).toEqual({ change: ['stock'] });
    expect((refused.json() as { message: string }).message).toMatch(/below 0/);
    expect(refusalCodes(await adjust(variationId, 0))).toEqual({ change: ['invalid'] });
    expect(refusalCodes(await adjust(variationId, 1.5))).toEqual({ change: ['invalid'] });
    expect(refusalCodes(await adjust(variationId, '+1'))).toEqual({ change: ['invalid'] });
    expect(refusalCodes(await adjust(variationId, 100_001))).toEqual({ change: ['max'] });
    expect(refusalCodes(await adjust(variationId, 99_999))).toEqual({ change: ['max'] });
    expect(await stockOf(shop.app.db, variationId)).toBe(2);
    expect(await auditOf(variationId)).toEqual([]);
    expect((await adjust(999_999, 1)).statusCode).toBe(404);
    expect((await call(shop.app, 'POST', `/api/staff/stock/${variationId}/adjust`, { payload: { change: 1 } })).statusCode).toBe(401);
    expect(await stockOf(shop.app.db, variationId)).toBe(2);
  });

  it('counts every one of many changes at once, and stops them all at zero', async () => {
    const [variationId] = (await productWith([5])).variationIds as [number];
    const responses = await Promise.all(Array.from({ length: 8 }, () => adjust(variationId, -1)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 422, 422, 422]);
    expect(await stockOf(shop.app.db, variationId)).toBe(0);
    expect(await auditOf(variationId)).toHaveLength(5);
  });

  it('e-mails the waiting list once, in each shopper’s language, when a +1 brings a variation back from zero', async () => {
    const [variationId] = (await productWith([0])).variationIds as [number];
    const [french, english] = [...(await waitFor(variationId, 1, 'fr')), ...(await waitFor(variationId, 1, 'en'))];
    const restock = await adjusted(variationId, 1);
    expect(restock.meta.notified).toBe(2);
    expect(restock.data.waiting).toBe(0);
    expect((await mailsTo(shop, french!)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/est de retour$/)]);
    expect((await mailsTo(shop, english!)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/is back$/)]);
    // Not from zero: nobody is e-mailed again.
    expect((await adjusted(variationId, 4)).meta.notified).toBe(0);
    // Down to zero and back, with nobody new waiting: nobody is e-mailed again either.
    await adjusted(variationId, -5);
    expect((await adjusted(variationId, 2)).meta.notified).toBe(0);
    expect(await mailsTo(shop, french!)).toHaveLength(1);
    expect(await mailsTo(shop, english!)).toHaveLength(1);
  });

  it('e-mails the waiting list when the stock is set from zero, and not when set from some', async () => {
    const [variationId] = (await productWith([0])).variationIds as [number];
    const [waiting] = await waitFor(variationId, 1);
    const fromSome = await productWith([3]);
    await waitFor(fromSome.variationIds[0]!, 1);
    expect((await setTo(fromSome.variationIds[0]!, 10)).json()).toMatchObject({ meta: { notified: 0 } });
    expect((await setTo(variationId, 12)).json()).toMatchObject({ meta: { notified: 1 } });
    expect(await mailsTo(shop, waiting!)).toHaveLength(1);
    expect(shop.smtp.messages).toHaveLength(1);
  });

  it('e-mails each shopper once when two restocks from zero come at once', async () => {
    const [variationId] = (await productWith([0])).variationIds as [number];
    const emails = await waitFor(variationId, 3);
    const [viaAdjust, viaSet] = await Promise.all([adjust(variationId, 2), setTo(variationId, 6)]);
    expect([viaAdjust.statusCode, viaSet.statusCode]).toEqual([200, 200]);
    const notified = [viaAdjust, viaSet].map((response) => (response.json() as { meta: { notified: number } }).meta.notified);
    expect(notified.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (const email of emails) expect(await mailsTo(shop, email)).toHaveLength(1);
  });
});
