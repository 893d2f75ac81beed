import { describe, expect, it } from 'vitest';
import { guessLocale, isLocale } from './locales';

describe('guessLocale', () => {
  it('prefers the persisted choice', () => {
    expect(guessLocale('it', 'en-GB')).toBe('it');
  });

  it('ignores a persisted value that is not a shop locale', () => {
    expect(guessLocale('de', 'en-GB')).toBe('en');
  });

  it('uses the browser language with its region, then without it', () => {
    expect(guessLocale(null, 'en')).toBe('en');
    expect(guessLocale(null, 'it-CH')).toBe('it');
    expect(guessLocale(undefined, 'EN-us')).toBe('en');
  });

  it('falls back to French', () => {
    expect(guessLocale(null, 'de-DE')).toBe('fr');
    expect(guessLocale(null, undefined)).toBe('fr');
  });
});

describe('isLocale', () => {
  it('accepts only fr, en and it', () => {
    expect(['fr', 'en', 'it'].every(isLocale)).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale('')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
