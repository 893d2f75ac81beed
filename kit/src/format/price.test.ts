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
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatPrice(12.5)).toThrow(/whole number/);
  });
});
