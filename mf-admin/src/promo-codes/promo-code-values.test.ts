import { describe, expect, it } from 'vitest';
import { dayStart, lastDayOf, promoCodeFormSchema, toFormValues, toPayload } from './promo-code-values';

describe('the promo code form’s values', () => {
  it('starts a day at midnight in Menton, in winter and in summer', () => {
    expect(dayStart('2026-12-01')).toBe('2026-12-01T00:00:00+01:00');
    expect(dayStart('2026-07-14')).toBe('2026-07-14T00:00:00+02:00');
    // The days the clocks change: they change at night, never at midnight.
    expect(dayStart('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    expect(dayStart('2026-10-25')).toBe('2026-10-25T00:00:00+02:00');
    expect(dayStart('2026-02-30')).toBeUndefined();
  });

  it('makes the payload in cents and moments: a last day is included, so the code ends the next midnight', () => {
    expect(
      toPayload({
        code: 'noel-10',
        kind: 'fixed',
        value: '12,50',
        minimum_amount: '50',
        starts_at: '2026-12-01',
        ends_at: '2026-12-31',
        usage_limit: '100',
      }),
    ).toEqual({
      code: 'noel-10',
      kind: 'fixed',
      value: 1250,
      minimum_amount: 5000,
      starts_at: '2026-12-01T00:00:00+01:00',
      ends_at: '2027-01-01T00:00:00+01:00',
      usage_limit: 100,
    });
    expect(
      toPayload({ code: 'A', kind: 'percentage', value: '10', minimum_amount: '', starts_at: '', ends_at: '', usage_limit: '' }),
    ).toEqual({
      code: 'A',
      kind: 'percentage',
      value: 10,
      minimum_amount: null,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
    });
  });

  it('fills the form back with what the owner typed', () => {
    const promo = {
      id: 1,
      code: 'NOEL-10',
      kind: 'fixed' as const,
      value: 1250,
      minimum_amount: 5000,
      starts_at: '2026-11-30T23:00:00.000Z',
      ends_at: '2026-12-31T23:00:00.000Z',
      usage_limit: 100,
      times_used: 0,
      order_count: 0,
      disabled_at: null,
      created_at: '2026-11-25T10:00:00.000Z',
    };
    expect(toFormValues(promo)).toEqual({
      code: 'NOEL-10',
      kind: 'fixed',
      value: '12,50',
      minimum_amount: '50',
      starts_at: '2026-12-01',
      ends_at: '2026-12-31',
      usage_limit: '100',
    });
    expect(lastDayOf('2026-07-15T22:00:00.000Z')).toBe('2026-07-15');
  });

  it('refuses with the contract’s codes at the form’s fields', () => {
    const refused = promoCodeFormSchema.safeParse({
      code: 'NOEL',
      kind: 'percentage',
      value: '150',
      minimum_amount: 'beaucoup',
      starts_at: '2026-12-31',
      ends_at: '2026-12-01',
      usage_limit: '0',
    });
    expect(refused.success).toBe(false);
    expect(Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join('.'), issue.code]))).toMatchObject({
      minimum_amount: 'invalid_type',
      usage_limit: 'too_small',
    });
    const badCode = promoCodeFormSchema.safeParse({
      code: 'NOEL 10 %',
      kind: 'fixed',
      value: '5',
      minimum_amount: '',
      starts_at: '',
      ends_at: '',
      usage_limit: '',
    });
    expect(badCode.error?.issues.map((issue) => [issue.path.join('.'), (issue as { params?: unknown }).params])).toEqual([
      ['code', { code: 'invalid' }],
    ]);
  });
});
