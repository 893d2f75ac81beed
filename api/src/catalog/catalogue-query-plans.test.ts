import { recipeProductsPageSize } from '@lemon/catalog-contract';
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database/database';
import type { Engine } from '../database/engine';
import { seedLargeCatalogue } from '../database/seed/seed-large-catalogue';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/test-database';
import { searchProducts, type SearchOptions } from '../search/search.repository';
import { ShownProductFacts } from '../search/shown-product-facts';
import { findProduct, listProducts, recipesByProduct, variationsByProduct } from './products.repository';
import { countRecipeProducts, firstProductsByRecipe, pageOfRecipeProducts } from './recipes.repository';

/** The tables a catalogue call must never read whole: they are the ones that grow with the catalogue. */
const growingTables = ['products', 'product_variations'];

/** Runs `read` on a database that records each query it sends, compiled as the engine gets it. */
async function queriesOf(db: Db, read: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const queries: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      queries.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await read(db.withPlugin(recorder));
  return queries;
}

/**
 * What the engine's plan for `query` does that grows with the catalogue: a growing table read whole ("scans
 * products"), or all the rows it found sorted to give a page of them ("sorts what it found").
 */
async function wholeReads(db: Db, engine: Engine, query: CompiledQuery): Promise<string[]> {
  const explain = engine === 'sqlite' ? 'explain query plan' : 'explain (format json)';
  const plan = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]));
  if (engine === 'sqlite') {
    // "SCAN products" reads every row, "USE TEMP B-TREE FOR ORDER BY" sorts all it found; "SEARCH products USING
    // INDEX …" and "SCAN products USING INDEX …" (in the index's order, up to the page's end) do neither.
    const details = plan.rows.map((row) => String(row.detail));
    const scanned = details
      .map((detail) => /^SCAN (\w+)(?: AS \w+)?$/.exec(detail)?.[1])
      .filter((table) => growingTables.includes(table ?? ''));
    // A sort matters where the rows sorted are a growing table's (the plan's first table), not a product's few recipes.
    const sorted =
      details.includes('USE TEMP B-TREE FOR ORDER BY') &&
      growingTables.includes(/^(?:SCAN|SEARCH) (\w+)/.exec(details[0] ?? '')?.[1] ?? '');
    return [...scanned.map((table) => `scans ${table}`), ...(sorted ? ['sorts what it found'] : [])];
  }
  const found: string[] = [];
  const visit = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && growingTables.includes(node['Relation Name'] ?? ''))
      found.push(`scans ${node['Relation Name']}`);
    // A sort of more rows than a page holds, to give one page.
    if (node['Node Type'] === 'Sort' && (node.Plans?.[0]?.['Plan Rows'] ?? 0) > 100) found.push('sorts what it found');
    node.Plans?.forEach(visit);
  };
  visit((plan.rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan);
  return found;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

describe.each(testEngines)('the catalogue’s calls on a catalogue of thousands of products, on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  let biggestCategory: { id: number; products: number };
  let someProduct: { id: number; slug_en: string; product_category_id: number };
  let recipeIds: number[];
  let facts: ShownProductFacts;
  const searches: Record<string, SearchOptions> = {
    // A few hundred products, ranked: the database scores those the facts let through, reading them by id.
    'a search of a word and a number, ranked': { query: 'citron 12', locale: 'fr', facets: true, page: 1, perPage: 12 },
    'a search of a word every product holds, narrowed and sorted by price': {
      query: 'citron',
      locale: 'fr',
      filters: { priceMin: 1000, priceMax: 2999, inStock: true },
      sort: [{ field: 'price', descending: false }],
      facets: true,
      page: 3,
      perPage: 12,
    },
  };
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.connection.db;
    await seedLargeCatalogue(db, 8_000);
    // The planner chooses by the tables' statistics, as a shop's database that has grown has them (and PostgreSQL
    // reads an index alone only where its vacuum has been).
    await sql`${sql.raw(engine === 'postgres' ? 'vacuum analyze products, product_variations' : 'analyze')}`.execute(db);
    const categories = await db
      .selectFrom('products')
      .select(['product_category_id as id', (eb) => eb.fn.countAll<number>().as('products')])
      .groupBy('product_category_id')
      .execute();
    const biggest = categories.reduce((most, category) => (Number(category.products) > Number(most.products) ? category : most));
    biggestCategory = { id: biggest.id, products: Number(biggest.products) };
    someProduct = await db
      .selectFrom('products')
      .select(['id', 'slug_en', 'product_category_id'])
      .where('product_category_id', '=', biggest.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    recipeIds = (await db.selectFrom('recipes').select('id').orderBy('id').execute()).map((row) => row.id);
    // A process's facts, read once (the shown products whole, by design), each search's words and order with them.
    facts = new ShownProductFacts(db, 60_000);
    for (const options of Object.values(searches)) await searchProducts(db, options, facts);
  }, 120_000);
  afterAll(() => database.drop());

  const calls: Record<string, (db: Db) => Promise<unknown>> = {
    'the product of the month': (db) => listProducts(db, { isMonthly: true, sort: [], page: 1, perPage: 10 }),
    'the best sellers': (db) =>
      listProducts(db, { isHighlighted: true, sort: [{ field: 'order', descending: false }], page: 1, perPage: 5 }),
    'the biggest category’s last page': (db) =>
      listProducts(db, {
        categoryId: biggestCategory.id,
        sort: [{ field: 'order', descending: false }],
        page: Math.ceil(biggestCategory.products / 12),
        perPage: 12,
      }),
    'the products related to one': (db) =>
      listProducts(db, { categoryId: someProduct.product_category_id, relatedTo: someProduct.id, sort: [], page: 1, perPage: 3 }),
    'a product by its slug': (db) => findProduct(db, { slug: someProduct.slug_en }),
    'a product’s variations and recipes': (db) =>
      Promise.all([variationsByProduct(db, [someProduct.id]), recipesByProduct(db, [someProduct.id])]),
    // Hundreds of products use each recipe here (one generated product in ten).
    'the recipes page’s first products of each recipe': (db) => firstProductsByRecipe(db, recipeIds, recipeProductsPageSize),
    'a recipe’s last page of products, and their count': async (db) => {
      const total = await countRecipeProducts(db, recipeIds[0]!);
      return pageOfRecipeProducts(db, recipeIds[0]!, { page: Math.ceil(total / recipeProductsPageSize), perPage: recipeProductsPageSize });
    },
    ...Object.fromEntries(
      Object.entries(searches).map(([name, options]) => [
        `${name}, counted in the facts kept`,
        (db: Db) => searchProducts(db, options, facts),
      ]),
    ),
  };

  it.each(Object.keys(calls))('%s neither reads nor sorts a growing table whole', async (call) => {
    const queries = await queriesOf(db, calls[call]!);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(await wholeReads(db, engine, query), query.sql).toEqual([]);
  });
});
