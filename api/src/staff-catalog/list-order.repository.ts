import type { DbOrTransaction } from '../database/database';
import { lockingRows } from '../database/engine';
import { HttpError } from '../http/http-error';
import { staleRefusal } from '../http/record-versions';

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * A list's new order comes with the order the owner saw (`replacing`): refused (409) when the list changed
 * meanwhile, as hers would silently undo someone else's. Read `current` with its rows locked.
 */
export function checkListOrder(current: readonly number[], replacing: readonly number[]): void {
  if (!sameOrder(current, replacing)) throw staleRefusal();
}

/**
 * Puts every row of a table kept in the owner's order (categories, recipes) in the order of `ids`, from the
 * order she saw; the order before, for the audit log. The rows stay locked until the transaction ends, so two
 * reorderings at once take turns and the second is refused.
 */
export async function reorderRows(
  db: DbOrTransaction,
  table: 'product_categories' | 'recipes',
  { ids, replacing }: { ids: readonly number[]; replacing: readonly number[] },
): Promise<number[]> {
  const rows = await db.selectFrom(table).select('id').orderBy('position').orderBy('id').$call(lockingRows(db)).execute();
  const current = rows.map(({ id }) => id);
  checkListOrder(current, replacing);
  if (
    !sameOrder(
      [...current].sort((a, b) => a - b),
      [...ids].sort((a, b) => a - b),
    )
  )
    throw new HttpError(422, 'The new order must name every item of the list once.', { ids: ['invalid'] });
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable(table)
      .set({ position: index + 1 })
      .where('id', '=', id)
      .execute();
  }
  return current;
}
