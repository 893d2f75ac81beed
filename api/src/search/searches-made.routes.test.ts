import { calendarDayMovedBy, parisDay } from '@lemon/shared/contract';
import { searchesMadeResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { queryAsKept, SearchesTally, searchesKeptPerDay } from './searches-made';

describe('a query as the owner reads it', () => {
  it('is trimmed, its spaces collapsed, in lower case; one that looks like a shopper’s own is not kept', () => {
    expect(queryAsKept('  Savon   au CITRON ')).toBe('savon au citron');
    expect(queryAsKept('Écorces')).toBe('écorces');
    expect(queryAsKept('marie.dupont@example.com')).toBeUndefined();
    expect(queryAsKept('06 12 34 56 78')).toBeUndefined();
    expect(queryAsKept('4242 4242')).toBeUndefined();
    expect(queryAsKept('coffret 2026')).toBe('coffret 2026');
    expect(queryAsKept('   ')).toBeUndefined();
  });
});

describe.each(testEngines)('the searches shoppers made, for the owner’s Today, on %s', (engine) => {
  let shop: TestApp;
  let owner: string;
  let helper: string;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    owner = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    helper = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'staff' })).id);
  });
  afterAll(() => shop.close());
  beforeEach(() => shop.app.db.deleteFrom('searches_made').execute());

  const search = async (query: string) => {
    const response = await shop.app.inject({ url: `/api/search?${query}` });
    expect(response.statusCode).toBe(200);
  };
  const week = async (token = owner) => {
    const response = await call(shop.app, 'GET', '/api/staff/searches', { token });
    expect(response.statusCode).toBe(200);
    return searchesMadeResponseSchema.parse(response.json());
  };

  it('counts a query as shoppers first see it, cached or not, folded, and what found nothing', async () => {
    await search('q=savon&locale=fr');
    await search('q=savon&locale=fr'); // the cache's answer, counted all the same
    await search('q=%20Savon%20&locale=en&include=facets');
    await search('q=miel&locale=it');
    await search('q=xyzzyq&locale=fr');
    await search('q=xyzzyq&locale=fr');
    // Not a new search: the next page, a filter, another order, and what the header suggests as one types.
    await search('q=miel&locale=it&page=2');
    await search('q=miel&locale=it&filter[in_stock]=true');
    await search('q=miel&locale=it&sort=price');
    await shop.app.inject({ url: '/api/search/suggestions?q=miel&locale=fr' });
    // A shopper's own: not kept.
    await search('q=marie%40example.com&locale=fr');

    const { data, meta } = await week();
    expect(data.top).toEqual([
      { query: 'savon', searches: 3, found_nothing: 0 },
      { query: 'xyzzyq', searches: 2, found_nothing: 2 },
      { query: 'miel', searches: 1, found_nothing: 0 },
    ]);
    expect(data.found_nothing).toEqual([{ query: 'xyzzyq', searches: 2, found_nothing: 2 }]);
    expect(meta.to > meta.from).toBe(true);
  });

  it('shows the week up to today in Paris, every process’s counts added up, not the days before', async () => {
    // Noon in UTC is the same calendar day in Paris.
    const daysAgo = (days: number) => new Date(`${calendarDayMovedBy(parisDay(new Date()), -days)}T12:00:00Z`);
    const now = daysAgo(0);
    const [first, second] = [new SearchesTally(), new SearchesTally()];
    first.note('bougie', true, now);
    second.note('bougie', false, now);
    second.note('bougie', true, now);
    first.note('limoncello', false, daysAgo(6));
    first.note('panettone', false, daysAgo(7));
    await first.write(shop.app.db);
    await second.write(shop.app.db);
    await second.write(shop.app.db); // nothing waits: nothing added twice

    const { data } = await week(helper); // the visits' duty is enough
    expect(data.top).toEqual([
      { query: 'bougie', searches: 3, found_nothing: 1 },
      { query: 'limoncello', searches: 1, found_nothing: 1 },
    ]);
    expect(data.found_nothing.map((row) => row.query)).toEqual(['bougie', 'limoncello']);
  });

  it('keeps at most a thousand queries a day: a query new to a full day is left out, one already there still counted', async () => {
    const day = new Date();
    const flood = new SearchesTally();
    for (let index = 0; index < searchesKeptPerDay; index += 1)
      flood.note(`mot${String.fromCharCode(97 + (index % 26))}${index}`, false, day);
    await flood.write(shop.app.db);
    const next = new SearchesTally();
    next.note('mota0', true, day);
    next.note('une autre', true, day);
    await next.write(shop.app.db);

    const rows = await shop.app.db.selectFrom('searches_made').selectAll().execute();
    expect(rows).toHaveLength(searchesKeptPerDay);
    expect(rows.find((row) => row.query === 'mota0')).toMatchObject({ searches: 2, found_nothing: 1 });
    expect(rows.some((row) => row.query === 'une autre')).toBe(false);
  });

  it('keeps what a write could not add for the next one', async () => {
    const tally = new SearchesTally();
    tally.note('citronnade', false);
    const away = { transaction: () => ({ execute: () => Promise.reject(new Error('the database is away')) }) };
    await expect(tally.write(away as unknown as typeof shop.app.db)).rejects.toThrow('the database is away');
    tally.note('citronnade', true);
    await tally.write(shop.app.db);
    expect((await week()).data.top).toEqual([{ query: 'citronnade', searches: 2, found_nothing: 1 }]);
  });

  it('is the staff’s: refused to a visitor', async () => {
    expect((await call(shop.app, 'GET', '/api/staff/searches')).statusCode).toBe(401);
  });
});
