import { locales } from '@lemon/shared/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test-support/test-database';
import { seedCategories, seedProducts, seedRecipes } from './catalogue-data';
import { reducedRateSlugs } from '../migrations/2026-11-25T1525-invoices';
import { seedCatalogue } from './seed-catalogue';

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');
const tagsOf = (html: string) => new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));

describe('the seed catalogue', () => {
  it('has the four main categories of the spec, in order', () => {
    const main = seedCategories.filter((category) => category.isMain).sort((a, b) => a.order - b.order);
    expect(main.map((category) => category.slug.fr)).toEqual(['boissons', 'epicerie', 'maison-bien-etre', 'coffrets-compositions']);
    expect(seedCategories.some((category) => !category.isMain)).toBe(true);
  });

  it('has at least 24 products, each written in the three languages', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(24);
    for (const product of seedProducts) {
      for (const locale of locales) {
        expect(product.label[locale].trim(), product.key).not.toBe('');
        expect(stripTags(product.description[locale]).length, `${product.key} ${locale}`).toBeGreaterThan(140);
        expect([...tagsOf(product.description[locale])].every((tag) => ['p', 'strong', 'em', 'ul', 'li'].includes(tag!))).toBe(true);
      }
    }
  });

  it('has slugs that are unique in each language and safe in a URL', () => {
    for (const entries of [seedProducts, seedCategories]) {
      for (const locale of locales) {
        const slugs = entries.map((entry) => entry.slug[locale]);
        expect(new Set(slugs).size).toBe(slugs.length);
        expect(slugs.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
      }
    }
  });

  it('has 1 to 6 variations per product: single ones, markers and dropdowns, some out of stock', () => {
    const counts = seedProducts.map((product) => product.variations.length);
    expect(counts.every((count) => count >= 1 && count <= 6)).toBe(true);
    expect(counts.filter((count) => count === 1).length).toBeGreaterThan(0);
    expect(counts.filter((count) => count >= 2 && count <= 4).length).toBeGreaterThan(0);
    expect(counts.filter((count) => count >= 5).length).toBeGreaterThan(0);
    const variations = seedProducts.flatMap((product) => product.variations);
    expect(variations.filter((variation) => variation.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(
      seedProducts.some((product) => product.variations[0]!.stock === 0 && product.variations.some((variation) => variation.stock > 0)),
    ).toBe(true);
    expect(variations.every((variation) => Number.isInteger(variation.price) && variation.price > 0)).toBe(true);
    expect(seedProducts.every((product) => product.variations.filter((variation) => variation.isDefault).length === 1)).toBe(true);
  });

  it('has one product of the month with a recipe, and at least five best sellers', () => {
    const monthly = seedProducts.filter((product) => product.isMonthly);
    expect(monthly).toHaveLength(1);
    expect(monthly[0]!.recipes.length).toBeGreaterThan(0);
    expect(seedProducts.filter((product) => product.isHighlighted).length).toBeGreaterThanOrEqual(5);
  });

  it('sells each product at its French VAT rate: spirits and non-food at 20 %, food and soft drinks at 5.5 %', () => {
    const rateOf = Object.fromEntries(seedProducts.map((product) => [product.key, product.vatRate]));
    expect(new Set(Object.values(rateOf))).toEqual(new Set([2000, 550]));
    for (const product of seedProducts) {
      if (product.containsAlcohol) expect(product.vatRate, product.key).toBe(2000);
      if (['household', 'gift-ideas'].includes(product.category) && !product.containsAlcohol)
        expect(product.vatRate, product.key).toBe(2000);
      if (product.category === 'groceries') expect(product.vatRate, product.key).toBe(550);
    }
    expect(rateOf).toMatchObject({
      'craft-lemonade': 550,
      'lemon-syrup': 550,
      'treats-box': 550,
      'menton-composition': 2000,
      'lemon-drops': 2000,
      'fresh-lemons': 550,
      'lemon-vinegar': 550,
    });
    // A shop seeded before the rates existed gets the same ones from the migration.
    expect(new Set(reducedRateSlugs)).toEqual(
      new Set(seedProducts.filter((product) => product.vatRate === 550).map((product) => product.slug.fr)),
    );
  });

  it('has at least six recipes, each used by a product', () => {
    expect(seedRecipes.length).toBeGreaterThanOrEqual(6);
    const used = new Set(seedProducts.flatMap((product) => product.recipes));
    expect(seedRecipes.every((recipe) => used.has(recipe.key))).toBe(true);
    expect([...used].every((key) => seedRecipes.some((recipe) => recipe.key === key))).toBe(true);
  });
});

describe.each(testEngines)('seeding %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  const count = async (table: 'products' | 'product_variations' | 'product_categories' | 'recipes' | 'product_recipes') =>
    Number(
      (
        await database.connection.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores the whole catalogue, once', async () => {
    expect(await seedCatalogue(database.connection.db)).toBe(false);
    expect(await count('product_categories')).toBe(seedCategories.length);
    expect(await count('products')).toBe(seedProducts.length);
    expect(await count('product_variations')).toBe(seedProducts.flatMap((product) => product.variations).length);
    expect(await count('recipes')).toBe(seedRecipes.length);
    expect(await count('product_recipes')).toBe(seedProducts.flatMap((product) => product.recipes).length);
  });
});
