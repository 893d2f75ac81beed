import { describe, expect, it } from 'vitest';
import { documentNumber, shopYearOf } from './document-numbers';

describe('document numbers', () => {
  it('count in the shop’s year: a payment at 00:30 on New Year’s Day in Menton is of the new year', () => {
    expect(shopYearOf(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(shopYearOf(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });

  it('are written with their kind’s letter, the year and six digits', () => {
    expect(documentNumber('invoice', 2026, 42)).toBe('F-2026-000042');
    expect(documentNumber('credit_note', 2027, 1)).toBe('A-2027-000001');
  });
});
