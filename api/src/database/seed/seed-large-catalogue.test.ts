import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('adds more on a second run, numbered after the first, so no slug is taken twice', async () => {
    const products = await count('products');
    await seedLargeCatalogue(shop.database.connection.db, 600);
    expect(await count('products')).toBe(products + 600);
    const slugs = await shop.database.connection.db.selectFrom('products').select(['slug_fr', 'slug_en', 'slug_it']).execute();
    for (const locale of ['slug_fr', 'slug_en', 'slug_it'] as const)
      expect(new Set(slugs.map((row) => row[locale])).size).toBe(slugs.length);
  });
});
