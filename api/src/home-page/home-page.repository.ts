import type { ProductPick } from '@lemon/staff-contract';
import { sql } from 'kysely';
import { localized } from '../catalog/localized-columns';
import type { DbOrTransaction } from '../database/database';
import { lockingRows } from '../database/engine';
import { pictureUrl } from '../media/picture-files';
import { shopDrawingPicture } from '../media/uploaded-pictures';

// What the home page's blocks read and write of the products: the product of the month, the best sellers in their
// order, and the products as the owner picks them.

/** Products as the home page's blocks name them, in the order of `ids`, each with its first variation's picture. */
export async function productPicks(db: DbOrTransaction, ids: readonly number[]): Promise<ProductPick[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'label_fr', 'label_en', 'label_it', 'is_hidden'])
    .select((eb) =>
      eb
        .selectFrom('product_variations')
        .select('picture')
        .whereRef('product_variations.product_id', '=', 'products.id')
        .orderBy('is_default', 'desc')
        .orderBy('position')
        .orderBy('id')
        .limit(1)
        .as('picture'),
    )
    .where('id', 'in', ids)
    .execute();
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row
      ? [
          {
            id,
            label: localized(row, 'label'),
            is_hidden: row.is_hidden === 1,
            picture_url: pictureUrl(row.picture ?? shopDrawingPicture, 'card'),
          },
        ]
      : [];
  });
}

/** The best sellers in the home page's order (their rows locked until the transaction ends, when asked). */
export const bestSellerIds = async (db: DbOrTransaction, { lock = false } = {}) =>
  (
    await db
      .selectFrom('products')
      .select('id')
      .where('is_highlighted', '=', 1)
      .orderBy('best_seller_position')
      .orderBy('id')
      .$call(lockingRows(db, lock))
      .execute()
  ).map(({ id }) => id);

/** The product of the month's id, or null (its row locked until the transaction ends, when asked). */
export const monthlyProductId = async (db: DbOrTransaction, { lock = false } = {}) =>
  (
    await db
      .selectFrom('products')
      .select('id')
      .where('is_monthly', '=', sql.lit(1)) // a literal: the index of the month's products is used then
      .orderBy('id')
      .$call(lockingRows(db, lock))
      .executeTakeFirst()
  )?.id ?? null;

/** Which of `ids` the shop has. */
export const existingProductIds = async (db: DbOrTransaction, ids: readonly number[]) =>
  ids.length === 0 ? [] : (await db.selectFrom('products').select('id').where('id', 'in', ids).execute()).map(({ id }) => id);

/**
 * `chosen` becomes the product of the month (none when null), in place of the one before. A product form open
 * elsewhere must not set it back: each product whose flag changes gets a new version.
 */
export async function setMonthlyProduct(db: DbOrTransaction, chosen: number | null): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      is_monthly: eb
        .case()
        .when('id', '=', chosen ?? 0)
        .then(1)
        .else(0)
        .end(),
      version: eb('version', '+', 1),
    }))
    .where((eb) => eb.or([eb('is_monthly', '=', sql.lit(1)), eb('id', '=', chosen ?? 0)]))
    .execute();
}

/** The best sellers become `ids`, in that order; a product that joins or leaves them gets a new version. */
export async function setBestSellers(db: DbOrTransaction, current: readonly number[], ids: readonly number[]): Promise<void> {
  const leaving = current.filter((id) => !ids.includes(id));
  if (leaving.length)
    await db
      .updateTable('products')
      .set((eb) => ({ is_highlighted: 0, version: eb('version', '+', 1) }))
      .where('id', 'in', leaving)
      .execute();
  for (const [index, id] of ids.entries()) {
    const joins = !current.includes(id);
    await db
      .updateTable('products')
      .set((eb) => ({ is_highlighted: 1, best_seller_position: index + 1, ...(joins ? { version: eb('version', '+', 1) } : {}) }))
      .where('id', '=', id)
      .execute();
  }
}
