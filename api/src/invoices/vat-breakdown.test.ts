import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitInProportion } from './proportional-split';
import { shippingByRate } from './shipping-vat';
import { excludingVat, vatBreakdown } from './vat-breakdown';

const rates = fc.constantFrom(2000, 550, 1000, 210);
const lines = fc.array(fc.record({ amount: fc.integer({ min: 0, max: 500_000 }), rate: rates }), { minLength: 1, maxLength: 8 });
const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe('splitInProportion', () => {
  it('gives shares that add up to the amount, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }).filter((weights) => sum(weights) > 0),
        (amount, weights) => {
          const shares = splitInProportion(amount, new Map(weights.map((weight, index) => [index, weight])));
          expect(sum(shares.values())).toBe(amount);
          weights.forEach((weight, index) => expect(Math.abs(shares.get(index)! - (amount * weight) / sum(weights))).toBeLessThan(1));
        },
      ),
    );
  });

  it('splits a cent that cannot be shared to the larger remainder', () => {
    expect(
      splitInProportion(
        100,
        new Map([
          ['a', 1],
          ['b', 1],
          ['c', 1],
        ]),
      ),
    ).toEqual(
      new Map([
        ['a', 34],
        ['b', 33],
        ['c', 33],
      ]),
    );
    expect(
      splitInProportion(
        1,
        new Map([
          ['small', 1],
          ['large', 2],
        ]),
      ),
    ).toEqual(
      new Map([
        ['small', 0],
        ['large', 1],
      ]),
    );
  });
});

describe('shippingByRate', () => {
  it('puts the delivery costs at the goods’ rate when there is one', () => {
    expect(shippingByRate(690, new Map([[550, 2400]]))).toEqual(new Map([[550, 690]]));
  });

  it('splits them in proportion to the goods at each rate when mixed', () => {
    // 30 € at 20 % and 10 € at 5.5 %: three quarters and one quarter of 6.90 €.
    expect(
      shippingByRate(
        690,
        new Map([
          [2000, 3000],
          [550, 1000],
        ]),
      ),
    ).toEqual(
      new Map([
        [2000, 518],
        [550, 172],
      ]),
    );
  });

  it('follows the highest rate when a discount left the goods free', () => {
    expect(
      shippingByRate(
        490,
        new Map([
          [550, 0],
          [2000, 0],
        ]),
      ),
    ).toEqual(new Map([[2000, 490]]));
  });

  it('adds up to the delivery costs for any goods', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), lines, (shipping, goods) => {
        const byRate = new Map<number, number>();
        for (const { amount, rate } of goods) byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
        expect(sum(shippingByRate(shipping, byRate).values())).toBe(shipping);
      }),
    );
  });
});

describe('vatBreakdown', () => {
  it('splits a mixed order with a discount and delivery to the cent', () => {
    // 2 × 24.90 € of liqueur (20 %) and 8.50 € of marmalade (5.5 %), 5.84 € off, 6.90 € of delivery.
    const breakdown = vatBreakdown({
      lines: [
        { amount: 4980, rate: 2000 },
        { amount: 850, rate: 550 },
      ],
      discount: 584,
      shipping: 690,
    });
    // Discount: 4989 × 584 / 5830 → 498.9… → 499 at 20 %, 85 at 5.5 %. Goods after it: 4481 and 765.
    // Delivery: 690 × 4481 / 5246 = 589.38… → 589 at 20 %, 101 at 5.5 %.
    expect(breakdown).toEqual([
      { rate: 2000, included: 5070, excluded: 4225, vat: 845 },
      { rate: 550, included: 866, excluded: 821, vat: 45 },
    ]);
  });

  it('computes each rate’s VAT from its total, base and VAT adding up to it', () => {
    expect(
      vatBreakdown({
        lines: [
          { amount: 1000, rate: 2000 },
          { amount: 1000, rate: 2000 },
        ],
        discount: 0,
        shipping: 0,
      }),
    ).toEqual([{ rate: 2000, included: 2000, excluded: 1667, vat: 333 }]);
  });

  it('always adds up to the order’s total, each rate’s base within a cent of the exact one', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 2_000 }), (goods, discountPercent, shipping) => {
        const subtotal = sum(goods.map((line) => line.amount));
        const discount = Math.floor((subtotal * discountPercent) / 100);
        const breakdown = vatBreakdown({ lines: goods, discount, shipping });
        expect(sum(breakdown.map((line) => line.included))).toBe(subtotal - discount + shipping);
        for (const line of breakdown) {
          expect(line.excluded + line.vat).toBe(line.included);
          expect(Math.abs(line.excluded - (line.included * 10_000) / (10_000 + line.rate))).toBeLessThanOrEqual(0.5);
        }
        expect(new Set(breakdown.map((line) => line.rate)).size).toBe(breakdown.length);
      }),
    );
  });

  it('rounds a price to its base excluding VAT to the nearest cent', () => {
    expect(excludingVat(2490, 2000)).toBe(2075);
    expect(excludingVat(850, 550)).toBe(806);
  });
});
