import type { Db } from '../database/database';
import { recordAudit, type AuditActor } from '../audit/audit.repository';
import { cancelOrder } from '../orders/order-moves';
import { lastOwnerIs } from '../team/team.repository';
import { lockUser, type UserRow } from '../users/users.repository';
import {
  emptyAccount,
  eraseFromJournal,
  eraseMessagesAndSignUps,
  eraseOwnRows,
  forgetDeliveries,
  ordersOfAccount,
} from './erasure.repository';

/** What an erased account's row holds instead of its address: unique, and no mail can ever reach it (`.invalid`). */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/** Orders the shop has been paid for and not yet handed over: the customer waits for them, or writes. */
export const undeliveredStatuses = ['paid', 'sent', 'ready'] as const;

export type ErasureOutcome =
  | { kind: 'not_found' }
  | { kind: 'last_owner' }
  | { kind: 'orders_in_progress'; references: string[] }
  | { kind: 'erased'; account: UserRow; cancelled: string[]; kept: string[] };

/**
 * Erases an account at once, in one transaction: what the law makes the shop keep stays (its orders, as
 * accounting records without their delivery address, and their invoices with the buyer as issued); everything
 * else of the person goes: their address book, carts, sessions and links, back-in-stock sign-ups and contact
 * messages (by their address), a staff member's second factor and devices, and their address or name in the
 * journal. The account's row stays, emptied, for the kept orders to point to. An unpaid order is cancelled first
 * (its units go back to stock); an order paid and not yet delivered, or the shop's last owner, refuses it and
 * writes nothing. Every field holding personal data is listed in `personal-data.ts`.
 */
export function eraseAccount(db: Db, userId: number, actor: (account: UserRow) => AuditActor, now = new Date()): Promise<ErasureOutcome> {
  return db.transaction().execute(async (trx): Promise<ErasureOutcome> => {
    // The owners first, as every change to the team locks them: two erasures of the last two owners take turns.
    const lastOwner = await lastOwnerIs(trx, userId);
    const account = await lockUser(trx, userId);
    if (!account || account.erased_at !== null) return { kind: 'not_found' };
    if (lastOwner) return { kind: 'last_owner' };
    const orders = await ordersOfAccount(trx, userId);
    const undelivered = orders.filter((order) => (undeliveredStatuses as readonly string[]).includes(order.status));
    if (undelivered.length > 0) return { kind: 'orders_in_progress', references: undelivered.map((order) => order.reference) };

    const cancelled: string[] = [];
    for (const order of orders.filter((candidate) => candidate.status === 'new')) {
      // Cancelled as the staff would: a payment arriving for it later is given back, never taken.
      if (await cancelOrder(trx, order, 'staff', now)) cancelled.push(order.reference);
    }
    const placeholder = erasedEmail(userId);
    const addresses = [account.email, account.pending_email].filter((address): address is string => address !== null);
    await eraseMessagesAndSignUps(trx, addresses);
    await eraseFromJournal(trx, account, addresses, placeholder);
    await eraseOwnRows(trx, userId);
    await forgetDeliveries(trx, userId);
    await emptyAccount(trx, userId, placeholder, now);
    const kept = orders.map((order) => order.reference);
    await recordAudit(
      trx,
      actor({ ...account, email: placeholder }),
      {
        action: 'customer.erased',
        subject: { type: 'customer', id: userId },
        before: null,
        after: { orders_cancelled: cancelled, orders_kept: kept },
      },
      now,
    );
    return { kind: 'erased', account, cancelled, kept };
  });
}
