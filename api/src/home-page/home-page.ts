import { maxBestSellers, type StaffHomePage } from '@lemon/staff-contract';
import type { AuditActor } from '../audit/audit.repository';
import { recordAudit } from '../audit/audit.repository';
import type { DbOrTransaction } from '../database/database';
import { HttpError } from '../http/http-error';
import { checkListOrder } from '../staff-catalog/list-order.repository';
import { staleRefusal } from '../http/record-versions';
import { festivalNotice } from './festival-notice';
import {
  bestSellerIds,
  existingProductIds,
  monthlyProductId,
  productPicks,
  setBestSellers,
  setMonthlyProduct,
} from './home-page.repository';

// The home page's moving parts as the owner sets them: the product of the month and the best sellers in their order.
// A change names what the owner saw (the product she replaces, the order she reordered): changed meanwhile, it is
// refused (409). Each is audited with the products' French names.

/** What the back office's home page shows: the festival notice, the product of the month, the best sellers. */
export async function staffHomePage(db: DbOrTransaction): Promise<StaffHomePage> {
  const [notice, monthly, bestSellers] = await Promise.all([festivalNotice(db), monthlyProductId(db), bestSellerIds(db)]);
  const [monthlyPick] = monthly === null ? [] : await productPicks(db, [monthly]);
  return { festival_notice: notice, monthly_product: monthlyPick ?? null, best_sellers: await productPicks(db, bestSellers) };
}

/** Refuses products the shop does not have (`field: exists`). */
async function refuseUnknownProducts(db: DbOrTransaction, ids: readonly number[], field: string): Promise<void> {
  if ((await existingProductIds(db, ids)).length !== new Set(ids).size)
    throw new HttpError(422, 'The shop has no such product.', { [field]: ['exists'] });
}

const labelsOf = async (db: DbOrTransaction, ids: readonly number[]) =>
  (await productPicks(db, ids)).map((pick) => pick.label.fr).join(', ');

/** `chosen` becomes the product of the month in place of `replacing` (in a transaction). */
export async function chooseMonthlyProduct(
  trx: DbOrTransaction,
  { chosen, replacing }: { chosen: number | null; replacing: number | null },
  actor: AuditActor,
): Promise<void> {
  const current = await monthlyProductId(trx, { lock: true });
  if (current !== replacing) throw staleRefusal();
  if (chosen !== null) await refuseUnknownProducts(trx, [chosen], 'product_id');
  if (chosen === current) return;
  await setMonthlyProduct(trx, chosen);
  await recordAudit(trx, actor, {
    action: 'home_page.monthly_product',
    subject: { type: 'home_page', id: 'monthly_product' },
    before: { product: current === null ? null : await labelsOf(trx, [current]) },
    after: { product: chosen === null ? null : await labelsOf(trx, [chosen]) },
  });
}

/** The best sellers become `ids`, in that order, in place of the order `replacing` (in a transaction). */
export async function orderBestSellers(
  trx: DbOrTransaction,
  { ids, replacing }: { ids: readonly number[]; replacing: readonly number[] },
  actor: AuditActor,
): Promise<void> {
  if (ids.length > maxBestSellers) throw new HttpError(422, `At most ${maxBestSellers} best sellers.`, { ids: ['max'] });
  const current = await bestSellerIds(trx, { lock: true });
  checkListOrder(current, replacing);
  await refuseUnknownProducts(trx, ids, 'ids');
  await setBestSellers(trx, current, ids);
  await recordAudit(trx, actor, {
    action: 'home_page.best_sellers',
    subject: { type: 'home_page', id: 'best_sellers' },
    before: { products: await labelsOf(trx, current) },
    after: { products: await labelsOf(trx, ids) },
  });
}
