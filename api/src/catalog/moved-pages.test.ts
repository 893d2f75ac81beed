import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCategoryById, updateCategory } from '../staff-catalog/staff-categories.repository';
import { createProduct, deleteProduct, staffProductById, updateProduct } from '../staff-catalog/staff-products.repository';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestCategory, newProductPayload, updatePayloadOf } from '../test-support/test-catalogue';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';

describe.each(testEngines)('GET /api/moved_pages: where a renamed or deleted page went, on %s', (engine) => {
  let shop: TestApp;
  let owner: { id: number; email: string };
  beforeAll(async () => {
    shop = await createTestApp(engine);
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    owner = { id: user.id, email: user.email };
  });
  afterAll(() => shop.close());

  /** What the API answers of where the page of this kind and slug went: its envelope's data, or the status that says there is none. */
  const moved = async (kind: string, slug: string) => {
    const response = await shop.app.inject(`/api/moved_pages/${kind}/${encodeURIComponent(slug)}`);
    return response.statusCode === 200 ? (response.json() as { data: unknown }).data : response.statusCode;
  };
  const newProduct = async () => {
    const { id: categoryId } = await createTestCategory(shop.app.db);
    return (await staffProductById(shop.app.db, await createProduct(shop.app.db, newProductPayload(categoryId), owner)))!;
  };

  it('gives a renamed product’s slugs now for each slug it had, twice renamed too', async () => {
    const product = await newProduct();
    const first = { ...product.slug, fr: `${product.slug.fr}-bio`, en: `${product.slug.en}-organic` };
    await updateProduct(shop.app.db, product.id, { ...updatePayloadOf(product), slug: first }, owner);
    const renamed = (await staffProductById(shop.app.db, product.id))!;
    const second = { ...first, fr: `${product.slug.fr}-extra` };
    await updateProduct(shop.app.db, product.id, { ...updatePayloadOf(renamed), slug: second }, owner);

    expect(await moved('product', product.slug.fr)).toEqual({ slug: second });
    expect(await moved('product', first.fr)).toEqual({ slug: second });
    expect(await moved('product', product.slug.en)).toEqual({ slug: second });
    // A slug it has now is not a moved one; one that never was is unknown; a category's is not a product's.
    expect(await moved('product', second.fr)).toBe(404);
    expect(await moved('product', 'never-was-a-lemon')).toBe(404);
    expect(await moved('category', product.slug.fr)).toBe(404);
    expect(await moved('recipe', product.slug.fr)).toBe(422);
  });

  it('says a deleted product is gone, and frees its address for a new one', async () => {
    const gone = await newProduct();
    await deleteProduct(shop.app.db, gone.id, owner);
    expect(await moved('product', gone.slug.en)).toEqual({ slug: null });
    const { id: categoryId } = await createTestCategory(shop.app.db);
    await createProduct(shop.app.db, newProductPayload(categoryId, { slug: gone.slug }), owner);
    await shop.app.catalogueChanged(); // as the back office's save tells the catalogue cache
    expect(await moved('product', gone.slug.en)).toBe(404);
  });

  it('gives nothing for the old slug of a product hidden since (it is not found)', async () => {
    const product = await newProduct();
    const renamed = { ...product.slug, fr: `${product.slug.fr}-nouveau` };
    await updateProduct(shop.app.db, product.id, { ...updatePayloadOf(product), slug: renamed }, owner);
    const current = (await staffProductById(shop.app.db, product.id))!;
    await updateProduct(shop.app.db, product.id, { ...updatePayloadOf(current), is_hidden: true }, owner);
    expect(await moved('product', product.slug.fr)).toBe(404);
  });

  it('gives a renamed category’s slugs now for its old one', async () => {
    const { id, slug } = await createTestCategory(shop.app.db);
    const before = (await staffCategoryById(shop.app.db, id))!;
    const renamed = { fr: `agrumes-${id}`, en: `citrus-${id}`, it: `agrumi-${id}` };
    await updateCategory(shop.app.db, id, { label: before.label, slug: renamed, is_main: false, version: before.version }, owner);
    expect(await moved('category', slug)).toEqual({ slug: renamed });
  });
});
