import {
  missingTranslations,
  staffProductsPerPage,
  type productPayloadSchema,
  type StaffProduct,
  type StaffProductSummary,
  type VariationPayload,
} from '@lemon/staff-contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import { productBasics, type ProductRow, type VariationRow } from '../catalog/catalog-serializers';
import { flag, localized, localizedColumns } from '../catalog/localized-columns';
import type { DbOrTransaction } from '../database/database';
import { lockingRows } from '../database/engine';
import { hasEveryWord, wordsOf } from '../database/text-search';
import { HttpError, notFound } from '../http/http-error';
import { pictureUrl } from '../media/picture-files';
import { refuseUnknownPictures, shopDrawingPicture } from '../media/uploaded-pictures';
import { indexProducts } from '../search/search-index.repository';
import { refreshListingFacts } from '../catalog/listing-facts.repository';
import { recordGone, recordSlugChange, refuseTakenSlugs } from '../catalog/catalogue-slugs.repository';
import { shopHtml } from './shop-html';
import { checkVersion, staleRefusal } from '../http/record-versions';
import { pagedList } from '../database/paged-list';

/** A product as the payload gives it, checked. */
export type ProductFields = z.output<typeof productPayloadSchema>;

/** A variation whose stock a save changed: back from zero, its waiting list hears of it. */
export interface StockChange {
  variationId: number;
  before: number;
  after: number;
}

// ------------------------------------------------------------------------------------------------- reading

/** The variations of a product, in the shop's order. */
const variationsOf = (db: DbOrTransaction, productId: number) =>
  db.selectFrom('product_variations').selectAll().where('product_id', '=', productId).orderBy('position').orderBy('id').execute();

