import { describe, expect, it } from 'vitest';
import {
  formatDatedMoment,
  formatDay,
  formatDayOfTheYear,
  formatMoment,
  formatMonth,
  formatNumericDay,
  formatShortDay,
  formatTableDay,
  formatWrittenMoment,
} from './moments';

describe('the back office’s dates', () => {
  it('write the first of the month "1er" in French, and leave the other days and languages alone', () => {
    expect(formatDay('fr', '2026-12-01')).toBe('mardi 1er décembre');
    expect(formatShortDay('fr', '2026-12-01')).toBe('1er déc.');
    expect(formatMoment('fr', '2026-12-01T13:05:00Z')).toBe('1er décembre à 14:05');
    expect(formatDatedMoment('fr', '2026-12-01T13:05:00Z')).toBe('1er déc. 2026, 14:05');
    expect(formatDay('fr', '2026-12-11')).toBe('vendredi 11 décembre');
    expect(formatDay('fr', '2026-12-21')).toBe('lundi 21 décembre');
    expect(formatDay('en', '2026-12-01')).toBe('Tuesday, December 1');
    expect(formatDay('it', '2026-12-01')).toBe('martedì 1 dicembre');
  });

  it('give every kind of date the back office shows, on the shop’s clock', () => {
    expect(formatWrittenMoment('fr', '2026-12-01T13:05:00Z')).toBe('1er décembre 2026 à 14:05');
    expect(formatTableDay('fr', '2026-12-01')).toBe('mar. 1er déc.');
    expect(formatNumericDay('fr', '2026-10-03')).toBe('03/10/2026');
    expect(formatMonth('it', '2026-10-01')).toBe('ottobre 2026');
    // A promo code's days: the year only when it is not this one (in Paris: 31 December, 23:30 is already the new year).
    const now = new Date('2026-12-02T10:00:00Z');
    expect(formatDayOfTheYear('fr', '2026-12-01', now)).toBe('1er décembre');
    expect(formatDayOfTheYear('fr', '2027-01-01', now)).toBe('1er janvier 2027');
    expect(formatDayOfTheYear('en', '2027-01-01', new Date('2026-12-31T23:30:00Z'))).toBe('January 1');
  });
});
