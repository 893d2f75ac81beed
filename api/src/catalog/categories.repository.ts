import type { IdOrSlug } from '@lemon/shared/contract';
import type { CategoryPlace } from '@lemon/catalog-contract';
import type { DbOrTransaction } from '../database/database';
import { toCategory, toCategoryLink, type CategoryRow } from './catalog-serializers';
import { matchesIdOrSlug } from './id-or-slug';
import { pagedList } from '../database/paged-list';

export interface CategoryListOptions {
  isMain?: boolean;
  sort: { field: 'order' | 'id'; descending: boolean }[];
  page: number;
  perPage: number;
}

const sortColumn = { order: 'position', id: 'id' } as const;

export async function listCategories(
  db: DbOrTransaction,
  { isMain, sort, page, perPage }: CategoryListOptions,
): Promise<{ rows: CategoryRow[]; total: number }> {
  let query = db.selectFrom('product_categories');
  if (isMain !== undefined) query = query.where('is_main', '=', isMain ? 1 : 0);
  return pagedList(
    query,
    (filtered) => {
      let rows = filtered.selectAll();
      for (const { field, descending } of sort) rows = rows.orderBy(sortColumn[field], descending ? 'desc' : 'asc');
      return rows.orderBy('id');
    },
    { page, perPage },
  );
}

export function findCategory(db: DbOrTransaction, key: IdOrSlug): Promise<CategoryRow | undefined> {
  return db.selectFrom('product_categories').selectAll().where(matchesIdOrSlug(key)).executeTakeFirst();
}

/** A category with where it sits (its parent) and what it holds (its sub-categories, in the shop's order). */
export async function categoryPlace(db: DbOrTransaction, category: CategoryRow): Promise<CategoryPlace> {
  const [parent, subCategories] = await Promise.all([
    category.parent_id === null
      ? undefined
      : db.selectFrom('product_categories').selectAll().where('id', '=', category.parent_id).executeTakeFirst(),
    db.selectFrom('product_categories').selectAll().where('parent_id', '=', category.id).orderBy('position').orderBy('id').execute(),
  ]);
  return { ...toCategory(category), parent: parent ? toCategoryLink(parent) : null, sub_categories: subCategories.map(toCategoryLink) };
}
