import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in each of the shop’s languages', () => {
    expect(countryName('IT', 'fr')).toBe('Italie');
    expect(countryName('IT', 'en')).toBe('Italy');
    expect(countryName('DE', 'it')).toBe('Germania');
    expect(countryName('MC', 'fr')).toBe('Monaco');
  });

  it('shows a code it cannot name as it came', () => {
    expect(countryName('not a code', 'fr')).toBe('not a code');
  });
});
