// What the owner sends the catalogue calls, for the API's tests and the browser tests' fixtures.
import { randomUUID } from 'node:crypto';
import type { ProductPayload, ProductUpdatePayload, StaffProduct } from '@lemon/staff-contract';
import type { DbOrTransaction } from '../database/database';

const key = () => randomUUID().slice(0, 8);

/** A category of its own, not in the menu, for a test's products: nothing else lists them. Its French slug and name. */
export async function createTestCategory(db: DbOrTransaction): Promise<{ id: number; slug: string; label: string }> {
  const k = key();
  const { id } = await db
    .insertInto('product_categories')
    .values({
      label_fr: `Essais ${k}`,
      label_en: `Trials ${k}`,
      label_it: `Prove ${k}`,
      slug_fr: `essais-${k}`,
      slug_en: `trials-${k}`,
      slug_it: `prove-${k}`,
      is_main: 0,
      position: 1000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, slug: `essais-${k}`, label: `Essais ${k}` };
}

/** A new product's payload with addresses of its own: a 250 g jar in stock and a 500 g one out of stock. */
export function newProductPayload(categoryId: number, overrides: Partial<ProductPayload> = {}): ProductPayload {
  const k = key();
  const size = (grams: number) => ({ fr: `${grams} g`, en: `${grams} g`, it: `${grams} g` });
  return {
    product_category_id: categoryId,
    label: { fr: `Confiture ${k}`, en: `Jam ${k}`, it: `Marmellata ${k}` },
    slug: { fr: `confiture-${k}`, en: `jam-${k}`, it: `marmellata-${k}` },
    description: { fr: '<p>Une confiture.</p>', en: '<p>A jam.</p>', it: '<p>Una marmellata.</p>' },
    is_hidden: false,
    is_monthly: false,
    is_highlighted: false,
    contains_alcohol: false,
    vat_rate: 550,
    recipe_ids: [],
    variations: [
      { label: size(250), color: null, price: 850, stock: 10, is_default: true, picture: null },
      { label: size(500), color: '#f2c230', price: 1450, stock: 0, is_default: false, picture: null },
    ],
    ...overrides,
  };
}

/** The payload that saves a product as the back office read it, with `changes`: what its form sends. */
export function updatePayloadOf(product: StaffProduct, changes: Partial<ProductUpdatePayload> = {}): ProductUpdatePayload {
  return {
    version: product.version,
    product_category_id: product.product_category_id,
    label: product.label,
    slug: product.slug,
    description: product.description,
    is_hidden: product.is_hidden,
    is_monthly: product.is_monthly,
    is_highlighted: product.is_highlighted,
    contains_alcohol: product.contains_alcohol,
    vat_rate: product.vat_rate as ProductPayload['vat_rate'],
    recipe_ids: product.recipe_ids,
    variations: product.variations.map((variation) => ({
      id: variation.id,
      label: variation.label,
      color: variation.color,
      price: variation.price,
      stock: variation.stock,
      stock_seen: variation.stock,
      is_default: variation.is_default,
      picture: variation.picture,
    })),
    ...changes,
  };
}
