import { randomUUID } from 'node:crypto';
import { parisDay } from '@lemon/shared/contract';
import { pageViewsResponseSchema, type PageViewCount } from '@lemon/shell-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBodyLimit } from '../app';
import { call, nextClient, refusalCodes, sessionOf, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestProduct } from '../test-support/test-products';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { storePageView } from './page-views.repository';
import { pageViewsPerMinute } from './page-views.routes';

/** A page view as the browser sends it, `overrides` (wrong values too) aside; from a visitor of its own. */
const pageView = (overrides: Record<string, unknown> = {}) => ({
  path: '/fr/produit/liqueur-citron-menton',
  visitor: randomUUID(),
  ...overrides,
});

/** The calendar day `days` before `day`. */
const daysBefore = (day: string, days: number) => new Date(Date.parse(day) - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe.each(testEngines)('first-party page views on %s', (engine) => {
  let shop: TestApp;
  let staffToken: string;
  let shopperToken: string;
  /** A product whose Italian slug has an accent, and one whose French slug holds every character a URL path may. */
  let accented: string;
  let everyCharacter: number;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    const slugged = async (column: 'slug_fr' | 'slug_it', slug: string) => {
      const { productId } = await createTestProduct(shop.app.db);
      await shop.app.db
        .updateTable('products')
        .set({ [column]: slug })
        .where('id', '=', productId)
        .execute();
      return productId;
    };
    accented = `limoncello-été-${randomUUID().slice(0, 8)}`;
    await slugged('slug_it', accented);
    everyCharacter = await slugged('slug_fr', "a-z_A-Z.0~9!$&'()*+,;=:@/é");
    staffToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    shopperToken = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
  });
  afterAll(() => shop.close());

  const send = (payload: object, { client = nextClient(), token }: { client?: string; token?: string } = {}) =>
    call(shop.app, 'POST', '/api/page-views', { payload, client, token });
  const storedViews = () => shop.app.db.selectFrom('page_views').selectAll().orderBy('id').execute();
  const viewsOf = async (visitor: string) => (await storedViews()).filter((row) => row.visitor === visitor);
  const counts = (query = '', token = staffToken) => call(shop.app, 'GET', `/api/staff/page-views${query}`, { token });
  /** Views of `path` by `visitor`, seen at each of `moments`. */
  const viewed = async (path: string, visitor: string, ...moments: string[]) => {
    for (const moment of moments) await storePageView(shop.app.db, { path, visitor }, new Date(moment));
  };

  it('keeps a view under its day in Paris and answers 204 with no body, no cookie and no caching', async () => {
    const view = pageView({ path: `/it/produit/${encodeURIComponent(accented)}` });
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/page-views',
      payload: view,
      remoteAddress: nextClient(),
      // The browser sends its cookies along; the API reads none and sets none.
      headers: { cookie: `cc_cookie=%7B%7D; lemon_visitor=${view.visitor}` },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');

    const [row, ...more] = await viewsOf(view.visitor);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ path: view.path, visitor: view.visitor });
    expect(row!.viewed_at).toBeInstanceOf(Date);
    expect(row!.day).toBe(parisDay(row!.viewed_at));
    expect(Math.abs(row!.viewed_at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('counts a logged-in shopper’s views too, and keeps a visitor in lower case', async () => {
    const visitor = randomUUID();
    const response = await send(pageView({ path: '/en', visitor: visitor.toUpperCase() }), { token: shopperToken });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await viewsOf(visitor)).toHaveLength(1);
  });

  it.each([
    ['just after midnight in Paris, still the day before in UTC (winter, UTC+1)', '2026-11-22T23:30:00Z', '2026-11-23'],
    ['just after midnight in Paris, in summer (UTC+2)', '2026-07-14T22:05:00Z', '2026-07-15'],
    ['just before midnight in Paris', '2026-11-22T22:59:59Z', '2026-11-22'],
  ])('dates a view seen %s by its day in Paris', async (_case, moment, day) => {
    const visitor = randomUUID();
    await viewed('/fr', visitor, moment);
    const [row] = await viewsOf(visitor);
    expect(row).toMatchObject({ day, viewed_at: new Date(moment) });
  });

  it.each([
    ['the shortest paths', () => ['/fr', '/en/', '/it']],
    ['every character a URL path holds', () => ["/fr/produit/a-z_A-Z.0~9!$&'()*+,;=:@%2F%c3%a9/"]],
    ['a path of 300 characters', () => [`/fr/produit/${String(everyCharacter).padStart(288, '0')}`]],
    ['a product or category by its slug in another language, or by its id', () => ['/en/produit/liqueur-citron-menton', '/it/categorie/1']],
  ])('takes %s', async (_case, pathsOf) => {
    for (const path of pathsOf()) {
      const view = pageView({ path });
      expect((await send(view)).statusCode, path).toBe(204);
      expect((await viewsOf(view.visitor)).map((row) => row.path)).toEqual([path]);
    }
  });

  it.each([
    ['no path', { path: undefined }, { path: ['required'] }],
    ['an empty path', { path: '' }, { path: ['required'] }],
    ['a path that is not text', { path: 42 }, { path: ['invalid'] }],
    ['a path without its leading slash', { path: 'fr/boutique' }, { path: ['invalid'] }],
    ['a whole URL', { path: 'https://shop.example/fr' }, { path: ['invalid'] }],
    ['a path in no language of the shop', { path: '/de/laden' }, { path: ['invalid'] }],
    ['a path with no language', { path: '/' }, { path: ['invalid'] }],
    ['a language in capitals', { path: '/FR/boutique' }, { path: ['invalid'] }],
    ['a language run into the next word', { path: '/french' }, { path: ['invalid'] }],
    ['a path with a query', { path: '/fr/boutique?utm_source=mail' }, { path: ['invalid'] }],
    ['a path with a hash', { path: '/fr/boutique#recettes' }, { path: ['invalid'] }],
    ['a path with a space', { path: '/fr/la boutique' }, { path: ['invalid'] }],
    ['a path with a control character', { path: '/fr/\tboutique' }, { path: ['invalid'] }],
    ['a path with a NUL', { path: '/fr/\u0000' }, { path: ['invalid'] }],
    ['a path with a character left unencoded', { path: '/fr/été' }, { path: ['invalid'] }],
    ['a path with a broken escape', { path: '/fr/100%' }, { path: ['invalid'] }],
    ['an escape that is not UTF-8', { path: '/fr/produit/%C3' }, { path: ['invalid'] }],
    ['a path that is none of the shop’s pages', { path: '/fr/boutique' }, { path: ['invalid'] }],
    ['a page outside the languages', { path: '/fr/verify-email/1/abc' }, { path: ['invalid'] }],
    ['a product the catalogue does not have', { path: '/fr/produit/limoncello' }, { path: ['invalid'] }],
    ['a category the catalogue does not have', { path: '/en/categorie/no-such-shelf' }, { path: ['invalid'] }],
    ['a product id nobody has', { path: '/it/produit/2000000000' }, { path: ['invalid'] }],
    ['a category id past the ids', { path: '/fr/categorie/99999999999999999999' }, { path: ['invalid'] }],
    ['a path of 301 characters', { path: `/fr/${'x'.repeat(297)}` }, { path: ['max'] }],
    ['no visitor', { visitor: undefined }, { visitor: ['required'] }],
    ['a visitor that is not a uuid', { visitor: 'visitor-1' }, { visitor: ['invalid'] }],
    ['the nil uuid', { visitor: '00000000-0000-0000-0000-000000000000' }, { visitor: ['invalid'] }],
    ['a uuid that is not random (v1)', { visitor: 'a8098c1a-f86e-11da-bd1a-00112444be1e' }, { visitor: ['invalid'] }],
    ['a visitor that is not text', { visitor: 7 }, { visitor: ['invalid'] }],
  ])('refuses %s with its code, storing nothing', async (_case, overrides, codes) => {
    const before = await storedViews();
    expect(refusalCodes(await send(pageView(overrides)))).toEqual(codes);
    expect(await storedViews()).toEqual(before);
  });

  it('refuses a body over the API’s limit with a 413, storing nothing', async () => {
    const before = await storedViews();
    const response = await send(pageView({ padding: 'x'.repeat(requestBodyLimit) }));
    expect(response.statusCode).toBe(413);
    expect(await storedViews()).toEqual(before);
  });

  it(`takes ${pageViewsPerMinute} views from a client in a minute, not one more; another client still gets through`, async () => {
    const client = nextClient();
    const statuses = new Map<number, number>();
    for (let view = 0; view < pageViewsPerMinute; view += 1) {
      const { statusCode } = await send(pageView(), { client });
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect([...statuses]).toEqual([[204, pageViewsPerMinute]]);

    const refused = pageView();
    const response = await send(refused, { client });
    expect(response.statusCode).toBe(429);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await viewsOf(refused.visitor)).toEqual([]);

    expect((await send(pageView())).statusCode).toBe(204);
  });

  it('does not count a view it refuses against the client’s limit', async () => {
    const client = nextClient();
    for (let attempt = 0; attempt < pageViewsPerMinute + 2; attempt += 1) {
      expect((await send(pageView({ path: '/de' }), { client })).statusCode).toBe(422);
    }
    expect((await send(pageView(), { client })).statusCode).toBe(204);
  });

  it('gives the staff the views and distinct visitors of each page on each day, latest day first, then most viewed', async () => {
    const [anna, bruno, chiara] = [randomUUID(), randomUUID(), randomUUID()];
    // 10 March 2025: Anna thrice on the home page, Bruno once; both once on a product.
    await viewed('/fr', anna, '2025-03-10T08:00:00Z', '2025-03-10T09:00:00Z', '2025-03-10T10:00:00Z');
    await viewed('/fr', bruno, '2025-03-10T12:00:00Z');
    await viewed('/fr/produit/limoncello', anna, '2025-03-10T08:01:00Z');
    await viewed('/fr/produit/limoncello', bruno, '2025-03-10T12:01:00Z');
    // 00:30 in Paris on the 11th: a view of the 11th. Chiara's views tie with Bruno's: by path.
    await viewed('/it', chiara, '2025-03-10T23:30:00Z', '2025-03-11T07:00:00Z');
    await viewed('/en', bruno, '2025-03-11T09:00:00Z', '2025-03-11T09:05:00Z');
    await viewed('/en/recettes', chiara, '2025-03-11T09:00:00Z');
    // Outside the period asked for, on either side.
    await viewed('/fr', anna, '2025-03-09T22:59:00Z', '2025-03-11T23:00:00Z');

    const response = await counts('?from=2025-03-10&to=2025-03-11');
    expect(response.statusCode).toBe(200);
    expect(pageViewsResponseSchema.parse(response.json())).toEqual({
      data: [
        { day: '2025-03-11', path: '/en', views: 2, visitors: 1 },
        { day: '2025-03-11', path: '/it', views: 2, visitors: 1 },
        { day: '2025-03-11', path: '/en/recettes', views: 1, visitors: 1 },
        { day: '2025-03-10', path: '/fr', views: 4, visitors: 2 },
        { day: '2025-03-10', path: '/fr/produit/limoncello', views: 2, visitors: 2 },
      ] satisfies PageViewCount[],
      meta: { from: '2025-03-10', to: '2025-03-11', total_views: 11 },
    });

    const oneDay = pageViewsResponseSchema.parse((await counts('?from=2025-03-12&to=2025-03-12')).json());
    expect(oneDay).toEqual({
      data: [{ day: '2025-03-12', path: '/fr', views: 1, visitors: 1 }],
      meta: expect.objectContaining({ total_views: 1 }),
    });
    const none = pageViewsResponseSchema.parse((await counts('?from=2025-01-01&to=2025-01-31')).json());
    expect(none).toEqual({ data: [], meta: { from: '2025-01-01', to: '2025-01-31', total_views: 0 } });
  });

  it('counts the last 30 days up to today in Paris when no period is given, or from or up to the day given', async () => {
    const path = `/en/default-period-${randomUUID().slice(0, 8)}`;
    const visitor = randomUUID();
    const today = parisDay(new Date());
    // 29 days back is the first day counted, 30 the last one left out.
    const [firstCounted, leftOut] = [daysBefore(today, 29), daysBefore(today, 30)];
    for (const day of [today, firstCounted, leftOut]) await viewed(path, visitor, `${day}T12:00:00+01:00`);

    const byDefault = pageViewsResponseSchema.parse((await counts()).json());
    expect(byDefault.meta).toMatchObject({ from: firstCounted, to: today });
    expect(byDefault.data.filter((count) => count.path === path).map((count) => count.day)).toEqual([today, firstCounted]);
    expect(byDefault.meta.total_views).toBe(byDefault.data.reduce((total, count) => total + count.views, 0));

    const upToToday = pageViewsResponseSchema.parse((await counts(`?from=${leftOut}`)).json());
    expect(upToToday.meta).toEqual({ from: leftOut, to: today, total_views: expect.any(Number) });
    expect(upToToday.data.filter((count) => count.path === path)).toHaveLength(3);

    const thirtyDaysTo = pageViewsResponseSchema.parse((await counts(`?to=${firstCounted}`)).json());
    expect(thirtyDaysTo.meta).toMatchObject({ from: daysBefore(firstCounted, 29), to: firstCounted });
    expect(thirtyDaysTo.data.filter((count) => count.path === path).map((count) => count.day)).toEqual([firstCounted, leftOut]);
  });

  it('takes a period of up to 366 days, both ends counted', async () => {
    expect((await counts('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await counts('?from=2026-11-23&to=2026-11-23')).statusCode).toBe(200);
  });

  it.each([
    ['a start after the end', '?from=2025-03-12&to=2025-03-11', { from: ['date_order'] }],
    ['a start after today, with no end', `?from=2999-01-01`, { from: ['date_order'] }],
    ['a period of 367 days', '?from=2024-01-01&to=2025-01-01', { from: ['date_range'] }],
    ['a start over a year ago, with no end', '?from=2020-01-01', { from: ['date_range'] }],
    ['a day that does not exist', '?from=2025-02-29', { from: ['invalid'] }],
    ['a day in another format', '?from=10/03/2025&to=2025-03-11', { from: ['invalid'] }],
    ['a moment rather than a day', '?to=2025-03-11T00:00:00Z', { to: ['invalid'] }],
    ['an empty day', '?from=&to=', { from: ['invalid'], to: ['invalid'] }],
  ])('refuses %s with its code', async (_case, query, codes) => {
    expect(refusalCodes(await counts(query))).toEqual(codes);
  });

  it('refuses an unknown parameter or one given twice with a 400', async () => {
    const unknown = await counts('?from=2025-03-10&day=2025-03-11');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unknown query parameter "day". Parameters: from, to.' });
    expect((await counts('?from=2025-03-10&from=2025-03-11')).statusCode).toBe(400);
  });

  it('refuses the counts to shoppers (403) and to anonymous callers (401)', async () => {
    expect((await counts('', shopperToken)).statusCode).toBe(403);
    expect((await call(shop.app, 'GET', '/api/staff/page-views')).statusCode).toBe(401);
  });
});
