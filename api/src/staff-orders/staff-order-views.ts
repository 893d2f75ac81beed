import { isLocale } from '@lemon/shared/locales';
import { isCarrier, trackingUrlOf, type StaffOrder, type StaffOrderMove } from '@lemon/staff-contract';
import type { OrderStatus } from '@lemon/orders-contract';
import { auditTrailOf } from '../audit/audit.repository';
import type { DbOrTransaction } from '../database/database';
import { staffMayMove, type StaffMove } from '../orders/order-moves';
import { toOrderAnswer, type OrderRow } from '../orders/orders.repository';
import { cancellationRefundPending } from '../refunds/refunds.repository';
import { existingUser, findUserById } from '../users/users.repository';
import { providerOf } from './staff-orders.repository';

/** The call of each move the staff makes, in the order the order's page offers them. */
const moveOfStatus: [StaffMove, StaffOrderMove][] = [
  ['sent', 'send'],
  ['ready', 'ready'],
  ['done', 'done'],
  ['cancelled', 'cancel'],
];

/** The moves the rules allow the order now. */
export const movesOf = (row: Pick<OrderRow, 'status' | 'delivery_method'>): StaffOrderMove[] =>
  moveOfStatus.filter(([status]) => staffMayMove(row, status)).map(([, move]) => move);

/** The statuses the order went through, oldest first, each with its moment. */
function historyOf(row: OrderRow): StaffOrder['history'] {
  const steps: [OrderStatus, Date | null][] = [
    ['new', row.created_at],
    ['paid', row.paid_at],
    [row.delivery_method === 'pickup' ? 'ready' : 'sent', row.shipped_at],
    ['done', row.done_at],
    ['cancelled', row.cancelled_at],
  ];
  return steps
    .flatMap(([status, at]) => (at === null ? [] : [{ status, at }]))
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ status, at }) => ({ status, at: at.toISOString() }));
}

/** A helper's request that the owner cancel the order, with who asked: their name, or their e-mail once gone. */
async function cancellationRequestOf(db: DbOrTransaction, row: OrderRow): Promise<StaffOrder['cancellation_request']> {
  if (row.cancel_requested_at === null) return null;
  const helper = row.cancel_requested_by === null ? undefined : await findUserById(db, row.cancel_requested_by);
  return {
    requested_at: row.cancel_requested_at.toISOString(),
    requested_by: helper ? `${helper.first_name} ${helper.last_name}`.trim() : null,
    note: row.cancel_request_note,
  };
}

/** One order as the back office shows it: the order, its customer, payment, parcel, history, moves and audit trail. */
export async function toStaffOrder(db: DbOrTransaction, row: OrderRow): Promise<StaffOrder> {
  const { id, first_name, last_name, email, locale, erased_at } = await existingUser(db, row.user_id);
  const customer = { id, first_name, last_name, email, locale };
  const carrier = isCarrier(row.carrier) ? row.carrier : null;
  const cancelling = await cancellationRefundPending(db, row.id);
  return {
    ...(await toOrderAnswer(db, row)),
    customer: { ...customer, locale: isLocale(customer.locale) ? customer.locale : row.locale, erased: erased_at !== null },
    // An unpaid order's reference is the page where it is paid (the test provider's secret): shown once paid only.
    payment: {
      provider: providerOf(row.payment_provider),
      reference: row.paid_at ? row.payment_reference : null,
      paid_at: row.paid_at?.toISOString() ?? null,
    },
    shipment:
      row.carrier === null && row.tracking_number === null
        ? null
        : {
            carrier,
            tracking_number: row.tracking_number,
            tracking_url: row.tracking_number === null ? null : trackingUrlOf(carrier ?? 'other', row.tracking_number),
          },
    history: historyOf(row),
    moves: cancelling ? [] : movesOf(row),
    cancellation_request: await cancellationRequestOf(db, row),
    cancelling,
    audit: await auditTrailOf(db, 'order', row.reference),
  };
}
