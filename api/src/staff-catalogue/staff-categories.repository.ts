import type { CategoryPayload, StaffCategory } from '@lemon/shared/staff-contract';
import { recordAudit, type AuditActor } from '../audit/audit-log';
import type { CategoryRow } from '../catalog/catalog-serializers';
import { flag, localized, localizedColumns } from '../catalog/localized-columns';
import type { DbOrTransaction } from '../database/database';
import { locksRows } from '../database/engine';
import { HttpError, notFound } from '../http/http-error';
import { recordGone, recordSlugChange, refuseTakenSlugs } from './catalogue-slugs';
import { checkVersion } from './versions';

const toStaffCategory = (row: CategoryRow & { product_count: number | string | bigint | null }): StaffCategory => ({
  id: row.id,
  version: row.version,
  label: localized(row, 'label'),
  slug: localized(row, 'slug'),
  is_main: row.is_main === 1,
  order: row.position,
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

const audited = (fields: CategoryPayload) => ({ label: fields.label.fr, slug: fields.slug.fr, is_main: fields.is_main });

const categoryColumns = (fields: CategoryPayload) => ({
  ...localizedColumns('label', fields.label),
  ...localizedColumns('slug', fields.slug),
  is_main: flag(fields.is_main),
});

/** A new category, last in the shop's order. */
export async function createCategory(db: DbOrTransaction, fields: CategoryPayload, actor: AuditActor): Promise<number> {
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
    after: audited(fields),
  });
  return id;
}

const lockCategory = (db: DbOrTransaction, id: number) =>
  db
    .selectFrom('product_categories')
    .selectAll()
    .where('id', '=', id)
    .$if(locksRows(db), (query) => query.forUpdate())
    .executeTakeFirst();

const fieldsOf = (row: CategoryRow): CategoryPayload => ({
  label: localized(row, 'label'),
  slug: localized(row, 'slug'),
  is_main: row.is_main === 1,
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
  await refuseTakenSlugs(db, 'category', fields.slug, id);
  await db
    .updateTable('product_categories')
    .set({ ...categoryColumns(fields), version: before.version + 1 })
    .where('id', '=', id)
    .execute();
  await recordSlugChange(db, 'category', id, localized(before, 'slug'), fields.slug);
  await recordAudit(db, actor, {
    action: 'category.updated',
    subject: { type: 'product_category', id },
    before: audited(fieldsOf(before)),
    after: audited(fields),
  });
}

/** Deletes an empty category (its addresses then answer "gone"); one holding products is a 422 `in_use`. */
export async function deleteCategory(db: DbOrTransaction, id: number, actor: AuditActor): Promise<void> {
  const before = await lockCategory(db, id);
  if (!before) throw notFound('Category');
  const product = await db.selectFrom('products').select('id').where('product_category_id', '=', id).limit(1).executeTakeFirst();
  if (product) throw new HttpError(422, 'Products are in this category: move them to another one first.', { id: ['in_use'] });
  await db.deleteFrom('product_categories').where('id', '=', id).execute();
  await recordGone(db, 'category', id, localized(before, 'slug'));
  await recordAudit(db, actor, {
    action: 'category.deleted',
    subject: { type: 'product_category', id },
    before: audited(fieldsOf(before)),
    after: null,
  });
}
