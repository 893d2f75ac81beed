// What a refund of units gives back, in exact cents. An order's discount (a promo code) came off the whole
// order; its lines' units are refunded at the price actually paid for them, so the discount is shared.

/** A line of an order as its price was fixed. */
export interface PricedLine {
  id: number;
  unit_price: number;
  quantity: number;
}

/**
 * What the customer paid for each line: its total less its share of the order's discount. The discount is
 * shared in proportion to the lines' totals; the cents rounding leaves over go one each to the lines with
 * the largest remainders (ties: the first line), so the shares add up to the discount exactly and the lines
 * to subtotal − discount. Shipping is part of no line: it is refunded as an amount.
 */
export function paidPerLine(lines: PricedLine[], discount: number): Map<number, number> {
  const totals = lines.map((line) => line.unit_price * line.quantity);
  const subtotal = totals.reduce((sum, total) => sum + total, 0);
  const shared = Math.min(discount, subtotal);
  if (subtotal === 0 || shared <= 0) return new Map(lines.map((line, index) => [line.id, totals[index]!]));
  const shares = totals.map((total) => Math.floor((shared * total) / subtotal));
  let leftover = shared - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = totals
    .map((total, index) => ({ index, remainder: (shared * total) % subtotal }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover === 0) break;
    shares[index]! += 1;
    leftover -= 1;
  }
  return new Map(lines.map((line, index) => [line.id, totals[index]! - shares[index]!]));
}

/** What a line has given back so far (refunds that did not fail). */
export interface LineRefunded {
  quantity: number;
  amount: number;
}

/**
 * What refunding `quantity` more units of a line gives back: the first n units of a line are worth
 * ⌊paid × n / units⌋, and this refund takes the line from what was given back to that worth. The line's
 * refunds so add up to what was paid for it exactly, once every unit is refunded, whatever the steps.
 */
export function unitsRefundAmount(linePaid: number, lineQuantity: number, refunded: LineRefunded, quantity: number): number {
  const worth = Math.floor((linePaid * (refunded.quantity + quantity)) / lineQuantity);
  return Math.min(Math.max(worth - refunded.amount, 0), linePaid - refunded.amount);
}
