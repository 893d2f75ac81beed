import { itemEnvelope, listEnvelope } from '@lemon/shared/contract';
import { categoryPlaceSchema, categorySchema, recipeWithProductsSchema } from '@lemon/catalog-contract';
import {
  staffCategoryListResponseSchema,
  staffCategoryResponseSchema,
  staffRecipeListResponseSchema,
  staffRecipeResponseSchema,
  type RecipePayload,
} from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, refusalCodes, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestProduct } from '../test-support/test-products';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('the owner’s categories and recipes on %s', (engine) => {
  let shop: TestApp;
  let token: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    token = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
  });
  afterAll(() => shop.close());

  const staffCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(shop.app, method, url, { token, payload });
  let made = 0;
  const categoryPayload = () => {
    made += 1;
    return {
      label: { fr: `Agrumes ${made}`, en: `Citrus ${made}`, it: `Agrumi ${made}` },
      slug: { fr: `agrumes-${made}`, en: `citrus-${made}`, it: `agrumi-${made}` },
      is_main: false,
    };
  };
  const categories = async () => staffCategoryListResponseSchema.parse((await staffCall('GET', '/api/staff/categories')).json()).data;
  const shopperCategory = async (slug: string) => {
    const response = await shop.app.inject({ url: `/api/product_categories/${slug}` });
    return response.statusCode === 200 ? itemEnvelope(categoryPlaceSchema).parse(response.json()).data : response.statusCode;
  };

  describe('categories', () => {
    it('creates a category last in the shop’s order, shows it at once, and renames it', async () => {
      const before = await categories();
      const created = await staffCall('POST', '/api/staff/categories', { ...categoryPayload(), is_main: true });
      expect(created.statusCode, created.body).toBe(201);
      const category = staffCategoryResponseSchema.parse(created.json()).data;
      expect(category).toMatchObject({
        version: 1,
        is_main: true,
        product_count: 0,
        order: Math.max(...before.map((item) => item.order)) + 1,
      });
      const menu = listEnvelope(categorySchema).parse(
        (await shop.app.inject({ url: '/api/product_categories?filter[is_main]=true&sort=order&perPage=10' })).json(),
      );
      expect(menu.data.at(-1)?.id).toBe(category.id);

      const renamed = await staffCall('PUT', `/api/staff/categories/${category.id}`, {
        label: { fr: 'Zestes', en: 'Zests', it: 'Scorze' },
        slug: { fr: 'zestes', en: 'zests', it: 'scorze' },
        is_main: false,
        version: 1,
      });
      expect(renamed.statusCode).toBe(200);
      expect(await shopperCategory('zests')).toMatchObject({ id: category.id, label: { en: 'Zests' }, is_main: false });
      expect(await shopperCategory(category.slug.fr)).toBe(404);
    });

    it('refuses missing names, bad or taken addresses, and a save from an older version', async () => {
      const payload = categoryPayload();
      expect(refusalCodes(await staffCall('POST', '/api/staff/categories', { ...payload, label: { ...payload.label, it: '' } }))).toEqual({
        'label.it': ['required'],
      });
      expect(
        refusalCodes(await staffCall('POST', '/api/staff/categories', { ...payload, slug: { ...payload.slug, en: 'boissons' } })),
      ).toEqual({
        'slug.en': ['slug_taken'],
      });
      const category = staffCategoryResponseSchema.parse((await staffCall('POST', '/api/staff/categories', payload)).json()).data;
      expect((await staffCall('PUT', `/api/staff/categories/${category.id}`, { ...payload, is_main: true, version: 1 })).statusCode).toBe(
        200,
      );
      const late = await staffCall('PUT', `/api/staff/categories/${category.id}`, {
        ...payload,
        label: { ...payload.label, fr: 'Tard' },
        version: 1,
      });
      expect(late.statusCode).toBe(409);
      expect((await categories()).find((item) => item.id === category.id)).toMatchObject({
        is_main: true,
        label: payload.label,
        version: 2,
      });
    });

    it('deletes an empty category only', async () => {
      const { categoryId } = await createTestProduct(shop.app.db, { stocks: [1] });
      expect(refusalCodes(await staffCall('DELETE', `/api/staff/categories/${categoryId}`))).toEqual({ id: ['in_use'] });
      const empty = staffCategoryResponseSchema.parse((await staffCall('POST', '/api/staff/categories', categoryPayload())).json()).data;
      expect((await staffCall('DELETE', `/api/staff/categories/${empty.id}`)).statusCode).toBe(204);
      expect(await shopperCategory(empty.slug.fr)).toBe(404);
      expect((await categories()).map((item) => item.id)).not.toContain(empty.id);
    });

    it('puts a category inside a top-level one: its page names its parent, the parent’s lists it, one level only', async () => {
      const create = async (fields: object = {}) =>
        staffCategoryResponseSchema.parse((await staffCall('POST', '/api/staff/categories', { ...categoryPayload(), ...fields })).json())
          .data;
      const parent = await create({ is_main: true });
      const second = await create({ parent_id: parent.id });
      const first = await create({ parent_id: parent.id });
      expect(second.parent_id).toBe(parent.id);
      const link = ({ id, label, slug }: { id: number; label: object; slug: object }) => ({ id, label, slug });

      const parentPage = await shopperCategory(parent.slug.en);
      expect(parentPage).toMatchObject({ parent: null, parent_id: null, sub_categories: [link(second), link(first)] });
      expect(await shopperCategory(first.slug.it)).toMatchObject({ parent_id: parent.id, parent: link(parent), sub_categories: [] });

      // Two levels, itself, nothing: refused, nothing changed.
      expect(refusalCodes(await staffCall('POST', '/api/staff/categories', { ...categoryPayload(), parent_id: first.id }))).toEqual({
        parent_id: ['category_depth'],
      });
      const other = await create();
      const update = (category: typeof parent, parentId: number) =>
        staffCall('PUT', `/api/staff/categories/${category.id}`, { ...categoryPayload(), parent_id: parentId, version: category.version });
      expect(refusalCodes(await update(parent, other.id))).toEqual({ parent_id: ['category_depth'] });
      expect(refusalCodes(await update(other, other.id))).toEqual({ parent_id: ['invalid'] });
      expect(refusalCodes(await update(other, 999_999))).toEqual({ parent_id: ['exists'] });
      expect((await categories()).find((item) => item.id === parent.id)).toMatchObject({ parent_id: null, version: 1 });

      // A category holding others is not deleted; once they moved out, it is.
      expect(refusalCodes(await staffCall('DELETE', `/api/staff/categories/${parent.id}`))).toEqual({ id: ['in_use'] });
      for (const child of [first, second])
        expect(
          (await staffCall('PUT', `/api/staff/categories/${child.id}`, { ...categoryPayload(), parent_id: null, version: 1 })).statusCode,
        ).toBe(200);
      expect((await staffCall('DELETE', `/api/staff/categories/${parent.id}`)).statusCode).toBe(204);
    });

    it('puts the categories in a new order, unless it changed since the owner saw it', async () => {
      const seen = (await categories()).map((item) => item.id);
      const reversed = [...seen].reverse();
      const reordered = await staffCall('PUT', '/api/staff/categories/order', { ids: reversed, replacing: seen });
      expect(reordered.statusCode, reordered.body).toBe(200);
      expect(staffCategoryListResponseSchema.parse(reordered.json()).data.map((item) => item.id)).toEqual(reversed);
      const shopper = listEnvelope(categorySchema).parse(
        (await shop.app.inject({ url: '/api/product_categories?sort=order&perPage=100' })).json(),
      );
      expect(shopper.data.map((item) => item.id)).toEqual(reversed);

      const late = await staffCall('PUT', '/api/staff/categories/order', { ids: seen, replacing: seen });
      expect(late.statusCode).toBe(409);
      expect(refusalCodes(await staffCall('PUT', '/api/staff/categories/order', { ids: reversed.slice(1), replacing: reversed }))).toEqual({
        ids: ['invalid'],
      });
      expect((await categories()).map((item) => item.id)).toEqual(reversed);
    });
  });

  describe('recipes', () => {
    const recipePayload = (productIds: number[]): RecipePayload => ({
      label: { fr: 'Granité au citron', en: 'Lemon granita', it: 'Granita al limone' },
      text: { fr: 'Frais et vif.', en: 'Fresh and bright.', it: '' },
      instructions: { fr: '<h3>Étapes</h3><ol><li>Mixer.</li></ol><script>x()</script>', en: '<p>Blend.</p>', it: '<p>Frullare.</p>' },
      product_ids: productIds,
    });
    const recipesPage = async () =>
      listEnvelope(recipeWithProductsSchema).parse((await shop.app.inject({ url: '/api/recipes?include=products' })).json()).data;

    it('creates a recipe with its products, last on the recipes page, its instructions sanitised', async () => {
      const { productId } = await createTestProduct(shop.app.db, { stocks: [2] });
      const created = await staffCall('POST', '/api/staff/recipes', recipePayload([productId]));
      expect(created.statusCode, created.body).toBe(201);
      const recipe = staffRecipeResponseSchema.parse(created.json()).data;
      expect(recipe.instructions.fr).toBe('<h3>Étapes</h3><ol><li>Mixer.</li></ol>');
      expect(recipe.products.map((product) => product.id)).toEqual([productId]);
      const page = await recipesPage();
      expect(page.at(-1)).toMatchObject({ id: recipe.id, label: { it: 'Granita al limone' } });
      expect(page.at(-1)?.products?.map((product) => product.id)).toEqual([productId]);
    });

    it('changes a recipe from its version, refuses an older one, and refuses unknown products', async () => {
      const recipe = staffRecipeResponseSchema.parse((await staffCall('POST', '/api/staff/recipes', recipePayload([]))).json()).data;
      const changed = await staffCall('PUT', `/api/staff/recipes/${recipe.id}`, {
        ...recipePayload([]),
        label: { ...recipe.label, fr: 'Sorbet' },
        version: 1,
      });
      expect(changed.statusCode).toBe(200);
      expect((await staffCall('PUT', `/api/staff/recipes/${recipe.id}`, { ...recipePayload([]), version: 1 })).statusCode).toBe(409);
      expect(refusalCodes(await staffCall('PUT', `/api/staff/recipes/${recipe.id}`, { ...recipePayload([999_999]), version: 2 }))).toEqual({
        product_ids: ['exists'],
      });
      expect(
        refusalCodes(
          await staffCall('POST', '/api/staff/recipes', { ...recipePayload([]), label: { fr: 'Sorbet', en: '', it: 'Sorbetto' } }),
        ),
      ).toEqual({
        'label.en': ['required'],
      });
      const list = staffRecipeListResponseSchema.parse((await staffCall('GET', '/api/staff/recipes')).json()).data;
      expect(list.find((item) => item.id === recipe.id)).toMatchObject({ version: 2, label: { fr: 'Sorbet' } });
    });

    it('deletes a recipe and reorders the recipes page', async () => {
      const recipe = staffRecipeResponseSchema.parse((await staffCall('POST', '/api/staff/recipes', recipePayload([]))).json()).data;
      expect((await staffCall('DELETE', `/api/staff/recipes/${recipe.id}`)).statusCode).toBe(204);
      expect((await recipesPage()).map((item) => item.id)).not.toContain(recipe.id);
      const seen = (await recipesPage()).map((item) => item.id);
      const reordered = await staffCall('PUT', '/api/staff/recipes/order', { ids: [...seen].reverse(), replacing: seen });
      expect(reordered.statusCode).toBe(200);
      expect((await recipesPage()).map((item) => item.id)).toEqual([...seen].reverse());
    });
  });
});
