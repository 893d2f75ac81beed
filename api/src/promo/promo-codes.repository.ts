import { paidOrderStatuses } from '@lemon/orders-contract';
import type { PromoRule } from '@lemon/shared/contract';
import type { PromoCode } from '@lemon/orders-contract';
import type { StaffPromoCode } from '@lemon/staff-contract';
import type { Insertable } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import { lockRows } from '../database/engine';

import type { PromoCodeTable } from './promo-code.table';
import type { PromoTerms } from './promo-rules';

/** A promo code with how many paid orders used it: all the rules need. */
export type PromoCodeRow = PromoTerms & { id: number; created_at: Date; order_count: number };

/** Promo codes, each with its count of paid orders: a real count, however many orders there are. */
const promoCodes = (db: DbOrTransaction) =>
  db
    .selectFrom('promo_codes')
    .select(['id', 'code', 'kind', 'value', 'minimum_amount', 'starts_at', 'ends_at', 'usage_limit', 'disabled_at', 'created_at'])
    .select((eb) =>
      eb
        .selectFrom('orders')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('orders.promo_code_id', '=', 'promo_codes.id')
        .where('orders.status', 'in', paidOrderStatuses)
        .as('times_used'),
    )
    // Every order that carries it, paid or not: such a code keeps its text and cannot be deleted.
    .select((eb) =>
      eb
        .selectFrom('orders')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('orders.promo_code_id', '=', 'promo_codes.id')
        .as('order_count'),
    );

const withCount = <Row extends { times_used: number | null; order_count: number | null }>(row: Row) => ({
  ...row,
  times_used: Number(row.times_used ?? 0),
  order_count: Number(row.order_count ?? 0),
});

/** The code as typed, in any case. */
export async function findPromoCode(db: DbOrTransaction, code: string): Promise<PromoCodeRow | undefined> {
  const row = await promoCodes(db).where('code', '=', code.toUpperCase()).executeTakeFirst();
  return row && withCount(row);
}

export async function findPromoCodeById(db: DbOrTransaction, id: number): Promise<PromoCodeRow | undefined> {
  const row = await promoCodes(db).where('id', '=', id).executeTakeFirst();
  return row && withCount(row);
}

/** Every promo code, the newest first. */
export async function listPromoCodes(db: DbOrTransaction): Promise<PromoCodeRow[]> {
  const rows = await promoCodes(db).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(withCount);
}

/** What the owner writes of a code, creating or editing it. */
export type PromoCodeFields = Omit<Insertable<PromoCodeTable>, 'id' | 'created_at' | 'disabled_at'>;

/** A new promo code (its code in capitals); a code taken already fails on the unique constraint. */
export async function createPromoCode(db: DbOrTransaction, fields: PromoCodeFields): Promise<PromoCodeRow> {
  const { id } = await db
    .insertInto('promo_codes')
    .values({ ...fields, code: fields.code.toUpperCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findPromoCodeById(db, id))!;
}

/** The rule as the cart shows it. */
export const toPromoRule = ({ code, kind, value, minimum_amount }: PromoCodeRow): PromoRule => ({ code, kind, value, minimum_amount });

/** The code as the staff sees it. */
export const toPromoCode = (row: PromoCodeRow): PromoCode => ({
  id: row.id,
  ...toPromoRule(row),
  starts_at: row.starts_at?.toISOString() ?? null,
  ends_at: row.ends_at?.toISOString() ?? null,
  usage_limit: row.usage_limit,
  times_used: row.times_used,
});

/** The code as the owner manages it: its state, and how many orders carry it (none: it may be deleted). */
export const toStaffPromoCode = (row: PromoCodeRow): StaffPromoCode => ({
  ...toPromoCode(row),
  disabled_at: row.disabled_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  order_count: row.order_count,
});

/** The fields of a code the audit log keeps, before and after a change. */
export const auditedPromoCode = (row: PromoCodeRow) => {
  const { times_used: _, order_count: __, created_at: ___, ...fields } = toStaffPromoCode(row);
  return fields;
};

/** Rewrites a code's rule (its code in capitals); a code taken already fails on the unique constraint. */
export async function updatePromoCode(db: DbOrTransaction, id: number, fields: PromoCodeFields): Promise<PromoCodeRow> {
  await db
    .updateTable('promo_codes')
    .set({ ...fields, code: fields.code.toUpperCase() })
    .where('id', '=', id)
    .execute();
  return (await findPromoCodeById(db, id))!;
}

/** Switches a code off (now) or on again (null). */
export async function setPromoCodeDisabled(db: DbOrTransaction, id: number, disabledAt: Date | null): Promise<PromoCodeRow> {
  await db.updateTable('promo_codes').set({ disabled_at: disabledAt }).where('id', '=', id).execute();
  return (await findPromoCodeById(db, id))!;
}

/** Locks a code's row for the change (PostgreSQL; SQLite writes one at a time) and reads it. */
export async function lockPromoCode(db: DbOrTransaction, id: number): Promise<PromoCodeRow | undefined> {
  await lockRows(db, db.selectFrom('promo_codes').select('id').where('id', '=', id));
  return findPromoCodeById(db, id);
}

/** Deletes the code (one no order used: see the route). */
export async function deletePromoCode(db: DbOrTransaction, id: number): Promise<void> {
  await db.deleteFrom('promo_codes').where('id', '=', id).execute();
}
