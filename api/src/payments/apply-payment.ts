import type { Transaction } from 'kysely';
import type { Database } from '../database/database';
import { locksRows } from '../database/engine';
import { moveOrder } from '../orders/order-moves';
import { giveBackStock, takeStock, unitsOfOrder } from '../orders/order-stock';
import type { OrderRow } from '../orders/orders.repository';

/** What a payment did to its order. */
export type PaymentOutcome =
  /** The order is paid now: the confirmation goes out. */
  | { kind: 'paid'; order: OrderRow }
  /** It was paid already (the same payment reported twice): nothing changes. */
  | { kind: 'already_paid'; order: OrderRow }
  /** It was cancelled and its units are gone: the shop must refund the payment. */
  | { kind: 'refund_needed'; order: OrderRow }
  | { kind: 'unknown_order' };

/** The ordered units leave the cart they came from (what the shopper added since stays), and its used promo code. */
async function emptyCartOf(trx: Transaction<Database>, order: OrderRow): Promise<void> {
  if (order.cart_id === null) return;
  for (const { variationId, quantity } of await unitsOfOrder(trx, order.id)) {
    await trx
      .deleteFrom('cart_items')
      .where('cart_id', '=', order.cart_id)
      .where('product_variation_id', '=', variationId)
      .where('quantity', '<=', quantity)
      .execute();
    // A line that held more than was ordered (the shopper added some since) keeps the rest.
    await trx
      .updateTable('cart_items')
      .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
      .where('cart_id', '=', order.cart_id)
      .where('product_variation_id', '=', variationId)
      .execute();
  }
  if (order.promo_code_id !== null)
    await trx
      .updateTable('carts')
      .set({ promo_code_id: null })
      .where('id', '=', order.cart_id)
      .where('promo_code_id', '=', order.promo_code_id)
      .execute();
}

/**
 * Applies a successful payment of the order with this reference, once: an unpaid order becomes paid and its
 * units leave the cart. A payment that arrives after the order was cancelled (it waited past its time) takes
 * the units again if they are still in stock; if not, the shop must refund it.
 */
export async function applyPayment(trx: Transaction<Database>, reference: string, now = new Date()): Promise<PaymentOutcome> {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('reference', '=', reference)
    .$if(locksRows(trx), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!order) return { kind: 'unknown_order' };
  if (order.status === 'cancelled') {
    const units = await unitsOfOrder(trx, order.id);
    const short = await takeStock(trx, units);
    if (short.length) {
      // All or nothing: what could be taken goes back.
      await giveBackStock(
        trx,
        units.filter((unit) => !short.some((line) => line.variationId === unit.variationId)),
      );
      return { kind: 'refund_needed', order };
    }
    await trx.updateTable('orders').set({ status: 'new', cancelled_at: null }).where('id', '=', order.id).execute();
    order.status = 'new';
  }
  if (order.status !== 'new') return { kind: 'already_paid', order };
  const paid = (await moveOrder(trx, order, 'paid', now))!;
  await emptyCartOf(trx, paid);
  return { kind: 'paid', order: paid };
}
