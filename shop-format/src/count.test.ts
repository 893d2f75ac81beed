import { locales } from '@lemon/shared/locales';
import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('separates thousands as each language does', () => {
    expect(formatCount(5000, 'fr')).toBe('5\u202f000');
    expect(formatCount(5000, 'en')).toBe('5,000');
    expect(formatCount(5000, 'it')).toBe('5000');
    expect(formatCount(12_345, 'it')).toBe('12.345');
    expect(formatCount(-1234, 'en')).toBe('-1,234');
  });

  it('writes exactly what Intl writes for whole numbers, in every language', () => {
    const counts = [0, 7, 42, 999, 1000, 1001, 5000, 9999, 10_000, 99_999, 100_000, 654_321, 1_000_000, 123_456_789];
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale);
      for (const count of [...counts, ...counts.map((value) => -value - 1)])
        expect(formatCount(count, locale), `${locale} ${count}`).toBe(intl.format(count));
    }
  });

  it('refuses what is not a whole number', () => {
    expect(() => formatCount(1.5, 'fr')).toThrow(/whole number/);
  });
});
