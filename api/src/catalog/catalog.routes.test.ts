import { errorBodySchema, itemEnvelope, listEnvelope } from '@lemon/shared/contract';
import {
  categorySchema,
  initialVariationIndex,
  productSchema,
  productSummarySchema,
  recipeProductsPageSize,
  recipeWithProductsSchema,
  type Category,
  type Product,
} from '@lemon/catalog-contract';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parsePictureFileName } from '../media/picture-files';
import { drawSeedPictures } from '../media/product-pictures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { staffSessionOf } from '../test-support/test-accounts';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('catalogue calls on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  /** Calls the API and checks the answer against the contract the front end uses. */
  async function call<Schema extends z.core.$ZodType>(url: string, schema: Schema, status = 200): Promise<z.infer<Schema>> {
    const response = await shop.app.inject({ url });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return z.parse(schema, response.json());
  }
  const categories = listEnvelope(categorySchema);
  const products = listEnvelope(productSchema);

  describe('GET /api/product_categories', () => {
    it('gives the main categories in order, as the burger menu asks', async () => {
      const { data, meta } = await call('/api/product_categories?filter[is_main]=true&sort=order&perPage=10', categories);
      expect(data.map((category) => category.slug.fr)).toEqual(['boissons', 'epicerie', 'maison-bien-etre', 'coffrets-compositions']);
      expect(data.map((category) => category.label.en)).toEqual(['Drinks', 'Groceries', 'Home and well-being', 'Boxes and compositions']);
      expect(data.every((category) => category.is_main)).toBe(true);
      expect(meta).toEqual({ current_page: 1, per_page: 10, total: 4, last_page: 1 });
    });

    it('lists the other categories, sorts both ways and pages', async () => {
      const notMain = await call('/api/product_categories?filter[is_main]=false', categories);
      expect(notMain.data.length).toBeGreaterThanOrEqual(2);
      expect(notMain.data.every((category) => !category.is_main)).toBe(true);

      const all = await call('/api/product_categories?sort=-order', categories);
      const orders = all.data.map((category) => category.order);
      expect(orders).toEqual([...orders].sort((a, b) => b - a));

      const second = await call('/api/product_categories?sort=order&perPage=2&page=2', categories);
      expect(second.meta).toEqual({ current_page: 2, per_page: 2, total: all.meta.total, last_page: Math.ceil(all.meta.total / 2) });
      expect(second.data.map((category) => category.order)).toEqual([3, 4]);
    });
  });

  describe('GET /api/product_categories/{id}', () => {
    it('finds a category by id or by its slug in any locale', async () => {
      const { data: drinks } = await call('/api/product_categories/1', itemEnvelope(categorySchema));
      for (const key of [drinks.slug.fr, drinks.slug.en, drinks.slug.it]) {
        expect((await call(`/api/product_categories/${key}`, itemEnvelope(categorySchema))).data).toEqual(drinks);
      }
    });

    it('answers an unknown category with a JSON 404', async () => {
      const { message } = await call('/api/product_categories/no-such-category', errorBodySchema, 404);
      expect(message).toMatch(/not found/i);
    });
  });

  describe('GET /api/products', () => {
    it('pages through the whole catalogue with each product’s variations', async () => {
      const first = await call('/api/products', products);
      expect(first.meta.total).toBeGreaterThanOrEqual(24);
      expect(first.data).toHaveLength(first.meta.per_page);
      expect(first.data.every((product) => product.product_variations.length >= 1 && product.product_variations.length <= 6)).toBe(true);
      expect(first.data.every((product) => product.recipes === undefined)).toBe(true);
      const everything = await call(`/api/products?perPage=100`, products);
      expect(everything.data).toHaveLength(first.meta.total);
      expect(new Set(everything.data.map((product) => product.id)).size).toBe(first.meta.total);
    });

    it('gives every page, to the last, as the slice of the whole list it is, whichever end it is read from', async () => {
      const idsOf = (list: { data: { id: number }[] }) => list.data.map((product) => product.id);
      const someProduct = (await call('/api/products?perPage=1', products)).data[0]!;
      for (const listed of ['sort=order', 'sort=-order', 'sort=-id', 'sort=created_at,-order', `filter[related]=${someProduct.id}`]) {
        const whole = idsOf(await call(`/api/products?${listed}&perPage=100`, products));
        expect(whole.length, listed).toBeGreaterThan(10);
        const perPage = 4;
        const pages = [];
        // A page past the middle is read from the end: it must still be the same page, in the same order.
        for (let page = 1; page <= Math.ceil(whole.length / perPage); page += 1) {
          const read = await call(`/api/products?${listed}&perPage=${perPage}&page=${page}`, products);
          expect(read.meta, listed).toEqual({
            current_page: page,
            per_page: perPage,
            total: whole.length,
            last_page: Math.ceil(whole.length / perPage),
          });
          pages.push(...idsOf(read));
        }
        expect(pages, listed).toEqual(whole);
        expect(
          (await call(`/api/products?${listed}&perPage=${perPage}&page=${Math.ceil(whole.length / perPage) + 1}`, products)).data,
        ).toEqual([]);
      }
    });

    it('gives the five best sellers by order, as the home page asks', async () => {
      const { data } = await call('/api/products?perPage=5&filter[is_highlighted]=true&sort=order', products);
      expect(data).toHaveLength(5);
      expect(data.every((product) => product.is_highlighted)).toBe(true);
      const orders = data.map((product) => product.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    });

    it('gives the product of the month with its recipes', async () => {
      const { data } = await call('/api/products?filter[is_monthly]=true&include=recipes', products);
      expect(data).toHaveLength(1);
      expect(data[0]!.is_monthly).toBe(true);
      expect(data[0]!.recipes!.length).toBeGreaterThanOrEqual(1);
      expect(data[0]!.recipes![0]!.instructions.it).toMatch(/<li>/);
    });

    it('filters by category', async () => {
      const { data: drinks } = await call('/api/product_categories/boissons', itemEnvelope(categorySchema));
      const { data, meta } = await call(`/api/products?filter[product_category_id]=${drinks.id}&perPage=100`, products);
      expect(meta.total).toBeGreaterThanOrEqual(4);
      expect(data.every((product) => product.product_category_id === drinks.id)).toBe(true);
    });

    it('gives three products related to one, never itself, its category first', async () => {
      const { data: all } = await call('/api/products?perPage=100', products);
      const product = all.find(
        (candidate) => all.filter((other) => other.product_category_id === candidate.product_category_id).length >= 4,
      )!;
      const sameCategory = await call(
        `/api/products?filter[product_category_id]=${product.product_category_id}&filter[related]=${product.id}&perPage=3`,
        products,
      );
      expect(sameCategory.data).toHaveLength(3);
      expect(sameCategory.data.some((related) => related.id === product.id)).toBe(false);
      expect(sameCategory.data.every((related) => related.product_category_id === product.product_category_id)).toBe(true);

      const anywhere = await call(`/api/products?filter[related]=${product.id}&perPage=100`, products);
      expect(anywhere.meta.total).toBe(all.length - 1);
      const categoryOf = anywhere.data.map((related) => related.product_category_id === product.product_category_id);
      expect(categoryOf).toEqual([...categoryOf].sort((a, b) => Number(b) - Number(a)));
    });

    it('sorts descending with a minus sign', async () => {
      const { data } = await call('/api/products?sort=-order&perPage=10', products);
      const orders = data.map((product) => product.order);
      expect(orders).toEqual([...orders].sort((a, b) => b - a));
    });
  });

  describe('GET /api/products/{id}', () => {
    let liqueur: Product;
    beforeAll(async () => {
      ({ data: liqueur } = await call('/api/products/1', itemEnvelope(productSchema)));
    });

    it('finds a product by id or by its slug in any locale, with variations and recipes', async () => {
      for (const key of [liqueur.slug.fr, liqueur.slug.en, liqueur.slug.it]) {
        expect((await call(`/api/products/${key}`, itemEnvelope(productSchema))).data).toEqual(liqueur);
      }
      expect(liqueur.recipes).toBeDefined();
      expect((await call('/api/products/1?include=recipes', itemEnvelope(productSchema))).data).toEqual(liqueur);
      expect(liqueur.product_variations.filter((variation) => variation.is_default)).toHaveLength(1);
    });

    it('gives picture URLs that serve pictures', async () => {
      const [variation] = liqueur.product_variations;
      const { picture } = parsePictureFileName(path.basename(variation!.card_picture_url))!;
      await drawSeedPictures(shop.picturesDir, { only: [picture] }); // as the build does
      for (const url of [variation!.card_picture_url, variation!.main_picture_url]) {
        const response = await shop.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      }
    });

    it('answers an unknown product with a JSON 404', async () => {
      await call('/api/products/999999', errorBodySchema, 404);
      await call('/api/products/no-such-product', errorBodySchema, 404);
    });

    it('answers ids and slugs the database cannot hold with a JSON 404, before asking it', async () => {
      for (const [route, what] of [
        ['products', 'Product'],
        ['product_categories', 'Category'],
      ]) {
        for (const key of ['2147483647', '2147483648', '9999999999', '99999999999999999999', '0', '%00', 'a%00b']) {
          expect(await call(`/api/${route}/${key}`, errorBodySchema, 404), key).toEqual({ message: `${what} not found.` });
        }
      }
      expect((await call('/api/products/0001', itemEnvelope(productSchema))).data).toEqual(liqueur);
    });
  });

  describe('GET /api/recipes', () => {
    it('lists every recipe, with the products it uses when asked', async () => {
      const plain = await call('/api/recipes', listEnvelope(recipeWithProductsSchema));
      expect(plain.meta.total).toBeGreaterThanOrEqual(6);
      expect(plain.data.every((recipe) => recipe.products === undefined)).toBe(true);

      const { data } = await call('/api/recipes?include=products', listEnvelope(recipeWithProductsSchema));
      expect(data.every((recipe) => recipe.products!.length >= 1)).toBe(true);
      const { data: liqueur } = await call('/api/products/1', itemEnvelope(productSchema));
      const usingLiqueur = data.filter((recipe) => recipe.products!.some((product) => product.id === liqueur.id));
      expect(usingLiqueur.map((recipe) => recipe.id).sort()).toEqual(liqueur.recipes!.map((recipe) => recipe.id).sort());
      expect(data.every((recipe) => recipe.more_products === false)).toBe(true);

      // Summed up: the same products, named, addressed and priced as the recipes page shows them, in a third of the bytes.
      const summedUp = await shop.app.inject({ url: '/api/recipes?include=product_summaries' });
      const summed = listEnvelope(recipeWithProductsSchema).parse(summedUp.json()).data;
      expect(summed.map((recipe) => recipe.product_summaries)).toEqual(
        data.map((recipe) =>
          recipe.products!.map((product) => {
            const { id, price, main_picture_url, card_picture_url, picture_srcset } =
              product.product_variations[initialVariationIndex(product.product_variations)]!;
            return {
              id: product.id,
              label: product.label,
              slug: product.slug,
              shown_variation: { id, price, main_picture_url, card_picture_url, picture_srcset },
            };
          }),
        ),
      );
      expect(summed.every((recipe) => recipe.products === undefined && recipe.more_products === false)).toBe(true);
      const whole = await shop.app.inject({ url: '/api/recipes?include=products' });
      expect(summedUp.body.length).toBeLessThan(whole.body.length / 2);
    });

    it('sums a product up with the variation it starts on, as stock moves', async () => {
      const { productId, variationIds } = await createTestProduct(shop.app.db, { stocks: [0, 5] });
      const recipe = await shop.app.db.selectFrom('recipes').select('id').orderBy('id').executeTakeFirstOrThrow();
      await shop.app.db.insertInto('product_recipes').values({ product_id: productId, recipe_id: recipe.id }).execute();
      shop.app.catalogueCache.clear();
      const shownVariation = async () => {
        const { data } = await call('/api/recipes?include=product_summaries', listEnvelope(recipeWithProductsSchema));
        const summaries = data.find((item) => item.id === recipe.id)!.product_summaries!;
        const { data: paged } = await call(`/api/recipes/${recipe.id}/product_summaries?perPage=100`, listEnvelope(productSummarySchema));
        expect(paged.slice(0, summaries.length)).toEqual(summaries);
        return paged.find((summary) => summary.id === productId)!.shown_variation.id;
      };
      expect(await shownVariation()).toBe(variationIds[1]);
      // The first one back in stock: the summaries, kept as they showed the second, are asked again.
      const owner = await createTestUser(shop.app.db, { staffRole: 'owner' });
      const counted = await shop.app.inject({
        method: 'PUT',
        url: `/api/product_variations/${variationIds[0]}/stock`,
        payload: { stock: 2 },
        headers: { authorization: `Bearer ${await staffSessionOf(shop.app, owner.id)}` },
      });
      expect(counted.statusCode, counted.body).toBe(200);
      expect(await shownVariation()).toBe(variationIds[0]);
    });

    it('gives a recipe many products use with its first page of them, and the rest a page at a time', async () => {
      const db = shop.app.db;
      const recipe = await db.selectFrom('recipes').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
      const added = [];
      for (let index = 0; index < 2 * recipeProductsPageSize + 2; index += 1) added.push(await createTestProduct(db));
      await db
        .insertInto('product_recipes')
        .values(added.map((product) => ({ product_id: product.productId, recipe_id: recipe.id })))
        .execute();
      // A draft among them: shoppers never see it.
      await db.updateTable('products').set({ is_hidden: 1 }).where('id', '=', added[3]!.productId).execute();
      shop.app.catalogueCache.clear();
      const shown = await db
        .selectFrom('product_recipes')
        .innerJoin('products', 'products.id', 'product_recipes.product_id')
        .select('products.id')
        .where('recipe_id', '=', recipe.id)
        .where('is_hidden', '=', 0)
        .orderBy('products.id')
        .execute();
      const shownIds = shown.map((row) => row.id);
      expect(shownIds.length).toBeGreaterThan(2 * recipeProductsPageSize);

      const { data } = await call('/api/recipes?include=products', listEnvelope(recipeWithProductsSchema));
      const listed = data.find((item) => item.id === recipe.id)!;
      expect(listed.products!.map((product) => product.id)).toEqual(shownIds.slice(0, recipeProductsPageSize));
      expect(listed.more_products).toBe(true);

      const pages = [];
      for (let page = 1; page <= 3; page += 1) pages.push(await call(`/api/recipes/${recipe.id}/products?page=${page}`, products));
      expect(pages[0]!.data).toEqual(listed.products);
      expect(pages.flatMap((page) => page.data.map((product) => product.id))).toEqual(shownIds);
      expect(pages[2]!.meta).toMatchObject({ current_page: 3, per_page: recipeProductsPageSize, total: shownIds.length, last_page: 3 });
      expect(pages[0]!.data[0]!.product_variations.length).toBeGreaterThan(0);
      const summed = await call(`/api/recipes/${recipe.id}/product_summaries?page=2`, listEnvelope(productSummarySchema));
      expect(summed.data.map((summary) => summary.id)).toEqual(pages[1]!.data.map((product) => product.id));
      expect(summed.meta).toEqual(pages[1]!.meta);
    });

    it('refuses the products of a recipe that does not exist, and a page size past the limit', async () => {
      const missing = await shop.app.inject({ url: '/api/recipes/99999/products' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Recipe not found.' });
      expect((await shop.app.inject({ url: '/api/recipes/1/products?perPage=1000' })).statusCode).toBe(422);
      expect((await shop.app.inject({ url: '/api/recipes/1/products?include=recipes' })).statusCode).toBe(400);
      expect((await shop.app.inject({ url: '/api/recipes/99999/product_summaries' })).json()).toEqual({ message: 'Recipe not found.' });
    });
  });

  describe('a query the API does not understand', () => {
    const refused: [string, number, RegExp | Record<string, string[]>][] = [
      ['/api/products?colour=red', 400, /Unknown query parameter "colour"/],
      ['/api/products?filter[price]=1', 400, /Unknown filter "price"/],
      ['/api/products?sort=weight', 400, /Unknown sort "weight". Sorts: order, id, price, created_at, sales./],
      ['/api/products?filter[price_max]=12.50', 422, { 'filter[price_max]': ['integer'] }],
      ['/api/products?filter[price_min]=100000001', 422, { 'filter[price_min]': ['max'] }],
      ['/api/products?include=facet', 400, /Unknown include "facet". Includes: recipes, facets./],
      ['/api/products?sort=order,-popularity', 400, /Unknown sort "popularity"/],
      ['/api/products?include=reviews', 400, /Unknown include "reviews"/],
      ['/api/products?page=1&page=2', 400, /more than once/],
      ['/api/product_categories?filter[is_highlighted]=true', 400, /Unknown filter "is_highlighted"/],
      ['/api/products/1?sort=order', 400, /Unknown query parameter "sort"/],
      ['/api/products/1?include=reviews', 400, /Unknown include "reviews"/],
      ['/api/product_categories/1?include=recipes', 400, /Unknown include "recipes"/],
      ['/api/products?perPage=101', 422, { perPage: ['max'] }],
      ['/api/products?perPage=0', 422, { perPage: ['min'] }],
      ['/api/products?page=abc', 422, { page: ['integer'] }],
      ['/api/products?page=-1', 422, { page: ['integer'] }],
      ['/api/products?filter[is_monthly]=maybe', 422, { 'filter[is_monthly]': ['boolean'] }],
      ['/api/products?filter[product_category_id]=drinks', 422, { 'filter[product_category_id]': ['integer'] }],
      ['/api/product_categories?perPage=1000', 422, { perPage: ['max'] }],
      ['/api/recipes?include=ingredients', 400, /Unknown include "ingredients"/],
      ['/api/products?sort=order,-order', 400, /The sort "order" is given more than once/],
      ['/api/products?include=recipes,recipes', 400, /The include "recipes" is given more than once/],
      ['/api/products?filter[related]=9999999999', 422, { 'filter[related]': ['max'] }],
      ['/api/products?filter[product_category_id]=2147483648', 422, { 'filter[product_category_id]': ['max'] }],
    ];

    it.each(refused)('%s is refused with %i and a clear message', async (url, status, expected) => {
      const body = await call(url, errorBodySchema, status);
      if (expected instanceof RegExp) expect(body.message).toMatch(expected);
      else expect(body.errors).toEqual(expected);
    });

    it('names what the call does know', async () => {
      const messageOf = async (url: string) => (await call(url, errorBodySchema, 400)).message;
      expect(await messageOf('/api/product_categories?filter[colour]=red')).toBe('Unknown filter "colour". Filters: is_main.');
      expect(await messageOf('/api/product_categories?sort=-price')).toBe('Unknown sort "price". Sorts: order, id.');
      expect(await messageOf('/api/product_categories?q=x')).toBe(
        'Unknown query parameter "q". Parameters: filter[…], sort, include, perPage, page.',
      );
      expect(await messageOf('/api/products/1?perPage=3')).toBe('Unknown query parameter "perPage". Parameters: include.');
      expect(await messageOf('/api/products?page=1&page=2')).toBe('The query parameter page is given more than once.');
      expect(await messageOf('/api/product_categories?sort=id,-order,-id')).toBe('The sort "id" is given more than once.');
    });

    it('refuses thousands of sort keys with a 400 before the database sees them', async () => {
      for (const sort of [Array(5000).fill('id'), Array(3000).fill('order,-order')]) {
        const { message } = await call(`/api/products?sort=${sort.join(',')}`, errorBodySchema, 400);
        expect(message).toMatch(/^The sort "(id|order)" is given more than once\.$/);
      }
    });

    it('gives every bad value its code at once', async () => {
      const url = '/api/products?filter[is_highlighted]=yes&filter[product_category_id]=0&perPage=500&page=1.5';
      expect((await call(url, errorBodySchema, 422)).errors).toEqual({
        'filter[is_highlighted]': ['boolean'],
        'filter[product_category_id]': ['integer'],
        perPage: ['max'],
        page: ['integer'],
      });
    });
  });

  describe('the catalogue cache', () => {
    it('keeps one answer for every spelling of one call', async () => {
      shop.app.catalogueCache.clear();
      // Leading zeros, parameters in any order, defaults spelled out or not: 1,000 URLs, one call.
      const spellings = [
        '/api/products?filter[is_monthly]=false',
        ...Array.from({ length: 999 }, (_, index) => {
          const query = [`perPage=${'0'.repeat(index >> 1)}12`, 'filter[is_monthly]=false', `page=${'0'.repeat(index % 3)}1`];
          return `/api/products?${(index % 2 ? query.reverse() : query).join('&')}`;
        }),
      ];
      const answers = new Set<string>();
      for (const url of spellings) answers.add((await shop.app.inject({ url })).body);
      expect(answers.size).toBe(1);
      expect(shop.app.catalogueCache.held.entries).toBe(1);
      // What the call does not take is refused, never kept.
      await call('/api/products?filter[is_monthly]=false&utm_source=x', errorBodySchema, 400);
      await call('/api/products/no-such-product', errorBodySchema, 404);
      expect(shop.app.catalogueCache.held.entries).toBe(1);
    });

    it('keeps a product once, whatever address asks for it', async () => {
      const { productId, slug } = await createTestProduct(shop.app.db);
      shop.app.catalogueCache.clear();
      const { slug: slugs } = (await call(`/api/products/${slug}`, itemEnvelope(productSchema))).data;
      const addresses = [
        `/api/products/${productId}`,
        `/api/products/000${productId}`,
        ...Object.values(slugs).map((each) => `/api/products/${each}`),
      ];
      const answers = new Set<string>();
      for (const url of addresses) answers.add((await shop.app.inject({ url })).body);
      expect(answers.size).toBe(1);
      expect(shop.app.catalogueCache.held.entries).toBe(1);
    });

    it('shows stock an order took, or a cancellation gave back, on the next answer, and keeps the answers showing other stock', async () => {
      const sold = await createTestProduct(shop.app.db, { stocks: [5, 2] });
      const other = await createTestProduct(shop.app.db, { stocks: [5] });
      const stockOn = async (url: string) => (await call(url, itemEnvelope(productSchema))).data.product_variations.map((v) => v.stock);
      const listed = `/api/products?filter[product_category_id]=${sold.categoryId}`;
      shop.app.catalogueCache.clear();
      expect(await stockOn(`/api/products/${sold.slug}`)).toEqual([5, 2]);
      await stockOn(`/api/products/${other.slug}`);
      await call(listed, products);
      expect(shop.app.catalogueCache.held.entries).toBe(3);

      const customer = await customerWithCart(shop.app, [{ variationId: sold.variationIds[0]!, quantity: 2 }]);
      const { order } = placedOrder(await placeOrderCall(shop.app, customer));
      // The sold product and the list showing it are forgotten; the other product is still kept.
      expect(shop.app.catalogueCache.held.entries).toBe(1);
      expect(await stockOn(`/api/products/${sold.productId}`)).toEqual([3, 2]);
      expect((await call(listed, products)).data.find((product) => product.id === sold.productId)?.product_variations[0]?.stock).toBe(3);

      const owner = await createTestUser(shop.app.db, { staffRole: 'owner' });
      const cancelled = await shop.app.inject({
        method: 'POST',
        url: `/api/staff/orders/${order.reference}/cancel`,
        headers: { authorization: `Bearer ${await staffSessionOf(shop.app, owner.id)}` },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await stockOn(`/api/products/${sold.slug}`)).toEqual([5, 2]);
    });
  });

  it('gives the first page of each call’s page size by default', async () => {
    expect((await call('/api/products', products)).meta).toMatchObject({ current_page: 1, per_page: 12 });
    expect((await call('/api/product_categories', categories)).meta).toMatchObject({ current_page: 1, per_page: 15 });
    expect((await call('/api/recipes', listEnvelope(recipeWithProductsSchema))).meta).toMatchObject({ current_page: 1, per_page: 50 });
  });

  it('keeps category ids consistent between lists and products', async () => {
    const { data: all } = await call('/api/product_categories?perPage=100', categories);
    const ids = new Set(all.map((category: Category) => category.id));
    const { data } = await call('/api/products?perPage=100', products);
    expect(data.every((product) => ids.has(product.product_category_id))).toBe(true);
  });
});
