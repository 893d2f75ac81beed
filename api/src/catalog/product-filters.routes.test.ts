import {
  initialVariationIndex,
  priceRanges,
  productListSchema,
  searchResultsSchema,
  type Product,
  type ProductFacets,
} from '@lemon/catalog-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexProducts } from '../search/search-index.repository';
import { call, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestCategory } from '../test-support/test-catalogue';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';

/** The price a product's card shows: its first variation in stock's, else its first's. */
const shownPrice = (product: Product) => product.product_variations[initialVariationIndex(product.product_variations)]!.price;
const inStock = (product: Product) => product.product_variations.some((variation) => variation.stock > 0);

/** Facets as counted, each category by its id alone (the answer names them too). */
type Counted = Omit<ProductFacets, 'categories'> & { total: number; categories: { id: number; count: number }[] };
const byIds = (facets: ProductFacets | undefined) =>
  facets && { ...facets, categories: facets.categories.map(({ id, count }) => ({ id, count })).sort((a, b) => a.id - b.id) };

/** The facets of `products` as the filters would count them, worked out here from the products themselves. */
function expectedFacets(
  products: Product[],
  alcoholic: ReadonlySet<number>,
  filters: { min?: number; max?: number; inStock?: boolean; alcohol?: boolean; category?: number },
): Counted {
  const passes = (product: Product, except?: string) =>
    (except === 'category' || filters.category === undefined || product.product_category_id === filters.category) &&
    (except === 'price' || ((filters.min ?? 0) <= shownPrice(product) && shownPrice(product) <= (filters.max ?? Infinity))) &&
    (except === 'stock' || !filters.inStock || inStock(product)) &&
    (except === 'alcohol' || filters.alcohol === undefined || alcoholic.has(product.id) === filters.alcohol);
  const categories = new Map<number, number>();
  for (const product of products.filter((each) => passes(each, 'category')))
    categories.set(product.product_category_id, (categories.get(product.product_category_id) ?? 0) + 1);
  const forAlcohol = products.filter((each) => passes(each, 'alcohol'));
  return {
    total: products.filter((each) => passes(each)).length,
    matched: products.length,
    categories: [...categories].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id),
    price_ranges: priceRanges.map((range) => ({
      ...range,
      count: products.filter(
        (each) => passes(each, 'price') && shownPrice(each) >= range.min && shownPrice(each) <= (range.max ?? Infinity),
      ).length,
    })),
    in_stock: products.filter((each) => passes(each, 'stock') && inStock(each)).length,
    alcohol: {
      with: forAlcohol.filter((each) => alcoholic.has(each.id)).length,
      without: forAlcohol.filter((each) => !alcoholic.has(each.id)).length,
    },
  };
}

