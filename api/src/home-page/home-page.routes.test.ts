import { listEnvelope } from '@lemon/shared/contract';
import { festivalNoticeResponseSchema } from '@lemon/shell-contract';
import { productSchema } from '@lemon/catalog-contract';
import { staffHomePageResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, refusalCodes, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';
import { defaultFestivalNotice } from './festival-notice';

describe('the festival notice until the owner sets one', () => {
  it('is the next festival on its usual days, shown two weeks before', () => {
    expect(defaultFestivalNotice('2026-11-27')).toMatchObject({
      shown_from: '2027-02-03',
      starts_on: '2027-02-17',
      ends_on: '2027-03-03',
      version: 0,
    });
    expect(defaultFestivalNotice('2027-03-03')).toMatchObject({ starts_on: '2027-02-17', ends_on: '2027-03-03' });
    expect(defaultFestivalNotice('2027-03-04')).toMatchObject({ shown_from: '2028-02-03', starts_on: '2028-02-17' });
  });
});

describe.each(testEngines)('the home page’s moving parts on %s', (engine) => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    token = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(() => {
    vi.useRealTimers();
    return shop.close();
  });

  const staffCall = (method: 'GET' | 'PUT', url: string, payload?: object) => call(shop.app, method, url, { token, payload });
  const homePage = async () => staffHomePageResponseSchema.parse((await staffCall('GET', '/api/staff/home-page')).json()).data;
  const publicNotice = async () => festivalNoticeResponseSchema.parse((await shop.app.inject({ url: '/api/festival-notice' })).json()).data;
  const bestSellers = async () =>
    listEnvelope(productSchema)
      .parse((await shop.app.inject({ url: '/api/products?perPage=5&filter[is_highlighted]=true&sort=order' })).json())
      .data.map((product) => product.id);

  it('answers everyone the festival notice, and the owner’s words and days from her save on', async () => {
    const before = await publicNotice(); // cached now: the save must clear it
    expect(before.message.fr).toBe('les livraisons peuvent prendre un peu de retard.');
    // Never saved: it links to the shop's festival category.
    expect(before.category).toMatchObject({ slug: { fr: 'fete-du-citron', en: 'lemon-festival', it: 'festa-del-limone' } });
    const { festival_notice: notice } = await homePage();
    expect(notice.version).toBe(0);
    const words = {
      fr: 'nos livraisons prennent deux jours de plus.',
      en: 'deliveries take two more days.',
      it: 'le consegne richiedono due giorni in più.',
    };
    const saved = await staffCall('PUT', '/api/staff/home-page/festival-notice', {
      shown_from: '2027-01-30',
      starts_on: '2027-02-13',
      ends_on: '2027-03-01',
      message: words,
      version: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { version: 1, starts_on: '2027-02-13' } });
    expect(await publicNotice()).toEqual({
      shown_from: '2027-01-30',
      starts_on: '2027-02-13',
      ends_on: '2027-03-01',
      message: words,
      category: null,
    });

    const late = await staffCall('PUT', '/api/staff/home-page/festival-notice', { ...notice, message: words, version: 0 });
    expect(late.statusCode).toBe(409);
    expect(
      refusalCodes(await staffCall('PUT', '/api/staff/home-page/festival-notice', { ...notice, ends_on: '2027-02-01', version: 1 })),
    ).toEqual({
      ends_on: ['date_order'],
    });
    expect(
      refusalCodes(
        await staffCall('PUT', '/api/staff/home-page/festival-notice', { ...notice, message: { ...words, it: ' ' }, version: 1 }),
      ),
    ).toEqual({
      'message.it': ['required'],
    });
    expect((await publicNotice()).starts_on).toBe('2027-02-13');

    // The owner links it to a category of her choice; one there is none of is refused.
    const { categoryId } = await createTestProduct(shop.app.db, { stocks: [1] });
    const linked = await staffCall('PUT', '/api/staff/home-page/festival-notice', {
      ...notice,
      message: words,
      category_id: categoryId,
      version: 1,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await publicNotice()).category?.id).toBe(categoryId);
    expect(
      refusalCodes(
        await staffCall('PUT', '/api/staff/home-page/festival-notice', { ...notice, message: words, category_id: 999_999, version: 2 }),
      ),
    ).toEqual({ category_id: ['exists'] });
    expect((await publicNotice()).category?.id).toBe(categoryId);
  });

  it('makes another product the product of the month, unless it changed since the owner saw it', async () => {
    const { productId } = await createTestProduct(shop.app.db, { stocks: [4] });
    const { monthly_product: current } = await homePage();
    expect(current).not.toBeNull();
    const chosen = await staffCall('PUT', '/api/staff/home-page/monthly-product', { product_id: productId, replacing: current!.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(staffHomePageResponseSchema.parse(chosen.json()).data.monthly_product?.id).toBe(productId);
    const monthly = listEnvelope(productSchema).parse(
      (await shop.app.inject({ url: '/api/products?filter[is_monthly]=true&include=recipes' })).json(),
    );
    expect(monthly.data.map((product) => product.id)).toEqual([productId]);

    const late = await staffCall('PUT', '/api/staff/home-page/monthly-product', { product_id: current!.id, replacing: current!.id });
    expect(late.statusCode).toBe(409);
    expect(
      refusalCodes(await staffCall('PUT', '/api/staff/home-page/monthly-product', { product_id: 999_999, replacing: productId })),
    ).toEqual({
      product_id: ['exists'],
    });
    expect((await homePage()).monthly_product?.id).toBe(productId);
  });

  it('puts the best sellers in the owner’s order on the home page, adds and removes them, refuses a stale order', async () => {
    const seen = (await homePage()).best_sellers.map((product) => product.id);
    expect(await bestSellers()).toEqual(seen.slice(0, 5));
    const categoryOrder = () => shop.app.db.selectFrom('products').select(['id', 'position']).orderBy('id').execute();
    const { productId } = await createTestProduct(shop.app.db, { stocks: [4] });
    const categoryOrderBefore = await categoryOrder();
    const wanted = [productId, ...[...seen].reverse().slice(1)];
    const saved = await staffCall('PUT', '/api/staff/home-page/best-sellers', { ids: wanted, replacing: seen });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(staffHomePageResponseSchema.parse(saved.json()).data.best_sellers.map((product) => product.id)).toEqual(wanted);
    expect(await bestSellers()).toEqual(wanted.slice(0, 5));

    expect((await staffCall('PUT', '/api/staff/home-page/best-sellers', { ids: seen, replacing: seen })).statusCode).toBe(409);
    expect(refusalCodes(await staffCall('PUT', '/api/staff/home-page/best-sellers', { ids: [999_999], replacing: wanted }))).toEqual({
      ids: ['exists'],
    });
    expect(await bestSellers()).toEqual(wanted.slice(0, 5));
    const dropped = await shop.app.db
      .selectFrom('products')
      .select('is_highlighted')
      .where('id', '=', seen.at(-1)!)
      .executeTakeFirstOrThrow();
    expect(dropped.is_highlighted).toBe(0);
    // Reordering the best sellers leaves the category pages' order alone.
    expect(await categoryOrder()).toEqual(categoryOrderBefore);
  });
});
