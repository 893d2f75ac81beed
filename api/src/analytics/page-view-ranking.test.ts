import { randomUUID } from 'node:crypto';
import { parisDay } from '@lemon/shared/contract';
import { pageViewRankingResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';
import { storePageView } from './page-views.repository';

/** The calendar day `days` after (negative: before) `day`. */
const movedBy = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
// A period of recent days (old views are purged): its first day, three days on, in Paris.
const first = movedBy(parisDay(new Date()), -40);
const last = movedBy(first, 2);
/** Noon in UTC of the day `days` after the first, the same day in Paris; a few minutes on to keep views apart. */
const noon = (days: number, minutes = 0) => `${movedBy(first, days)}T12:${String(minutes).padStart(2, '0')}:00Z`;
const period = `?from=${first}&to=${last}`;

describe.each(testEngines)('the pages and products most viewed, on %s', (engine) => {
  let shop: TestApp;
  let staffToken: string;
  const product = { limoncello: 0, jam: 0 };
  const slug = { limoncello: '', jam: '', renamed: '' };

  beforeAll(async () => {
    shop = await createTestApp(engine);
    staffToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'staff' })).id);
    for (const name of ['limoncello', 'jam'] as const) {
      const made = await createTestProduct(shop.app.db);
      [product[name], slug[name]] = [made.productId, made.slug];
    }
    // The limoncello's page had another slug before a rename: its views then still count for it.
    slug.renamed = `ancien-${randomUUID().slice(0, 8)}`;
    await shop.app.db
      .insertInto('catalogue_redirects')
      .values({ kind: 'product', slug: slug.renamed, target_id: product.limoncello })
      .execute();
    const italian = (
      await shop.app.db.selectFrom('products').select('slug_it').where('id', '=', product.limoncello).executeTakeFirstOrThrow()
    ).slug_it;

    const [ana, ben, carla, dario, eva] = Array.from({ length: 5 }, () => randomUUID());
    const views: [string, string, string][] = [
      [`/fr/produit/${slug.limoncello}`, ana!, noon(0)],
      [`/fr/produit/${slug.limoncello}`, ana!, noon(0, 5)],
      [`/it/produit/${italian}`, ana!, noon(1)],
      [`/fr/produit/${slug.renamed}`, ben!, noon(1, 10)],
      [`/en/produit/${product.limoncello}`, carla!, noon(2)],
      [`/fr/produit/${slug.jam}`, ben!, noon(2, 10)],
      [`/fr/produit/${slug.jam}`, dario!, noon(2, 20)],
      [`/fr/produit/${slug.jam}`, dario!, noon(3)], // the day after: out
      [`/fr/produit/${slug.jam}`, eva!, noon(-1)], // the day before: out
      ...[ana, ben, carla, dario, eva].map((visitor): [string, string, string] => ['/fr', visitor!, noon(1, 30)]),
      ['/fr/panier', ana!, noon(1, 31)],
      ['/fr/produit/plus-en-vente', eva!, noon(2, 40)], // no product by that slug now
    ];
    for (const [path, visitor, at] of views) await storePageView(shop.app.db, { path, visitor }, new Date(at));
  });
  afterAll(() => shop.close());

  const ranking = (query: string, { token }: { token?: string } = { token: staffToken }) =>
    call(shop.app, 'GET', `/api/staff/page-views/ranking${query}`, { token });

  it('ranks the pages of a period by views, and each product over its pages in every language and by an old slug', async () => {
    const response = await ranking(period);
    expect(response.statusCode).toBe(200);
    const { data, meta } = pageViewRankingResponseSchema.parse(response.json());
    expect(meta).toEqual({ from: first, to: last });
    expect(data.pages).toEqual([
      { path: '/fr', views: 5, visitors: 5 },
      { path: `/fr/produit/${slug.jam}`, views: 2, visitors: 2 },
      { path: `/fr/produit/${slug.limoncello}`, views: 2, visitors: 1 },
      { path: `/en/produit/${product.limoncello}`, views: 1, visitors: 1 },
      { path: '/fr/panier', views: 1, visitors: 1 },
      { path: `/fr/produit/${slug.renamed}`, views: 1, visitors: 1 },
      { path: '/fr/produit/plus-en-vente', views: 1, visitors: 1 },
      { path: expect.stringMatching(/^\/it\/produit\//), views: 1, visitors: 1 },
    ]);
    // Ana's three views of the limoncello are one visitor; Ben's and Carla's add two.
    expect(data.products.map(({ product_id, views, visitors }) => ({ product_id, views, visitors }))).toEqual([
      { product_id: product.limoncello, views: 5, visitors: 3 },
      { product_id: product.jam, views: 2, visitors: 2 },
    ]);
    expect(data.products[0]!.label.fr).toMatch(/^Citron d’essai/);
  });

  it('gives an empty ranking for a period without views, and refuses a period the wrong way round', async () => {
    expect((await ranking(`?from=${movedBy(first, -10)}&to=${movedBy(first, -5)}`)).json().data).toEqual({ pages: [], products: [] });
    expect((await ranking(`?from=${last}&to=${first}`)).statusCode).toBe(422);
  });

  it('is refused without a staff session', async () => {
    expect((await ranking(period, {})).statusCode).toBe(401);
  });
});
