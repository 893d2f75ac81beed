import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@lemon/orders-contract';
import type { Insertable } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import type { PromoCodeTable } from '../promo/promo-code.table';
import { createTestUser } from './test-users';

/** A promo code of its own, straight in the database (10 % off, no bounds, unless `terms` say otherwise). */
export async function createTestPromo(
  db: DbOrTransaction,
  terms: Partial<Omit<Insertable<PromoCodeTable>, 'id'>> = {},
): Promise<{ id: number; code: string }> {
  const values = { code: `TEST-${randomUUID().slice(0, 8).toUpperCase()}`, kind: 'percentage' as const, value: 10, ...terms };
  const { id } = await db.insertInto('promo_codes').values(values).returning('id').executeTakeFirstOrThrow();
  return { id, code: values.code };
}

/** Orders of a customer of their own that used the promo code, one in each of these statuses. */
export async function createOrdersWithPromo(db: DbOrTransaction, promoCodeId: number, statuses: OrderStatus[]): Promise<void> {
  if (!statuses.length) return;
  const { id: userId } = await createTestUser(db);
  await db
    .insertInto('orders')
    .values(
      statuses.map((status) => ({
        reference: `LC-${randomUUID().slice(0, 8)}`,
        user_id: userId,
        status,
        total: 5000,
        promo_code_id: promoCodeId,
      })),
    )
    .execute();
}
