import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

// Intl separates thousands and the euro sign with narrow no-break spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatPrice', () => {
  it('shows cents as euros in French format', () => {
    expect(plain(formatPrice(1250))).toBe('12,50 €');
    expect(plain(formatPrice(0))).toBe('0,00 €');
    expect(plain(formatPrice(5))).toBe('0,05 €');
    expect(plain(formatPrice(123456))).toBe('1 234,56 €');
    expect(plain(formatPrice(-50))).toBe('-0,50 €');
  });

  it('writes exactly what Intl writes for euros in French, character for character', () => {
    const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    const samples = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, 9_007_199_254_740_99];
    for (const cents of [...samples, ...samples.map((value) => -value - 1)]) expect(formatPrice(cents)).toBe(euros.format(cents / 100));
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatPrice(12.5)).toThrow(/whole number/);
  });
});