describe.each(testEngines)('a shopper’s filters and sorts on %s', (engine) => {
  let shop: TestApp;
  let staffToken: string;
  let categoryId: number;
  /** The category's five products, by a letter: their variations' [price, stock], alcohol or not. */
  const made: Record<string, { productId: number; variationIds: number[] }> = {};

  beforeAll(async () => {
    shop = await createTestApp(engine);
    staffToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    categoryId = (await createTestCategory(shop.app.db)).id;
    const products: [string, [number, number][], boolean][] = [
      [
        'A',
        [
          [8_00, 0],
          [12_00, 3],
        ],
        false,
      ], // shows 12 €: its first variation is sold out
      ['B', [[25_00, 2]], true],
      ['C', [[40_00, 0]], false], // sold out
      [
        'D',
        [
          [60_00, 1],
          [5_00, 5],
        ],
        false,
      ],
      ['E', [[15_00, 4]], true],
    ];
    for (const [letter, variations, containsAlcohol] of products)
      made[letter] = await createTestProduct(shop.app.db, {
        categoryId,
        prices: variations.map(([price]) => price),
        stocks: variations.map(([, stock]) => stock),
        containsAlcohol,
      });
  });
  afterAll(() => shop.close());

  const letterOf = (product: Product) => Object.entries(made).find(([, each]) => each.productId === product.id)![0];
  const list = async (query: string) => {
    const response = await shop.app.inject({ url: `/api/products?filter[product_category_id]=${categoryId}&include=facets&${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = productListSchema.parse(response.json());
    return { letters: data.map(letterOf), meta };
  };
  const setStock = (variationId: number, stock: number) =>
    call(shop.app, 'PUT', `/api/product_variations/${variationId}/stock`, { token: staffToken, payload: { stock } }).then((response) =>
      expect(response.statusCode, response.body).toBe(200),
    );

  it('narrows a category by price, by stock and by alcohol, counting what each choice would show', async () => {
    const all = await list('');
    expect(all.letters).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(all.meta.facets!.categories[0]!.label.fr).toMatch(/^Essais /);
    expect(byIds(all.meta.facets)).toEqual({
      matched: 5,
      categories: [{ id: categoryId, count: 5 }],
      price_ranges: [0, 2, 1, 1, 1].map((count, index) => ({ ...priceRanges[index]!, count })),
      in_stock: 4,
      alcohol: { with: 2, without: 3 },
    });

    const underThirty = await list('filter[price_max]=2999');
    expect(underThirty.letters).toEqual(['A', 'B', 'E']);
    expect(underThirty.meta).toMatchObject({ total: 3, last_page: 1 });
    // A price range counts among the other filters, not its own: choosing another one is what it offers.
    expect(underThirty.meta.facets).toMatchObject({
      price_ranges: all.meta.facets!.price_ranges,
      in_stock: 3,
      alcohol: { with: 2, without: 1 },
    });

    const inStockWithout = await list('filter[in_stock]=true&filter[contains_alcohol]=false');
    expect(inStockWithout.letters).toEqual(['A', 'D']);
    expect(byIds(inStockWithout.meta.facets)).toEqual({
      matched: 5,
      categories: [{ id: categoryId, count: 2 }],
      price_ranges: [0, 1, 0, 0, 1].map((count, index) => ({ ...priceRanges[index]!, count })),
      in_stock: 2, // A and D, of A, C and D without alcohol
      alcohol: { with: 2, without: 2 }, // in stock: B and E with, A and D without
    });

    expect((await list('filter[price_min]=1500&filter[price_max]=1500')).letters).toEqual(['E']);
    expect((await list('filter[contains_alcohol]=true&filter[price_min]=5000')).meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it('orders by the price the cards show, both ways, by newest and by best sellers', async () => {
    expect((await list('sort=price')).letters).toEqual(['A', 'E', 'B', 'C', 'D']);
    expect((await list('sort=-price')).letters).toEqual(['D', 'C', 'B', 'E', 'A']);
    expect((await list('sort=-created_at,-id')).letters).toEqual(['E', 'D', 'C', 'B', 'A']); // made one after the other
    // A page at a time, the same order.
    expect((await list('sort=price&perPage=2&page=2')).letters).toEqual(['B', 'C']);
    expect((await list('sort=-price&perPage=2&page=3')).letters).toEqual(['A']);
  });

  it('follows the stock: a product sold out leaves "in stock", and its card’s price becomes another variation’s', async () => {
    expect((await list('filter[in_stock]=true&sort=price')).letters).toEqual(['A', 'E', 'B', 'D']);
    expect((await list('filter[price_max]=999')).letters).toEqual([]); // kept, though it shows none of A's stock
    await setStock(made.A!.variationIds[1]!, 0); // A's 12 € variation sells out: its card shows the first, 8 €
    expect((await list('filter[price_max]=999')).letters).toEqual(['A']);
    const after = await list('filter[in_stock]=true&sort=price');
    expect(after.letters).toEqual(['E', 'B', 'D']); // the answer kept before is forgotten
    expect(after.meta.facets!.in_stock).toBe(3);
    const all = await list('sort=price');
    expect(all.letters).toEqual(['A', 'E', 'B', 'C', 'D']);
    expect(all.meta.facets!.price_ranges[0]!.count).toBe(1);
    await setStock(made.A!.variationIds[0]!, 4); // back in stock at 8 €
    expect((await list('filter[in_stock]=true&filter[price_max]=999')).letters).toEqual(['A']);
    await setStock(made.A!.variationIds[1]!, 3);
    expect((await list('filter[price_max]=999')).letters).toEqual(['A']); // the first in stock is 8 €
  });

  it('puts first the products orders hold most of, and less once an order is cancelled', async () => {
    const customer = await customerWithCart(shop.app, [
      { variationId: made.E!.variationIds[0]!, quantity: 3 },
      { variationId: made.B!.variationIds[0]!, quantity: 1 },
    ]);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer, { confirm_age: true }));
    expect((await list('sort=-sales')).letters).toEqual(['E', 'B', 'A', 'C', 'D']);
    const cancelled = await call(shop.app, 'POST', `/api/staff/orders/${order.reference}/cancel`, { token: staffToken });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await list('sort=-sales')).letters).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('refuses a filter it cannot read, changing nothing', async () => {
    for (const [query, errors] of [
      ['filter[price_max]=12.5', { 'filter[price_max]': ['integer'] }],
      ['filter[price_min]=-1', { 'filter[price_min]': ['integer'] }],
      ['filter[in_stock]=yes', { 'filter[in_stock]': ['boolean'] }],
    ] as const) {
      const response = await shop.app.inject({ url: `/api/products?${query}` });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors });
    }
  });

  describe('in a search', () => {
    const search = async (query: string) => {
      const response = await shop.app.inject({ url: `/api/search?q=citron&locale=fr&perPage=100&${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return searchResultsSchema.parse(response.json());
    };

    it('narrows what a search finds as a category is narrowed, with the same counts', async () => {
      const all = (await search('')).data;
      expect(all.length).toBeGreaterThan(10);
      // The products' answer does not say it: the database does.
      const alcoholic = new Set(
        (await shop.app.db.selectFrom('products').select('id').where('contains_alcohol', '=', 1).execute()).map((row) => row.id),
      );
      expect(all.filter((product) => alcoholic.has(product.id)).length).toBeGreaterThan(0);
      const firstCategory = all[0]!.product_category_id;
      for (const filters of [
        {},
        { max: 1999 },
        { min: 1000, max: 2999, inStock: true },
        { alcohol: true },
        { alcohol: false, category: firstCategory },
      ]) {
        const query = [
          filters.min !== undefined && `filter[price_min]=${filters.min}`,
          filters.max !== undefined && `filter[price_max]=${filters.max}`,
          filters.inStock && 'filter[in_stock]=true',
          'alcohol' in filters && `filter[contains_alcohol]=${filters.alcohol}`,
          'category' in filters && `filter[product_category_id]=${filters.category}`,
          'include=facets',
        ]
          .filter(Boolean)
          .join('&');
        const { data, meta } = await search(query);
        const { total, ...facets } = expectedFacets(all, alcoholic, filters);
        expect(meta.total, query).toBe(total);
        expect(byIds(meta.facets), query).toEqual(facets);
        // Named, in the shop's order.
        const positions = new Map(
          (await shop.app.db.selectFrom('product_categories').select(['id', 'position']).execute()).map((row) => [row.id, row.position]),
        );
        const shown = meta.facets!.categories.map((category) => positions.get(category.id)!);
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        expect(meta.facets!.categories.every((category) => category.label.en.length > 0)).toBe(true);
        expect(data.map((product) => product.id)).toEqual(
          all.filter((product) => expectedFacets([product], alcoholic, filters).total === 1).map((product) => product.id),
        ); // the most relevant first still
      }
    });

    it('sorts what it finds by price, newest and best sellers, relevance breaking no order asked', async () => {
      const prices = (await search('sort=price')).data.map(shownPrice);
      expect(prices.length).toBeGreaterThan(10);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const descending = (await search('sort=-price')).data.map(shownPrice);
      expect(descending).toEqual([...prices].reverse());
      const newest = (await search('sort=-created_at')).data.map((product) => product.id);
      const createdAt = new Map(
        (await shop.app.db.selectFrom('products').select(['id', 'created_at']).execute()).map((row) => [
          row.id,
          new Date(row.created_at).getTime(),
        ]),
      );
      const moments = newest.map((id) => createdAt.get(id)!);
      expect(moments).toEqual([...moments].sort((a, b) => b - a));
    });

    it('follows what orders move: a product sold comes first among best sellers, and leaves "in stock" once sold out', async () => {
      // Indexed as the back office's saving does, which the test's products skipped.
      await indexProducts(
        shop.app.db,
        Object.values(made).map((product) => product.productId),
      );
      await shop.app.catalogueChanged();
      const narrowed = `filter[product_category_id]=${categoryId}&filter[in_stock]=true&include=facets`;
      const before = await search(narrowed);
      expect(before.data.map(letterOf)).toContain('E');
      const bestSellers = async () => (await search(`filter[product_category_id]=${categoryId}&sort=-sales`)).data.map(letterOf);
      expect((await bestSellers())[0]).not.toBe('E');
      const [variation] = made.E!.variationIds;
      const { stock } = await shop.app.db
        .selectFrom('product_variations')
        .select('stock')
        .where('id', '=', variation!)
        .executeTakeFirstOrThrow();
      expect(stock).toBeGreaterThan(1);
      const order = async (quantity: number) => {
        const customer = await customerWithCart(shop.app, [{ variationId: variation!, quantity }]);
        placedOrder(await placeOrderCall(shop.app, customer, { confirm_age: true }));
      };
      // One sold, some left: the order by sales is read again, not the products' other facts.
      await order(1);
      expect((await bestSellers())[0]).toBe('E');
      expect((await search(narrowed)).data.map(letterOf)).toContain('E');
      await order(stock - 1);
      const after = await search(narrowed);
      expect(after.data.map(letterOf)).not.toContain('E');
      expect(after.meta.facets!.in_stock).toBe(before.meta.facets!.in_stock - 1);
    });

    it('does not correct a query that found products its filters left out', async () => {
      const narrowed = await search('filter[price_min]=99999999');
      expect(narrowed.meta).toMatchObject({ total: 0 });
      expect(narrowed.meta.corrected_query).toBeUndefined();
      const misspelt = await search('filter[in_stock]=true').then(() =>
        shop.app.inject({ url: '/api/search?q=limonade%20artisnale&filter[in_stock]=true&include=facets' }),
      );
      expect(searchResultsSchema.parse(misspelt.json()).meta.corrected_query).toBe('limonade artisanale');
    });
  });
});
