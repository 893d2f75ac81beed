import { searchResultsSchema, searchSuggestionsSchema, type Product } from '@lemon/catalog-contract';
import { errorBodySchema } from '@lemon/shared/contract';
import { staffProductResponseSchema } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestCategory, newProductPayload, updatePayloadOf } from '../test-support/test-catalogue';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('the shop’s search on %s', (engine) => {
  let shop: TestApp;
  let staffToken: string;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    staffToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(() => shop.close());

  const search = async (q: string, locale = 'fr', more = '') => {
    const response = await shop.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&locale=${locale}${more}` });
    expect(response.statusCode).toBe(200);
    return searchResultsSchema.parse(response.json());
  };
  /** The French names of what a search finds, the most relevant first. */
  const found = async (q: string, locale = 'fr') =>
    (await search(q, locale, '&perPage=100')).data.map((product: Product) => product.label.fr);

  it('folds case and accents: "ECORCES" and "epicerie" find what is written "Écorces" and "Épicerie"', async () => {
    expect((await found('ECORCES'))[0]).toBe('Écorces de citron confites');
    const groceries = await found('epicerie');
    expect(groceries).toContain('Miel de fleurs de citronnier');
    expect(groceries).not.toContain('Gin au citron de Menton');
  });

  it('finds the singular from the plural and back, in each language', async () => {
    // The soaps by their names first, then what speaks of soap (a gift basket holding one).
    const soaps = await found('savons');
    expect(soaps.slice(0, 2).sort()).toEqual(['Savon au citron saponifié à froid', 'Trio de savons d’invités']);
    expect(soaps.length).toBeGreaterThan(2);
    expect(await found('savon')).toEqual(soaps);
    const inItalian = await found('limoni', 'it');
    expect(inItalian).toContain('Citrons confits au sel'); // "Limoni sotto sale"
    expect(inItalian.sort()).toEqual((await found('limone', 'it')).sort());
    expect((await found('lemons', 'en')).sort()).toEqual((await found('lemon', 'en')).sort());
  });

  it('finds a word of another of the three languages, and every word of the query', async () => {
    expect((await found('honey'))[0]).toBe('Miel de fleurs de citronnier');
    expect((await found('miele', 'en'))[0]).toBe('Miel de fleurs de citronnier');
    expect(await found('miel citron gingembre')).toEqual([]);
    expect((await found('limonade artisanale'))[0]).toBe('Limonade artisanale au citron');
  });

  it('reads the last word as the start of one, as it is being typed', async () => {
    expect(await found('sav')).toEqual(expect.arrayContaining(['Savon au citron saponifié à froid', 'Trio de savons d’invités']));
    expect(await found('limonade arti')).toContain('Limonade artisanale au citron');
  });

  it('puts a product whose name holds the word before one whose text does', async () => {
    const names = await found('miel');
    expect(names[0]).toBe('Miel de fleurs de citronnier');
    expect(names.length).toBeGreaterThan(1);
  });

  it('corrects one letter missing, added or wrong in a word of five letters or more, and says so', async () => {
    const misspelt = await search('limonade artisnale', 'fr', '&perPage=100');
    expect(misspelt.meta.corrected_query).toBe('limonade artisanale');
    expect(misspelt.data[0]!.label.fr).toBe('Limonade artisanale au citron');
    expect((await search('bougiie', 'fr')).meta.corrected_query).toBe('bougie');
    expect((await search('sirup', 'en')).data.map((product) => product.label.fr)).toContain('Sirop de citron');
    // A query that finds what it says is not corrected; a short word is not either (one letter makes another word).
    expect((await search('limonade', 'fr')).meta.corrected_query).toBeUndefined();
    expect((await search('mial', 'fr')).meta).toMatchObject({ total: 0 });
    expect((await search('mial', 'fr')).meta.corrected_query).toBeUndefined();
    // Two letters wrong is another word; a correction that finds nothing either is not offered.
    expect((await search('bouguii', 'fr')).meta).toMatchObject({ total: 0 });
    expect((await search('bougiie xylophone', 'fr')).meta).toEqual({ current_page: 1, per_page: 12, total: 0, last_page: 1 });
  });

  it('pages its results and counts them all', async () => {
    const all = await search('citron', 'fr', '&perPage=100');
    expect(all.meta.total).toBe(all.data.length);
    expect(all.meta.total).toBeGreaterThan(10);
    const second = await search('citron', 'fr', '&perPage=5&page=2');
    expect(second.data.map((product) => product.id)).toEqual(all.data.slice(5, 10).map((product) => product.id));
    expect(second.meta.total).toBe(all.meta.total);
  });

  it('finds a product as the owner just saved it, never while hidden, again once shown, and nothing once it is deleted', async () => {
    const { id: categoryId } = await createTestCategory(shop.app.db);
    const created = await call(shop.app, 'POST', '/api/staff/products', {
      token: staffToken,
      payload: newProductPayload(categoryId, {
        label: { fr: 'Bergamote givrée', en: 'Frosted bergamot', it: 'Bergamotto ghiacciato' },
      }),
    });
    expect(created.statusCode).toBe(201);
    const product = staffProductResponseSchema.parse(created.json()).data;
    expect(await found('bergamote')).toEqual(['Bergamote givrée']);

    const renamed = await call(shop.app, 'PUT', `/api/staff/products/${product.id}`, {
      token: staffToken,
      payload: updatePayloadOf(product, { label: { fr: 'Cédrat givré', en: 'Frosted citron', it: 'Cedro ghiacciato' } }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('bergamote')).toEqual([]);
    expect(await found('cedrat')).toEqual(['Cédrat givré']);

    const hidden = await call(shop.app, 'PUT', `/api/staff/products/${product.id}`, {
      token: staffToken,
      payload: updatePayloadOf(staffProductResponseSchema.parse(renamed.json()).data, { is_hidden: true }),
    });
    expect(hidden.statusCode).toBe(200);
    expect(await found('cedrat')).toEqual([]);
    // Counted from the index alone, which holds no hidden product.
    const suggested = await shop.app.inject({ url: '/api/search/suggestions?q=cedrat&locale=fr' });
    expect(suggested.json().data.total_products).toBe(0);

    const shown = await call(shop.app, 'PUT', `/api/staff/products/${product.id}`, {
      token: staffToken,
      payload: updatePayloadOf(staffProductResponseSchema.parse(hidden.json()).data, { is_hidden: false }),
    });
    expect(shown.statusCode).toBe(200);
    expect(await found('cedrat')).toEqual(['Cédrat givré']);

    expect((await call(shop.app, 'DELETE', `/api/staff/products/${product.id}`, { token: staffToken })).statusCode).toBe(204);
    expect(await found('cedrat')).toEqual([]);
  });

  it('finds a product by its category’s new name once the owner renames it', async () => {
    const category = await createTestCategory(shop.app.db);
    await call(shop.app, 'POST', '/api/staff/products', { token: staffToken, payload: newProductPayload(category.id) });
    const { data: categories } = (await call(shop.app, 'GET', '/api/staff/categories', { token: staffToken })).json() as {
      data: { id: number; version: number; slug: object; is_main: boolean; parent_id: number | null }[];
    };
    const before = categories.find((each) => each.id === category.id)!;
    const renamed = await call(shop.app, 'PUT', `/api/staff/categories/${category.id}`, {
      token: staffToken,
      payload: {
        version: before.version,
        label: { fr: 'Agrumes rares', en: 'Rare citrus', it: 'Agrumi rari' },
        slug: before.slug,
        is_main: before.is_main,
        parent_id: before.parent_id,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('agrumes rares')).toHaveLength(1);
  });

  it('refuses an empty query and one too long, with the field’s reason', async () => {
    const empty = await shop.app.inject({ url: '/api/search?q=%20%20' });
    expect(empty.statusCode).toBe(422);
    expect(errorBodySchema.parse(empty.json()).errors).toHaveProperty('q');
    const long = await shop.app.inject({ url: `/api/search?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(422);
    expect((await shop.app.inject({ url: '/api/search?q=miel&unknown=1' })).statusCode).toBe(400);
  });

  it('finds nothing for words the shop does not use, and reads no sign of a query as an operator', async () => {
    expect(await found('xylophone')).toEqual([]);
    expect(await found('"* OR NEAR(')).toEqual([]);
  });

  const suggested = async (q: string, locale = 'fr') => {
    const response = await shop.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}&locale=${locale}` });
    expect(response.statusCode).toBe(200);
    const { products, total_products, categories, recipes } = searchSuggestionsSchema.parse(response.json()).data;
    return {
      products: products.map((product) => product.label.fr),
      total: total_products,
      categories: categories.map((category) => category.label.fr),
      recipes: recipes.map((recipe) => recipe.label.fr),
    };
  };

  it('suggests products with their price and picture, categories and recipes, from the second letter', async () => {
    const soaps = await suggested('sa');
    expect(soaps.products).toContain('Savon au citron saponifié à froid');
    const tart = await suggested('tarte');
    expect(tart.recipes).toEqual(['Tarte au citron de Menton']);
    expect((await suggested('epic')).categories).toEqual(['Épicerie']);
    expect((await suggested('bevan', 'it')).categories).toEqual(['Boissons']);
    const lemon = await suggested('citron');
    expect(lemon.products).toHaveLength(5);
    expect(lemon.total).toBe((await search('citron', 'fr', '&perPage=1')).meta.total);
    const response = await shop.app.inject({ url: '/api/search/suggestions?q=citron' });
    const [first] = searchSuggestionsSchema.parse(response.json()).data.products;
    expect(first!.shown_variation.price).toBeGreaterThan(0);
    expect(first!.shown_variation.card_picture_url).toBeTruthy();
    const misspelt = await shop.app.inject({ url: '/api/search/suggestions?q=tartte' });
    expect(searchSuggestionsSchema.parse(misspelt.json()).data).toMatchObject({ corrected_query: 'tarte' });
  });
});
