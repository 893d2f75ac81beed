import { matchPage } from '@lemon/shared/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCategoryById, updateCategory } from '../staff-catalogue/staff-categories.repository';
import { createProduct, deleteProduct, staffProductById, updateProduct } from '../staff-catalogue/staff-products.repository';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestCategory, newProductPayload, updatePayloadOf } from '../test-support/test-catalogue';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { movedPage } from './moved-pages';

describe.each(testEngines)('where a renamed or deleted page went, on %s', (engine) => {
  let shop: TestApp;
  let owner: { id: number; email: string };
  beforeAll(async () => {
    shop = await createTestApp(engine);
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    owner = { id: user.id, email: user.email };
  });
  afterAll(() => shop.close());

  const moved = (path: string, search = '') => movedPage(shop.app.db, matchPage(path)!, search);
  const newProduct = async () => {
    const { id: categoryId } = await createTestCategory(shop.app.db);
    return (await staffProductById(shop.app.db, await createProduct(shop.app.db, newProductPayload(categoryId), owner)))!;
  };

  it('leads a renamed product’s old addresses to its page now, in the address’s language, twice renamed too', async () => {
    const product = await newProduct();
    const first = { ...product.slug, fr: `${product.slug.fr}-bio`, en: `${product.slug.en}-organic` };
    await updateProduct(shop.app.db, product.id, { ...updatePayloadOf(product), slug: first }, owner);
    const renamed = (await staffProductById(shop.app.db, product.id))!;
    const second = { ...first, fr: `${product.slug.fr}-extra` };
    await updateProduct(shop.app.db, product.id, { ...updatePayloadOf(renamed), slug: second }, owner);

    expect(await moved(`/fr/produit/${product.slug.fr}`, '?page=2')).toEqual({ status: 301, location: `/fr/produit/${second.fr}?page=2` });
    expect(await moved(`/fr/produit/${first.fr}`)).toEqual({ status: 301, location: `/fr/produit/${second.fr}` });
    expect(await moved(`/it/produit/${product.slug.en}`)).toEqual({ status: 301, location: `/it/produit/${second.it}` });
    // An address it has now is not a moved one; one that never was is unknown.
    expect(await moved(`/fr/produit/${second.fr}`)).toBeUndefined();
    expect(await moved('/fr/produit/never-was-a-lemon')).toBeUndefined();
  });

  it('says a deleted product is gone, and frees its address for a new one', async () => {
    const gone = await newProduct();
    await deleteProduct(shop.app.db, gone.id, owner);
    expect(await moved(`/en/produit/${gone.slug.en}`)).toEqual({ status: 410 });
    const { id: categoryId } = await createTestCategory(shop.app.db);
    await createProduct(shop.app.db, newProductPayload(categoryId, { slug: gone.slug }), owner);
    expect(await moved(`/en/produit/${gone.slug.en}`)).toBeUndefined();
  });

  it('sends nowhere the old address of a product hidden since (it is not found)', async () => {
    const product = await newProduct();
    const renamed = { ...product.slug, fr: `${product.slug.fr}-nouveau` };
    await updateProduct(shop.app.db, product.id, { ...updatePayloadOf(product), slug: renamed }, owner);
    const current = (await staffProductById(shop.app.db, product.id))!;
    await updateProduct(shop.app.db, product.id, { ...updatePayloadOf(current), is_hidden: true }, owner);
    expect(await moved(`/fr/produit/${product.slug.fr}`)).toBeUndefined();
  });

  it('leads a renamed category’s old address to its page now', async () => {
    const { id, slug } = await createTestCategory(shop.app.db);
    const before = (await staffCategoryById(shop.app.db, id))!;
    const renamed = { fr: `agrumes-${id}`, en: `citrus-${id}`, it: `agrumi-${id}` };
    await updateCategory(shop.app.db, id, { label: before.label, slug: renamed, is_main: false, version: before.version }, owner);
    expect(await moved(`/en/categorie/${slug}`)).toEqual({ status: 301, location: `/en/categorie/${renamed.en}` });
  });
});
