// What an order waiting for its payment may hold, so that no one can hoard the stock (OWASP's denial of
// inventory): one live unpaid order per cart, and a cap on the units one customer holds in unpaid orders.
// The rules and their numbers are in docs/orders-and-payments.md ("Orders").
import type { Transaction } from 'kysely';
import type { AddressRow } from '../addresses/addresses.repository';
import type { CartLineRow } from '../cart/carts.repository';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';
import { cancelOrder } from './order-moves';
import { lockUser } from '../users/users.repository';
import { linesOfOrder, orderAddressColumns, unitsHeldUnpaid, type OrderRow } from './orders.repository';

/** Units of one variation a customer may hold in orders awaiting payment: a family's large order, not the shelf. */
export const unpaidUnitsPerVariation = 20;
/** Units of all variations a customer may hold in orders awaiting payment. */
export const unpaidUnitsInAll = 60;

/**
 * Waits for the customer's other checkouts (their user row is locked until the transaction ends), so that
 * orders placed at once from several carts count each other's units. SQLite runs one transaction at a time.
 */
export async function lockCustomer(trx: Transaction<Database>, userId: number): Promise<void> {
  await lockUser(trx, userId);
}

/** What an order would copy of the checkout, to tell whether a live order is the same checkout sent again. */
export interface Checkout {
  lines: { variationId: number; quantity: number; unitPrice: number }[];
  deliveryMethod: string;
  /** Where it goes (undefined: picked up). */
  address: AddressRow | undefined;
  promoCodeId: number | null;
  locale: string;
}

const linesKey = (lines: Checkout['lines']) =>
  lines
    .map((line) => `${line.variationId}x${line.quantity}@${line.unitPrice}`)
    .sort()
    .join(',');

/** Whether `order` is this checkout already: same lines at the same prices, delivery, address, code and language. */
export async function isSameCheckout(trx: Transaction<Database>, order: OrderRow, checkout: Checkout): Promise<boolean> {
  if (order.delivery_method !== checkout.deliveryMethod || order.promo_code_id !== checkout.promoCodeId || order.locale !== checkout.locale)
    return false;
  const address = orderAddressColumns(checkout.address);
  if (Object.entries(address).some(([column, value]) => order[column as keyof typeof address] !== value)) return false;
  const lines = await linesOfOrder(trx, order.id);
  return (
    linesKey(
      lines.map((line) => ({ variationId: line.product_variation_id ?? 0, quantity: line.quantity, unitPrice: line.unit_price })),
    ) === linesKey(checkout.lines)
  );
}

/** The cart's live unpaid order stops holding anything: its units and its promo code's use go back. */
export const replaceUnpaidOrder = (trx: Transaction<Database>, order: OrderRow, now: Date) => cancelOrder(trx, order, 'replaced', now);

/**
 * Refuses a checkout that would have the customer hold more units in unpaid orders than the caps, counting
 * their other orders awaiting payment (every cart's), before any stock is taken.
 */
export async function refuseBeyondHolds(trx: Transaction<Database>, userId: number, lines: CartLineRow[], now: Date): Promise<void> {
  const heldOf = await unitsHeldUnpaid(trx, userId, now);
  const errors: Record<string, string[]> = {};
  for (const line of lines)
    if ((heldOf.get(line.id) ?? 0) + line.quantity > unpaidUnitsPerVariation)
      errors[`cart_items.${line.line_id}.quantity`] = ['units_held'];
  const heldInAll = [...heldOf.values()].reduce((sum, units) => sum + units, 0);
  if (heldInAll + lines.reduce((sum, line) => sum + line.quantity, 0) > unpaidUnitsInAll) errors.cart_id = ['units_held'];
  if (Object.keys(errors).length)
    throw new HttpError(
      422,
      `Orders awaiting payment hold at most ${unpaidUnitsPerVariation} units of an item and ${unpaidUnitsInAll} in all per customer: pay your waiting orders, or write to the shop for a larger order.`,
      errors,
    );
}
