import { locales } from '@lemon/shared/locales';
import type { CategoryPayload, StaffCategory } from '@lemon/staff-contract';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import type { CategoryRow } from '../catalog/catalog-serializers';
import { flag, localized, localizedColumns } from '../catalog/localized-columns';
import type { DbOrTransaction } from '../database/database';
import { lockingRows } from '../database/engine';
import { HttpError, notFound } from '../http/http-error';
import { indexCategoryProducts } from '../search/search-index.repository';
import { recordGone, recordSlugChange, refuseTakenSlugs } from '../catalog/catalogue-slugs.repository';
import { checkVersion } from '../http/record-versions';

const toStaffCategory = (row: CategoryRow & { product_count: number | string | bigint | null }): StaffCategory => ({
  id: row.id,
  version: row.version,
  label: localized(row, 'label'),
  slug: localized(row, 'slug'),
  is_main: row.is_main === 1,
  order: row.position,
  parent_id: row.parent_id,
  product_count: Number(row.product_count ?? 0),
});

const categoriesWithCounts = (db: DbOrTransaction) =>
  db
    .selectFrom('product_categories')
    .selectAll('product_categories')
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('products.product_category_id', '=', 'product_categories.id')
        .as('product_count'),
    );

/** Every category in the shop's order, with how many products (drafts too) it holds. */
export async function staffCategories(db: DbOrTransaction): Promise<StaffCategory[]> {
  return (await categoriesWithCounts(db).orderBy('position').orderBy('id').execute()).map(toStaffCategory);
}

export async function staffCategoryById(db: DbOrTransaction, id: number): Promise<StaffCategory | undefined> {
  const row = await categoriesWithCounts(db).where('id', '=', id).executeTakeFirst();
  return row && toStaffCategory(row);
}

/** What the journal keeps of a category: its French names, and the one of the category it sits inside. */
const audited = (fields: CategoryPayload, parentName: string | null) => ({
  label: fields.label.fr,
  slug: fields.slug.fr,
  is_main: fields.is_main,
  parent: parentName,
});

const categoryColumns = (fields: CategoryPayload) => ({
  ...localizedColumns('label', fields.label),
  ...localizedColumns('slug', fields.slug),
  is_main: flag(fields.is_main),
  parent_id: fields.parent_id ?? null,
});

const depthRefusal = () =>
  new HttpError(422, 'A category sits only inside a top-level category, and one holding others stays at the top.', {
    parent_id: ['category_depth'],
  });

/**
 * Refuses a parent the category cannot have: one there is none of, itself, one that sits inside another, or any
 * parent for a category that holds others (one level of sub-categories: the menu and the breadcrumb stay short).
 * The parent's French name, for the journal.
 */
async function checkParent(db: DbOrTransaction, parentId: number | null | undefined, id?: number): Promise<string | null> {
  if (parentId === null || parentId === undefined) return null;
  if (parentId === id) throw new HttpError(422, 'A category cannot sit inside itself.', { parent_id: ['invalid'] });
  // Locked: a parent moved inside another meanwhile would make two levels.
  const parent = await db
    .selectFrom('product_categories')
    .select(['parent_id', 'label_fr'])
    .where('id', '=', parentId)
    .$call(lockingRows(db))
    .executeTakeFirst();
  if (!parent) throw new HttpError(422, 'There is no such category.', { parent_id: ['exists'] });
  if (parent.parent_id !== null) throw depthRefusal();
  if (id !== undefined && (await subCategoryOf(db, id))) throw depthRefusal();
  return parent.label_fr;
}

/** The French name of the category a category sits inside, for the journal. */
const parentNameOf = async (db: DbOrTransaction, row: CategoryRow) =>
  row.parent_id === null
    ? null
    : ((await db.selectFrom('product_categories').select('label_fr').where('id', '=', row.parent_id).executeTakeFirst())?.label_fr ?? null);

const subCategoryOf = (db: DbOrTransaction, id: number) =>
  db.selectFrom('product_categories').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();

/** A new category, last in the shop's order. */
export async function createCategory(db: DbOrTransaction, fields: CategoryPayload, actor: AuditActor): Promise<number> {
  const parentName = await checkParent(db, fields.parent_id);
  await refuseTakenSlugs(db, 'category', fields.slug);
  const { last } = await db
    .selectFrom('product_categories')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('product_categories')
    .values({ ...categoryColumns(fields), position: Number(last ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordSlugChange(db, 'category', id, undefined, fields.slug);
  await recordAudit(db, actor, {
    action: 'category.created',
    subject: { type: 'product_category', id },
    before: null,
    after: audited(fields, parentName),
  });
  return id;
}

const lockCategory = (db: DbOrTransaction, id: number) =>
  db.selectFrom('product_categories').selectAll().where('id', '=', id).$call(lockingRows(db)).executeTakeFirst();

const fieldsOf = (row: CategoryRow): CategoryPayload => ({
  label: localized(row, 'label'),
  slug: localized(row, 'slug'),
  is_main: row.is_main === 1,
  parent_id: row.parent_id,
});

/** The category as the owner left it, from the version she started from (else a 409); a renamed one keeps its old addresses. */
export async function updateCategory(
  db: DbOrTransaction,
  id: number,
  fields: CategoryPayload & { version: number },
  actor: AuditActor,
): Promise<void> {
  const before = await lockCategory(db, id);
  if (!before) throw notFound('Category');
  checkVersion(before.version, fields.version);
  const parentName = await checkParent(db, fields.parent_id, id);
  await refuseTakenSlugs(db, 'category', fields.slug, id);
  await db
    .updateTable('product_categories')
    .set({ ...categoryColumns(fields), version: before.version + 1 })
    .where('id', '=', id)
    .execute();
  await recordSlugChange(db, 'category', id, localized(before, 'slug'), fields.slug);
  // Its name is in its products' words: renamed, they are indexed again with it.
  const renamed = locales.some((locale) => before[`label_${locale}`] !== fields.label[locale]);
  if (renamed) await indexCategoryProducts(db, [id]);
  await recordAudit(db, actor, {
    action: 'category.updated',
    subject: { type: 'product_category', id },
    before: audited(fieldsOf(before), await parentNameOf(db, before)),
    after: audited(fields, parentName),
  });
}

/** Deletes an empty category (its addresses then answer "gone"); one holding products or sub-categories is a 422 `in_use`. */
export async function deleteCategory(db: DbOrTransaction, id: number, actor: AuditActor): Promise<void> {
  const before = await lockCategory(db, id);
  if (!before) throw notFound('Category');
  const product = await db.selectFrom('products').select('id').where('product_category_id', '=', id).limit(1).executeTakeFirst();
  if (product) throw new HttpError(422, 'Products are in this category: move them to another one first.', { id: ['in_use'] });
  if (await subCategoryOf(db, id)) throw new HttpError(422, 'Categories sit inside this one: move them first.', { id: ['in_use'] });
  await db.deleteFrom('product_categories').where('id', '=', id).execute();
  await recordGone(db, 'category', id, localized(before, 'slug'));
  await recordAudit(db, actor, {
    action: 'category.deleted',
    subject: { type: 'product_category', id },
    before: audited(fieldsOf(before), await parentNameOf(db, before)),
    after: null,
  });
}
