import { searchResultsSchema } from '@lemon/catalog-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankedAtMost } from '../../search/search.repository';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testEngines } from '../../test-support/test-database';
import { productsPerRecipeLink, seedLargeCatalogue, variationsPerProduct } from './seed-large-catalogue';

describe.each(testEngines)('a large catalogue on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  const count = (table: 'products' | 'product_variations' | 'product_recipes') =>
    shop.database.connection.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow()
      .then(({ rows }) => Number(rows));

  it('adds the products asked for, six variations each, which shoppers find in the three languages', async () => {
    const before = {
      products: await count('products'),
      variations: await count('product_variations'),
      links: await count('product_recipes'),
    };
    expect(await seedLargeCatalogue(shop.database.connection.db, 1_200)).toEqual({ products: 1_200, variations: 7_200 });
    expect(await count('products')).toBe(before.products + 1_200);
    expect(await count('product_variations')).toBe(before.variations + 1_200 * variationsPerProduct);
    // One in ten uses a recipe, the recipes in turn.
    expect(await count('product_recipes')).toBe(before.links + 1_200 / productsPerRecipeLink);

    const last = await shop.database.connection.db
      .selectFrom('products')
      .select(['slug_fr', 'slug_en', 'slug_it'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const slug of [last.slug_fr, last.slug_en, last.slug_it]) {
      const answer = await shop.app.inject({ url: `/api/products/${slug}` });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.product_variations).toHaveLength(variationsPerProduct);
    }
  });

  it('lists a word too many products hold to rank in the shop’s order, or in the order asked then the shop’s', async () => {
    const db = shop.database.connection.db;
    const search = async (query: string) => searchResultsSchema.parse((await shop.app.inject({ url: `/api/search?${query}` })).json());
    /** Each product's place in the shop's order, and its shown price, in the order the answer gives them. */
    const factsOf = async (ids: number[]) => {
      const rows = await db.selectFrom('products').select(['id', 'position', 'shown_price']).where('id', 'in', ids).execute();
      return ids.map((id) => rows.find((row) => row.id === id)!);
    };
    const inShopOrder = (facts: { id: number; position: number }[]) =>
      facts.every((fact, index) => {
        const before = facts[index - 1];
        return !before || before.position < fact.position || (before.position === fact.position && before.id < fact.id);
      });

    // The last product made goes first in the shop's order: first in the list, however its words rank.
    const last = await db.selectFrom('products').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('products').set({ position: -1 }).where('id', '=', last.id).execute();
    await shop.app.catalogueChanged();

    const first = await search('q=citron&locale=fr&perPage=24');
    expect(first.meta.total).toBeGreaterThan(rankedAtMost);
    expect(first.data[0]!.id).toBe(last.id);
    const second = await search('q=citron&locale=fr&perPage=24&page=2');
    const facts = await factsOf([...first.data, ...second.data].map((product) => product.id));
    expect(facts).toHaveLength(48);
    expect(inShopOrder(facts)).toBe(true);

    const byPrice = await factsOf((await search('q=citron&locale=fr&perPage=48&sort=-price')).data.map((product) => product.id));
    for (let index = 1; index < byPrice.length; index += 1) {
      const [before, fact] = [byPrice[index - 1]!, byPrice[index]!];
      expect(before.shown_price).toBeGreaterThanOrEqual(fact.shown_price);
      if (before.shown_price === fact.shown_price) expect(inShopOrder([before, fact])).toBe(true);
    }
  });

  it('adds more on a second run, numbered after the first, so no slug is taken twice', async () => {
    const products = await count('products');
    await seedLargeCatalogue(shop.database.connection.db, 600);
    expect(await count('products')).toBe(products + 600);
    const slugs = await shop.database.connection.db.selectFrom('products').select(['slug_fr', 'slug_en', 'slug_it']).execute();
    for (const locale of ['slug_fr', 'slug_en', 'slug_it'] as const)
      expect(new Set(slugs.map((row) => row[locale])).size).toBe(slugs.length);
  });
});
