import { describe, expect, it } from 'vitest';
import { paidPerLine, unitsRefundAmount } from './refund-amounts';

describe('the price paid for a line of a discounted order', () => {
  it('is the line’s total when there is no discount', () => {
    expect(paidPerLine([{ id: 1, unit_price: 1250, quantity: 2 }], 0)).toEqual(new Map([[1, 2500]]));
  });

  it('shares the discount in proportion to the lines’ totals, to the cent', () => {
    // 10 € off 30 €: a third off each line; 1000 × 1000 / 3000 leaves cents to give out.
    const lines = [
      { id: 1, unit_price: 1000, quantity: 1 },
      { id: 2, unit_price: 1000, quantity: 1 },
      { id: 3, unit_price: 1000, quantity: 1 },
    ];
    const paid = paidPerLine(lines, 1000);
    expect([...paid.values()]).toEqual([666, 667, 667]);
    expect([...paid.values()].reduce((sum, cents) => sum + cents, 0)).toBe(3000 - 1000);
  });

  it('never takes more than the lines’ total', () => {
    expect(paidPerLine([{ id: 1, unit_price: 500, quantity: 1 }], 900)).toEqual(new Map([[1, 0]]));
  });
});

describe('what refunding units of a line gives back', () => {
  it('adds up to what was paid for the line, whatever the steps', () => {
    // 3 units for 1000 cents: 333 + 333 + 334, or 666 + 334, or 1000 at once.
    const steps = [[1, 1, 1], [2, 1], [3], [1, 2]];
    for (const quantities of steps) {
      const refunded = { quantity: 0, amount: 0 };
      for (const quantity of quantities) {
        refunded.amount += unitsRefundAmount(1000, 3, refunded, quantity);
        refunded.quantity += quantity;
      }
      expect(refunded.amount, quantities.join('+')).toBe(1000);
    }
  });

  it('never gives back more than the line’s price, even after a failed step', () => {
    // One unit worth 333 was given back, then the second unit's refund failed: the rest is what is left.
    expect(unitsRefundAmount(1000, 3, { quantity: 1, amount: 333 }, 2)).toBe(667);
    expect(unitsRefundAmount(1000, 3, { quantity: 2, amount: 1000 }, 1)).toBe(0);
  });
});
