import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../database/database';
import { createTestCategory } from '../test-support/test-catalogue';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { listProducts } from './products.repository';

/** Each category's products shown, counted one by one: what the kept counts must always say. */
async function countedOneByOne(db: Db): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('product_categories')
    .leftJoin('products', (join) =>
      join.onRef('products.product_category_id', '=', 'product_categories.id').on('products.is_hidden', '=', 0),
    )
    .select(['product_categories.id', (eb) => eb.fn.count<number>('products.id').as('shown')])
    .groupBy('product_categories.id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.shown)]));
}

async function keptCounts(db: Db): Promise<Record<number, number>> {
  const rows = await db
    .selectFrom('product_categories')
    .leftJoin('product_category_counts', 'product_category_id', 'id')
    .select(['id', 'shown_products'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.shown_products ?? 0]));
}

describe.each(testEngines)('the products each category shows, kept on %s', (engine) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.connection.db;
  });
  afterAll(() => database.drop());

  it('are the seed’s once migrated', async () => {
    expect(Object.values(await keptCounts(db)).some((count) => count > 0)).toBe(true);
    expect(await keptCounts(db)).toEqual(await countedOneByOne(db));
  });

  it('follow every change to a product, by the shop or by any other writer', async () => {
    const { productId, categoryId } = await createTestProduct(db);
    const other = await createTestCategory(db);
    const changes: [string, () => Promise<unknown>][] = [
      ['hidden', () => db.updateTable('products').set({ is_hidden: 1 }).where('id', '=', productId).execute()],
      ['moved while hidden', () => db.updateTable('products').set({ product_category_id: other.id }).where('id', '=', productId).execute()],
      ['shown again', () => db.updateTable('products').set({ is_hidden: 0 }).where('id', '=', productId).execute()],
      ['moved back', () => db.updateTable('products').set({ product_category_id: categoryId }).where('id', '=', productId).execute()],
      [
        'renamed',
        () =>
          db
            .updateTable('products')
            .set({ label_en: 'Renamed', is_hidden: 0, product_category_id: categoryId })
            .where('id', '=', productId)
            .execute(),
      ],
      ['hidden again', () => db.updateTable('products').set({ is_hidden: 1 }).where('id', '=', productId).execute()],
      ['deleted while hidden', () => db.deleteFrom('products').where('id', '=', productId).execute()],
      [
        'another added and deleted',
        async () => {
          const { productId: another } = await createTestProduct(db);
          await db.deleteFrom('products').where('id', '=', another).execute();
        },
      ],
    ];
    for (const [change, made] of changes) {
      await made();
      expect(await keptCounts(db), change).toEqual(await countedOneByOne(db));
    }
    const { productId: shown } = await createTestProduct(db);
    await db.updateTable('products').set({ product_category_id: other.id }).where('id', '=', shown).execute();
    expect((await keptCounts(db))[other.id]).toBe(1);
    expect(await keptCounts(db)).toEqual(await countedOneByOne(db));
  });

  it('give a category list its total, less the product the others are related to', async () => {
    const { productId, categoryId } = await createTestProduct(db);
    await createTestProduct(db).then(({ productId: second }) =>
      db.updateTable('products').set({ product_category_id: categoryId }).where('id', '=', second).execute(),
    );
    const page = (relatedTo?: number) => listProducts(db, { categoryId, relatedTo, sort: [], page: 1, perPage: 10 });
    expect((await page()).total).toBe(2);
    expect((await page(productId)).total).toBe(1);
    expect((await page(productId)).rows.map((row) => row.id)).not.toContain(productId);
  });
});
