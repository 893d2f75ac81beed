import { describe, expect, it } from 'vitest';
import { discountOf, whyPromoDoesNotApply, type PromoTerms } from './promo-rules';

const now = new Date('2026-12-01T12:00:00Z');
const promo = (terms: Partial<PromoTerms> = {}): PromoTerms => ({
  code: 'CITRON',
  kind: 'percentage',
  value: 10,
  minimum_amount: null,
  disabled_at: null,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  times_used: 0,
  ...terms,
});

describe('discountOf', () => {
  it('takes a percentage rounded to the cent, half up', () => {
    expect(discountOf({ kind: 'percentage', value: 10 }, 1005)).toBe(101); // 100.5 -> 101
    expect(discountOf({ kind: 'percentage', value: 10 }, 1004)).toBe(100); // 100.4 -> 100
    expect(discountOf({ kind: 'percentage', value: 15 }, 999)).toBe(150); // 149.85 -> 150
    expect(discountOf({ kind: 'percentage', value: 15 }, 990)).toBe(149); // 148.5 -> 149
    expect(discountOf({ kind: 'percentage', value: 33 }, 1)).toBe(0); // 0.33 -> 0
    expect(discountOf({ kind: 'percentage', value: 50 }, 1)).toBe(1); // 0.5 -> 1
    // Where floating point misses: 50 * 0.29 is 14.499999…, yet 29 % of 50 cents is 14.5 cents, so 15.
    expect(discountOf({ kind: 'percentage', value: 29 }, 50)).toBe(15);
    expect(discountOf({ kind: 'percentage', value: 58 }, 25)).toBe(15);
    expect(discountOf({ kind: 'percentage', value: 35 }, 1_000_003)).toBe(350_001); // 350001.05
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(discountOf({ kind: 'fixed', value: 500 }, 2000)).toBe(500);
    expect(discountOf({ kind: 'fixed', value: 500 }, 500)).toBe(500);
    expect(discountOf({ kind: 'fixed', value: 500 }, 499)).toBe(499);
    expect(discountOf({ kind: 'fixed', value: 500 }, 0)).toBe(0);
    expect(discountOf({ kind: 'percentage', value: 100 }, 4321)).toBe(4321);
  });
});

describe('whyPromoDoesNotApply', () => {
  it('applies with no bounds at all', () => {
    expect(whyPromoDoesNotApply(promo(), 0, now)).toBeNull();
  });

  it('applies from its start, included, until its end, excluded', () => {
    const bounded = promo({ starts_at: new Date('2026-12-01T12:00:00Z'), ends_at: new Date('2026-12-02T00:00:00Z') });
    expect(whyPromoDoesNotApply(bounded, 1000, new Date('2026-12-01T11:59:59.999Z'))).toBe('not_started');
    expect(whyPromoDoesNotApply(bounded, 1000, now)).toBeNull();
    expect(whyPromoDoesNotApply(bounded, 1000, new Date('2026-12-01T23:59:59.999Z'))).toBeNull();
    expect(whyPromoDoesNotApply(bounded, 1000, new Date('2026-12-02T00:00:00Z'))).toBe('ended');
  });

  it('applies from its minimum subtotal', () => {
    expect(whyPromoDoesNotApply(promo({ minimum_amount: 5000 }), 4999, now)).toBe('under_minimum');
    expect(whyPromoDoesNotApply(promo({ minimum_amount: 5000 }), 5000, now)).toBeNull();
    expect(whyPromoDoesNotApply(promo({ minimum_amount: 0 }), 0, now)).toBeNull();
  });

  it('applies while fewer paid orders than its limit used it', () => {
    expect(whyPromoDoesNotApply(promo({ usage_limit: 3, times_used: 2 }), 1000, now)).toBeNull();
    expect(whyPromoDoesNotApply(promo({ usage_limit: 3, times_used: 3 }), 1000, now)).toBe('used_up');
    expect(whyPromoDoesNotApply(promo({ usage_limit: null, times_used: 1000 }), 1000, now)).toBeNull();
  });

  it('does not apply once the owner switched it off, whatever else holds', () => {
    expect(whyPromoDoesNotApply(promo({ disabled_at: new Date('2026-11-30T00:00:00Z') }), 1000, now)).toBe('disabled');
    expect(whyPromoDoesNotApply(promo({ disabled_at: null }), 1000, now)).toBeNull();
  });
});
