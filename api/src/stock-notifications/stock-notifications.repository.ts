import type { DbOrTransaction } from '../database/database';

/**
 * Signs an address up for one variation, once: a second sign-up while waiting changes nothing, and one
 * made after an earlier alert was sent waits for the next restock. True when the address was already waiting.
 */
export async function signUp(
  db: DbOrTransaction,
  { email, variationId, locale }: { email: string; variationId: number; locale: string },
): Promise<{ alreadyWaiting: boolean }> {
  const inserted = await db
    .insertInto('stock_notifications')
    .values({ email, product_variation_id: variationId, locale })
    .onConflict((conflict) => conflict.columns(['email', 'product_variation_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { alreadyWaiting: false };
  const { numUpdatedRows } = await db
    .updateTable('stock_notifications')
    .set({ notified_at: null, locale })
    .where('email', '=', email)
    .where('product_variation_id', '=', variationId)
    .where('notified_at', 'is not', null)
    .executeTakeFirst();
  return { alreadyWaiting: numUpdatedRows === 0n };
}

/** The sign-ups still waiting for this variation. */
export function pendingSignUps(db: DbOrTransaction, variationId: number) {
  return db
    .selectFrom('stock_notifications')
    .select(['id', 'email', 'locale'])
    .where('product_variation_id', '=', variationId)
    .where('notified_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** Marks a sign-up notified; false when another process got to it first. */
export async function claimSignUp(db: DbOrTransaction, id: number): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('stock_notifications')
    .set({ notified_at: new Date() })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Puts a sign-up back in the queue (its e-mail could not be sent). */
export async function releaseSignUp(db: DbOrTransaction, id: number): Promise<void> {
  await db.updateTable('stock_notifications').set({ notified_at: null }).where('id', '=', id).execute();
}

/** Deletes the sign-ups mailed before `notifiedBefore`, and those still waiting made before `waitingBefore`. */
export async function deleteOldSignUps(db: DbOrTransaction, cutoffs: { notified: Date; waiting: Date }): Promise<number> {
  const deleted = await db
    .deleteFrom('stock_notifications')
    .where((eb) =>
      eb.or([eb('notified_at', '<', cutoffs.notified), eb.and([eb('notified_at', 'is', null), eb('created_at', '<', cutoffs.waiting)])]),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