/** How many orders carry one of the product's variations. */
async function orderCountOf(db: DbOrTransaction, productId: number): Promise<number> {
  const { count } = await db
    .selectFrom('order_lines')
    .innerJoin('product_variations', 'product_variations.id', 'order_lines.product_variation_id')
    .select((eb) => eb.fn.count<number>('order_lines.order_id').distinct().as('count'))
    .where('product_variations.product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

function toStaffProduct(row: ProductRow, variations: VariationRow[], recipeIds: number[], orderCount: number): StaffProduct {
  return {
    ...productBasics(row),
    version: row.version,
    is_hidden: row.is_hidden === 1,
    contains_alcohol: row.contains_alcohol === 1,
    vat_rate: row.vat_rate,
    recipe_ids: recipeIds,
    variations: variations.map((variation) => ({
      id: variation.id,
      label: localized(variation, 'label'),
      color: variation.color,
      price: variation.price,
      stock: variation.stock,
      is_default: variation.is_default === 1,
      picture: variation.picture === shopDrawingPicture ? null : variation.picture,
      picture_url: pictureUrl(variation.picture, 'card'),
    })),
    order_count: orderCount,
    updated_at: (row.updated_at ?? row.created_at).toISOString(),
  };
}

/** A product as the back office edits it, hidden or not. */
export async function staffProductById(db: DbOrTransaction, id: number): Promise<StaffProduct | undefined> {
  const row = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [variations, recipes, orderCount] = await Promise.all([
    variationsOf(db, id),
    db.selectFrom('product_recipes').select('recipe_id').where('product_id', '=', id).orderBy('recipe_id').execute(),
    orderCountOf(db, id),
  ]);
  return toStaffProduct(
    row,
    variations,
    recipes.map(({ recipe_id }) => recipe_id),
    orderCount,
  );
}

/** Whether the product is hidden from shoppers (a draft), and its variations' ids. */
export async function productVisibilityAndVariations(
  db: DbOrTransaction,
  productId: number,
): Promise<{ hidden: boolean; variationIds: number[] }> {
  const { is_hidden } = await db.selectFrom('products').select('is_hidden').where('id', '=', productId).executeTakeFirstOrThrow();
  const variations = await db.selectFrom('product_variations').select('id').where('product_id', '=', productId).execute();
  return { hidden: is_hidden === 1, variationIds: variations.map(({ id }) => id) };
}

export interface StaffProductFilters {
  q?: string;
  category?: number;
  stock?: 'in' | 'out';
  visibility?: 'hidden' | 'shown';
  page?: number;
}

const searchedColumns = ['label_fr', 'label_en', 'label_it', 'slug_fr', 'slug_en', 'slug_it'] as const;

/** A page of the back office's product list, by French name, with each product's price, stock and picture. */
export async function staffProductPage(
  db: DbOrTransaction,
  { q, category, stock, visibility, page = 1 }: StaffProductFilters,
): Promise<{ rows: StaffProductSummary[]; total: number }> {
  const words = wordsOf(q);
  // All its units, whatever its variations.
  const units = sql<number>`coalesce((select sum(v.stock) from product_variations v where v.product_id = products.id), 0)`;
  const filtered = db
    .selectFrom('products')
    .$if(words.length > 0, (query) => query.where((eb) => hasEveryWord(eb, searchedColumns, words)))
    .$if(category !== undefined, (query) => query.where('product_category_id', '=', category!))
    .$if(visibility !== undefined, (query) => query.where('is_hidden', '=', visibility === 'hidden' ? 1 : 0))
    .$if(stock === 'in', (query) => query.where(units, '>', 0))
    .$if(stock === 'out', (query) => query.where(units, '=', 0));
  const { rows, total } = await pagedList(filtered, (products) => products.selectAll('products').orderBy('label_fr').orderBy('id'), {
    page,
    perPage: staffProductsPerPage,
  });
  const variations = rows.length
    ? await db
        .selectFrom('product_variations')
        .selectAll()
        .where(
          'product_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  return {
    total,
    rows: rows.map((row) => {
      const own = variations.filter((variation) => variation.product_id === row.id);
      const shown = own.find((variation) => variation.is_default === 1) ?? own[0];
      return {
        id: row.id,
        label: localized(row, 'label'),
        slug: localized(row, 'slug'),
        product_category_id: row.product_category_id,
        is_hidden: row.is_hidden === 1,
        is_monthly: row.is_monthly === 1,
        is_highlighted: row.is_highlighted === 1,
        price_from: own.length ? Math.min(...own.map((variation) => variation.price)) : 0,
        stock: own.reduce((units, variation) => units + variation.stock, 0),
        variation_count: own.length,
        picture_url: pictureUrl(shown?.picture ?? shopDrawingPicture, 'card'),
        missing_translations: missingTranslations({
          label: localized(row, 'label'),
          slug: localized(row, 'slug'),
          description: localized(row, 'description'),
          variations: own.map((variation) => ({ label: localized(variation, 'label') })),
        }),
      };
    }),
  };
}

// ------------------------------------------------------------------------------------------------- writing

/** A product's fields the audit log keeps, as the payload gives them or as the back office reads them. */
type AuditedFields = Pick<
  StaffProduct,
  'label' | 'slug' | 'product_category_id' | 'is_hidden' | 'is_monthly' | 'is_highlighted' | 'contains_alcohol' | 'vat_rate'
> & { recipe_ids: readonly number[]; variations: readonly { label: StaffProduct['label']; price: number; stock: number }[] };

/** What the audit log keeps of a product: its French names and what the owner set. */
function auditedProduct(fields: AuditedFields) {
  return {
    label: fields.label.fr,
    slug: fields.slug.fr,
    category: fields.product_category_id,
    is_hidden: fields.is_hidden,
    is_monthly: fields.is_monthly,
    is_highlighted: fields.is_highlighted,
    contains_alcohol: fields.contains_alcohol,
    vat_rate: fields.vat_rate,
    recipes: [...fields.recipe_ids].sort((a, b) => a - b).join(', '),
    // Keyed by their French names, so the journal reads "70 cl : Prix 35,00 €, Stock 12".
    variations: Object.fromEntries(
      fields.variations.map((variation) => [variation.label.fr, { price: variation.price, stock: variation.stock }]),
    ),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of an audited record that differ, before and after; within a field that holds named parts (the
 * variations by name), only the parts that differ, so the journal shows what changed and not the whole list.
 */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
  const partsOf = (key: string, side: Record<string, unknown>, other: Record<string, unknown>) => {
    const [mine, theirs] = [side[key], other[key]];
    if (!isRecord(mine) || !isRecord(theirs)) return mine;
    return Object.fromEntries(Object.entries(mine).filter(([part, value]) => !same(value, theirs[part])));
  };
  return {
    before: Object.fromEntries(changed.map((key) => [key, partsOf(key, before, after)])),
    after: Object.fromEntries(changed.map((key) => [key, partsOf(key, after, before)])),
  };
}

const productColumns = (fields: ProductFields) => ({
  product_category_id: fields.product_category_id,
  ...localizedColumns('label', fields.label),
  ...localizedColumns('slug', fields.slug),
  ...localizedColumns('description', {
    fr: shopHtml(fields.description.fr),
    en: shopHtml(fields.description.en),
    it: shopHtml(fields.description.it),
  }),
  is_hidden: flag(fields.is_hidden),
  is_monthly: flag(fields.is_monthly),
  is_highlighted: flag(fields.is_highlighted),
  contains_alcohol: flag(fields.contains_alcohol),
  vat_rate: fields.vat_rate,
});

const variationColumns = (variation: VariationPayload, position: number) => ({
  ...localizedColumns('label', variation.label),
  color: variation.color?.toLowerCase() ?? null,
  price: variation.price,
  is_default: flag(variation.is_default),
  picture: variation.picture ?? shopDrawingPicture,
  position,
});

/** Refuses what the product points at and does not exist: its category, its recipes, its pictures. */
async function refuseUnknownReferences(db: DbOrTransaction, fields: ProductFields): Promise<void> {
  const errors: Record<string, string[]> = {};
  const category = await db.selectFrom('product_categories').select('id').where('id', '=', fields.product_category_id).executeTakeFirst();
  if (!category) errors.product_category_id = ['exists'];
  if (fields.recipe_ids.length) {
    const recipes = await db.selectFrom('recipes').select('id').where('id', 'in', fields.recipe_ids).execute();
    if (recipes.length !== fields.recipe_ids.length) errors.recipe_ids = ['exists'];
  }
  Object.assign(errors, await refuseUnknownPictures(db, fields.variations));
  if (Object.keys(errors).length) throw new HttpError(422, 'The product refers to something the shop does not have.', errors);
}

/** One product of the month at a time: choosing one unsets the others (a new version of each). */
async function onlyMonthlyProduct(db: DbOrTransaction, productId: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ is_monthly: 0, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('is_monthly', '=', 1)
    .where('id', '!=', productId)
    .execute();
}

/** The place after the last of the best sellers, or of the shop's products. */
async function nextPosition(db: DbOrTransaction, column: 'position' | 'best_seller_position'): Promise<number> {
  const { last } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max(column).as('last'))
    .executeTakeFirstOrThrow();
  return Number(last ?? 0) + 1;
}

async function setRecipes(db: DbOrTransaction, productId: number, recipeIds: readonly number[]): Promise<void> {
  await db.deleteFrom('product_recipes').where('product_id', '=', productId).execute();
  if (recipeIds.length)
    await db
      .insertInto('product_recipes')
      .values(recipeIds.map((recipe_id) => ({ product_id: productId, recipe_id })))
      .execute();
}

/** A new product with its variations, last in the shop's order (and among the best sellers when it is one). */
export async function createProduct(db: DbOrTransaction, fields: ProductFields, actor: AuditActor): Promise<number> {
  await refuseUnknownReferences(db, fields);
  await refuseTakenSlugs(db, 'product', fields.slug);
  const { id } = await db
    .insertInto('products')
    .values({
      ...productColumns(fields),
      position: await nextPosition(db, 'position'),
      best_seller_position: fields.is_highlighted ? await nextPosition(db, 'best_seller_position') : 0,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('product_variations')
    .values(
      fields.variations.map((variation, index) => ({ product_id: id, ...variationColumns(variation, index + 1), stock: variation.stock })),
    )
    .execute();
  await setRecipes(db, id, fields.recipe_ids);
  if (fields.is_monthly) await onlyMonthlyProduct(db, id);
  await recordSlugChange(db, 'product', id, undefined, fields.slug);
  await recordAudit(db, actor, {
    action: 'product.created',
    subject: { type: 'product', id },
    before: null,
    after: auditedProduct(fields),
  });
  await indexProducts(db, [id]);
  await refreshListingFacts(db, [id]);
  return id;
}

/** The product's row, locked until the transaction ends (on PostgreSQL): saves of one product take turns. */
const lockProduct = (db: DbOrTransaction, id: number) =>
  db.selectFrom('products').selectAll().where('id', '=', id).$call(lockingRows(db)).executeTakeFirst();

/**
 * The product as the owner left it, from the version she started from (else a 409, nothing written): its
 * fields, its variations (kept, changed, added, removed, in her order) and its recipes. A variation's stock
 * is written only when she changed it, and refused when it also changed elsewhere meanwhile (sales go on).
 */
export async function updateProduct(
  db: DbOrTransaction,
  id: number,
  fields: ProductFields & { version: number },
  actor: AuditActor,
): Promise<{ stockChanges: StockChange[]; wasHidden: boolean }> {
  const before = await lockProduct(db, id);
  if (!before) throw notFound('Product');
  checkVersion(before.version, fields.version);
  await refuseUnknownReferences(db, fields);
  await refuseTakenSlugs(db, 'product', fields.slug, id);
  const [variations, recipes] = await Promise.all([
    variationsOf(db, id),
    db.selectFrom('product_recipes').select('recipe_id').where('product_id', '=', id).execute(),
  ]);
  const kept = new Map(variations.map((variation) => [variation.id, variation]));
  const unknown = fields.variations.findIndex((variation) => variation.id !== undefined && !kept.has(variation.id));
  if (unknown >= 0) throw new HttpError(422, 'This variation is not one of the product’s.', { [`variations.${unknown}.id`]: ['exists'] });

  const stockChanges: StockChange[] = [];
  for (const [index, variation] of fields.variations.entries()) {
    const position = index + 1;
    const current = variation.id === undefined ? undefined : kept.get(variation.id)!;
    if (!current) {
      await db
        .insertInto('product_variations')
        .values({ product_id: id, ...variationColumns(variation, position), stock: variation.stock })
        .execute();
      continue;
    }
    const seen = variation.stock_seen ?? current.stock;
    const stockChanged = variation.stock !== seen;
    if (stockChanged && current.stock !== seen) throw staleRefusal(`variations.${index}.stock`);
    if (stockChanged) stockChanges.push({ variationId: current.id, before: current.stock, after: variation.stock });
    await db
      .updateTable('product_variations')
      .set({ ...variationColumns(variation, position), ...(stockChanged ? { stock: variation.stock } : {}) })
      .where('id', '=', current.id)
      .execute();
  }
  const removed = variations.filter((variation) => !fields.variations.some((kept) => kept.id === variation.id));
  // Orders keep their own copy of what they sold: a removed variation leaves them as they are.
  if (removed.length)
    await db
      .deleteFrom('product_variations')
      .where(
        'id',
        'in',
        removed.map((variation) => variation.id),
      )
      .execute();

  const becomesBestSeller = fields.is_highlighted && before.is_highlighted === 0;
  await db
    .updateTable('products')
    .set({
      ...productColumns(fields),
      ...(becomesBestSeller ? { best_seller_position: await nextPosition(db, 'best_seller_position') } : {}),
      version: before.version + 1,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await setRecipes(db, id, fields.recipe_ids);
  if (fields.is_monthly) await onlyMonthlyProduct(db, id);
  await recordSlugChange(db, 'product', id, localized(before, 'slug'), fields.slug);
  await indexProducts(db, [id]);
  await refreshListingFacts(db, [id]);

  const audited = changedFields(
    auditedProduct(
      toStaffProduct(
        before,
        variations,
        recipes.map(({ recipe_id }) => recipe_id),
        0,
      ),
    ),
    auditedProduct(fields),
  );
  await recordAudit(db, actor, { action: 'product.updated', subject: { type: 'product', id }, ...audited });
  return { stockChanges, wasHidden: before.is_hidden === 1 };
}

/**
 * Deletes a product no order refers to (an order's lines keep their own copy, but its history stays whole):
 * otherwise a 422 `in_use`, as hiding it is what the owner wants. Its addresses answer "gone" from then on.
 */
export async function deleteProduct(db: DbOrTransaction, id: number, actor: AuditActor): Promise<void> {
  const before = await lockProduct(db, id);
  if (!before) throw notFound('Product');
  if ((await orderCountOf(db, id)) > 0) throw new HttpError(422, 'Orders carry this product: hide it instead.', { id: ['in_use'] });
  await db.deleteFrom('products').where('id', '=', id).execute();
  await indexProducts(db, [id]);
  await recordGone(db, 'product', id, localized(before, 'slug'));
  await recordAudit(db, actor, {
    action: 'product.deleted',
    subject: { type: 'product', id },
    before: { label: before.label_fr, slug: before.slug_fr },
    after: null,
  });
}
