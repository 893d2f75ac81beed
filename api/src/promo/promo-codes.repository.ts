import type { PromoCode, PromoRule } from '@lemon/shared/contract';
import type { Insertable } from 'kysely';
import type { DbOrTransaction } from '../database/database';
import { paidOrderStatuses } from '../orders/orders.repository';
import type { PromoCodeTable } from './promo-code.table';
import type { PromoTerms } from './promo-rules';

/** A promo code with how many paid orders used it: all the rules need. */
export type PromoCodeRow = PromoTerms & { id: number };

/** Promo codes, each with its count of paid orders: a real count, however many orders there are. */
const promoCodes = (db: DbOrTransaction) =>
  db
    .selectFrom('promo_codes')
    .select(['id', 'code', 'kind', 'value', 'minimum_amount', 'starts_at', 'ends_at', 'usage_limit'])
    .select((eb) =>
      eb
        .selectFrom('orders')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('orders.promo_code_id', '=', 'promo_codes.id')
        .where('orders.status', 'in', paidOrderStatuses)
        .as('times_used'),
    );

const withCount = <Row extends { times_used: number | null }>(row: Row) => ({ ...row, times_used: Number(row.times_used ?? 0) });

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

/** A new promo code (its code in capitals); a code taken already fails on the unique constraint. */
export async function createPromoCode(
  db: DbOrTransaction,
  fields: Omit<Insertable<PromoCodeTable>, 'id' | 'created_at'>,
): Promise<PromoCodeRow> {
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
