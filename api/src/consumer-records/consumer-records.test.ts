import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionOf, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestUser } from '../test-support/test-users';
import { keptRecords, refusedOfAnswer, requestOf, type ShopThings } from './consumer-records';

const records = keptRecords();

/** The things of the seeded shop the records' examples name: a shown product, its category, a recipe. */
async function thingsOfShop(app: FastifyInstance): Promise<ShopThings> {
  const first = async (url: string) => ((await app.inject(url)).json() as { data: Record<string, unknown>[] }).data[0]!;
  const product = (await first('/api/products?sort=order&perPage=1')) as {
    id: number;
    product_category_id: number;
    slug: { fr: string };
    product_variations: { id: number }[];
  };
  const category = (await first('/api/product_categories?sort=order&perPage=1')) as { id: number; slug: { fr: string } };
  const recipe = (await first('/api/recipes?perPage=1')) as { id: number };
  return {
    'product.id': product.id,
    'product.slug': product.slug.fr,
    'product.categoryId': product.product_category_id,
    'variation.id': product.product_variations[0]!.id,
    'category.id': category.id,
    'category.slug': category.slug.fr,
    'recipe.id': recipe.id,
  };
}

describe('the records of what the apps deployed ask of the API', () => {
  let shop: TestApp;
  let things: ShopThings;
  const tokens: Partial<Record<'customer' | 'owner', string>> = {};
  beforeAll(async () => {
    shop = await createTestApp('sqlite');
    things = await thingsOfShop(shop.app);
    tokens.customer = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
    tokens.owner = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(() => shop.close());

  it('are kept for the apps that declare their calls', () => {
    expect(records.map(({ app, release }) => `${app} ${release}`)).toContain('catalog current');
  });

  describe.each(records)('$app, $release release', ({ calls }) => {
    it.each(Object.entries(calls))('%s: the API answers what the app reads', async (_, recorded) => {
      const { method, url, body } = requestOf(recorded, things);
      const asker = recorded.example?.as ?? 'anyone';
      const response = await shop.app.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as object }),
        headers: asker === 'anyone' ? {} : { authorization: `Bearer ${tokens[asker]}` },
      });
      const answer: unknown = response.json();
      expect(refusedOfAnswer(recorded, response.statusCode, answer), `${method} ${url}`).toEqual([]);
      // An empty list satisfies any record: the example must show something for the check to check it.
      const { data } = answer as { data?: unknown };
      if (Array.isArray(data)) expect(data.length, `${method} ${url} answers an empty list`).toBeGreaterThan(0);
    });
  });
});

describe('a record', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('sqlite');
  });
  afterAll(() => shop.close());

  it('refuses an answer without a field the app reads, or with one changed, and takes one with fields added', async () => {
    const product = records.find(({ app, release }) => app === 'catalog' && release === 'current')!.calls.product!;
    const things = await thingsOfShop(shop.app);
    const answer = (await call(shop.app, 'GET', requestOf(product, things).url)).json() as { data: Record<string, unknown> };
    expect(refusedOfAnswer(product, 200, answer)).toEqual([]);

    const { label: _dropped, ...withoutLabel } = answer.data;
    expect(refusedOfAnswer(product, 200, { data: withoutLabel })).toEqual(["/data must have required property 'label'"]);
    expect(refusedOfAnswer(product, 200, { data: { ...answer.data, is_monthly: 'no' } })).toEqual(['/data/is_monthly must be boolean']);
    expect(refusedOfAnswer(product, 200, { data: { ...answer.data, is_new: true } })).toEqual([]);
    expect(refusedOfAnswer(product, 404, { message: 'Not found' })[0]).toMatch(/^answered 404/);
  });

  it('names the shop’s things its example takes, and fills them as the app would ask', () => {
    const { categoryProducts, stockNotification } = records.find(({ app, release }) => app === 'catalog' && release === 'current')!.calls;
    const things = { 'category.id': 7, 'variation.id': 12 };
    expect(decodeURIComponent(requestOf(categoryProducts!, things).url)).toBe(
      '/api/products?sort=order&perPage=12&filter[product_category_id]=7&page=1',
    );
    expect(requestOf(stockNotification!, things).body).toEqual({ email: 'consumer-record@example.com', product_variation_id: 12 });
    expect(() => requestOf(categoryProducts!, {})).toThrow(/\{category\.id\}/);
  });
});
