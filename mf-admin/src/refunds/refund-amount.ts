import { unitsRefundAmount, type OrderRefunds } from '@lemon/staff-contract';

/** Euros as the owner types them ("12,50", "12.5", "12") in cents; null for anything else. */
export function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*€?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The units chosen per order line id. */
export type ChosenUnits = Record<number, number>;

/** What refunding these units gives back, as the server reckons it (the discount shared to the cent). */
export function unitsAmount(refunds: Pick<OrderRefunds, 'lines'>, chosen: ChosenUnits): number {
  return refunds.lines.reduce((sum, line) => {
    const quantity = chosen[line.order_line_id] ?? 0;
    if (quantity <= 0) return sum;
    return (
      sum + unitsRefundAmount(line.paid_amount, line.quantity, { quantity: line.refunded_quantity, amount: line.refunded_amount }, quantity)
    );
  }, 0);
}
