import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperFilters } from '../catalog/product-filters';
import { seedLargeCatalogue } from '../database/seed/seed-large-catalogue';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/test-database';
import { rankedAtMost, searchProducts, type SearchOptions } from './search.repository';
import { ShownProductFacts, type ChosenOrder } from './shown-product-facts';

describe.each(testEngines)('a search counted in the facts a process keeps, on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // Enough products for a broad word to hold more than are ranked, spread over the categories and prices.
    await seedLargeCatalogue(database.connection.db, rankedAtMost + 300);
  });
  afterAll(() => database.drop());

  it('finds, counts, narrows and orders as the database does, page by page', async () => {
    const db = database.connection.db;
    const facts = new ShownProductFacts(db, 60_000);
    const [category] = await db.selectFrom('product_categories').select('id').orderBy('position').limit(1).execute();
    const queries: Pick<SearchOptions, 'query' | 'locale'>[] = [
      { query: 'citron', locale: 'fr' },
      { query: 'lemon', locale: 'en' },
      { query: 'ci', locale: 'it' },
      { query: 'citron 12', locale: 'fr' },
      { query: 'savon', locale: 'fr' },
      { query: 'limonade artisnale', locale: 'fr' },
    ];
    const filters: ShopperFilters[] = [
      {},
      { categoryId: category!.id },
      { priceMax: 1999 },
      { priceMin: 2000, priceMax: 2999, inStock: true },
      { containsAlcohol: true },
      { containsAlcohol: false, inStock: true },
    ];
    const orders: ChosenOrder[] = [
      [],
      [{ field: 'price', descending: false }],
      [{ field: 'price', descending: true }],
      [{ field: 'created_at', descending: true }],
      [{ field: 'sales', descending: true }],
    ];
    let broad = 0;
    for (const asked of queries)
      for (const filter of filters)
        for (const sort of orders)
          for (const page of [1, 9]) {
            const options = { ...asked, filters: filter, sort, facets: true, page, perPage: 12 };
            const [fromDatabase, fromFacts] = await Promise.all([searchProducts(db, options), searchProducts(db, options, facts)]);
            const what = JSON.stringify(options);
            expect({ ...fromFacts, rows: fromFacts.rows.map((row) => row.id) }, what).toEqual({
              ...fromDatabase,
              rows: fromDatabase.rows.map((row) => row.id),
            });
            if (fromDatabase.total > rankedAtMost) broad += 1;
          }
    // Not a run of empty answers: broad words, beyond what is ranked, were among them.
    expect(broad).toBeGreaterThan(20);
  });
});
