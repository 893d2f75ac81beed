// The things of the shop the back office's recorded calls about the catalogue, the home page, promo codes and
// stock name (`{ownProduct.id}`), and the catalogue app's about a renamed page's old address, each made for the
// call that asks: see shop-things.ts. Every record runs against the same shop, so a call that changes something changes a thing of its own, and the home page (which the shop's
// pages read) is saved as it stands.
import { randomUUID } from 'node:crypto';
import {
  searchSynonymResponseSchema,
  staffHomePageResponseSchema,
  staffRecipeResponseSchema,
  type SearchSynonymGroup,
  type StaffRecipe,
} from '@lemon/staff-contract';
import { staffCategories, staffCategoryById } from '../staff-catalog/staff-categories.repository';
import { staffProductById, updateProduct } from '../staff-catalog/staff-products.repository';
import type { ThingMakers, ThingsContext } from './shop-things';
import { call } from './test-accounts';
import { createTestCategory, newProductPayload, updatePayloadOf } from './test-catalogue';
import { createTestProduct } from './test-products';
import { createTestPromo } from './test-promos';

const newKey = () => randomUUID().slice(0, 8);

export function backOfficeCatalogueThings({ app, once, owner }: ThingsContext): ThingMakers {
  /** A category of its own, empty, last in the shop's order. */
  const ownCategory = () => once('ownCategory', () => createTestCategory(app.db));
  /** A product of its own, in a category of its own, with one variation of 10 in stock and in no order. */
  const ownProduct = () => once('ownProduct', () => createTestProduct(app.db, { stocks: [10] }));
  /** A recipe of its own, last on the recipes page, created as the owner creates one. */
  const ownRecipe = () =>
    once('ownRecipe', async (): Promise<StaffRecipe> => {
      const payload = {
        label: { fr: 'Granité', en: 'Granita', it: 'Granita' },
        text: { fr: 'Frais.', en: 'Fresh.', it: 'Fresca.' },
        instructions: { fr: '<p>Mélanger.</p>', en: '<p>Mix.</p>', it: '<p>Mescolare.</p>' },
        product_ids: [],
      };
      const created = await call(app, 'POST', '/api/staff/recipes', { token: (await owner()).token, payload });
      if (created.statusCode !== 201) throw new Error(`The recipe could not be created: ${created.body}`);
      return staffRecipeResponseSchema.parse(created.json()).data;
    });
  /** A group of synonyms of its own, with words no other group holds, created as the owner creates one. */
  const ownSynonymGroup = () =>
    once('ownSynonymGroup', async (): Promise<SearchSynonymGroup> => {
      const key = newKey();
      const payload = { terms: [`agrume${key}`, `citrus${key}`] };
      const created = await call(app, 'POST', '/api/staff/search-synonyms', { token: (await owner()).token, payload });
      if (created.statusCode !== 201) throw new Error(`The synonyms could not be created: ${created.body}`);
      return searchSynonymResponseSchema.parse(created.json()).data;
    });
  /** The categories in the order the owner sees, and in that order with two of its own swapped: no other moves. */
  const categoryOrder = () =>
    once('categoryOrder', async () => {
      const [first, second] = [await createTestCategory(app.db), await createTestCategory(app.db)];
      const replacing = (await staffCategories(app.db)).map((category) => category.id);
      const swapped = (id: number) => (id === first.id ? second.id : id === second.id ? first.id : id);
      return { replacing, ids: replacing.map(swapped) };
    });
  const ownPromo = () => once('ownPromo', () => createTestPromo(app.db));
  /** The home page as the owner reads it, to save it as it stands. */
  const homePage = () =>
    once('homePage', async () => {
      const read = await call(app, 'GET', '/api/staff/home-page', { token: (await owner()).token });
      return staffHomePageResponseSchema.parse(read.json()).data;
    });

  return {
    'newProduct.payload': async () => newProductPayload((await ownCategory()).id),
    'ownProduct.id': async () => (await ownProduct()).productId,
    'ownProduct.variationId': async () => (await ownProduct()).variationIds[0]!,
    /** The product as the back office read it, saved as a draft. */
    'ownProduct.updatePayload': async () =>
      updatePayloadOf((await staffProductById(app.db, (await ownProduct()).productId))!, { is_hidden: true }),

    /** What makes a new category's addresses its own. */
    'newCategory.key': () => once('newCategory', async () => newKey()),
    'ownCategory.id': async () => (await ownCategory()).id,
    /** The category as the categories page read it, with its version. */
    'ownCategory.updatePayload': async () => {
      const { label, slug, is_main, parent_id, version } = (await staffCategoryById(app.db, (await ownCategory()).id))!;
      return { label, slug, is_main, parent_id, version };
    },
    /** A slug a product of its own had before the owner renamed it: it leads to the product's page now. */
    'renamedProduct.oldSlug': () =>
      once('renamedProduct', async () => {
        const { productId } = await createTestProduct(app.db, { stocks: [1] });
        const before = (await staffProductById(app.db, productId))!;
        const slug = { ...before.slug, fr: `${before.slug.fr}-renomme` };
        await updateProduct(app.db, productId, { ...updatePayloadOf(before), slug }, await owner());
        return before.slug.fr;
      }),
    'categoryOrder.replacing': async () => (await categoryOrder()).replacing,
    'categoryOrder.ids': async () => (await categoryOrder()).ids,

    'ownRecipe.id': async () => (await ownRecipe()).id,
    'ownRecipe.updatePayload': async () => {
      const { label, text, instructions, products, version } = await ownRecipe();
      return { label, text, instructions, product_ids: products.map((product) => product.id), version };
    },

    'ownSynonymGroup.id': async () => (await ownSynonymGroup()).id,
    'ownSynonymGroup.updatePayload': async () => {
      const { terms, version } = await ownSynonymGroup();
      return { terms: [...terms, 'agrumes'], version };
    },

    /** The festival notice as it stands, with its version. */
    'festivalNotice.payload': async () => {
      const { shown_from, starts_on, ends_on, message, category, version } = (await homePage()).festival_notice;
      return { shown_from, starts_on, ends_on, message, category_id: category?.id ?? null, version };
    },
    'monthlyProduct.id': async () => (await homePage()).monthly_product?.id ?? null,
    'bestSellers.ids': async () => (await homePage()).best_sellers.map((product) => product.id),

    'newPromo.code': () => once('newPromo', async () => `NEW-${newKey().toUpperCase()}`),
    'ownPromo.id': async () => (await ownPromo()).id,
    'ownPromo.code': async () => (await ownPromo()).code,
    /** A code of its own the owner switched off. */
    'disabledPromo.id': async () => (await once('disabledPromo', () => createTestPromo(app.db, { disabled_at: new Date() }))).id,
  };
}
