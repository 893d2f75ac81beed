import { describe, expect, it } from 'vitest';
import {
  calendarDayInWords,
  formatDatedMoment,
  formatDay,
  formatDayOfMoment,
  formatDayOfTheYear,
  formatDayWithYear,
  formatMoment,
  formatMonth,
  formatNumericDay,
  formatShortDay,
  formatTableDay,
  formatTime,
  formatWrittenMoment,
  hourInParis,
} from './dates';

describe('calendarDayInWords', () => {
  it('names a day in each language, without its year', () => {
    expect(calendarDayInWords('2027-02-17', 'fr')).toBe('17 février');
    expect(calendarDayInWords('2027-03-03', 'en')).toBe('3 March');
    expect(calendarDayInWords('2027-03-03', 'it')).toBe('3 marzo');
  });

  it('writes the first of the month as French does', () => {
    expect(calendarDayInWords('2027-03-01', 'fr')).toBe('1er mars');
    expect(calendarDayInWords('2027-03-10', 'fr')).toBe('10 mars');
    expect(calendarDayInWords('2027-03-01', 'en')).toBe('1 March');
  });
});

describe('a moment', () => {
  it('is written on the shop’s clock whatever the machine’s: 23:30 UTC on 30 November is 1 December in Menton', () => {
    const lateNight = '2026-11-30T23:30:00Z';
    expect(formatDayOfMoment(lateNight, 'fr')).toBe('1er décembre 2026');
    expect(formatDayOfMoment(new Date(lateNight), 'en')).toBe('1 December 2026');
    expect(formatWrittenMoment(lateNight, 'it')).toBe('1 dicembre 2026 alle ore 00:30');
    expect(formatTime(lateNight, 'fr')).toBe('00:30');
    expect(hourInParis(new Date(lateNight))).toBe('00');
    // In summer Paris is two hours ahead.
    expect(formatTime('2026-07-14T10:05:00Z', 'en')).toBe('12:05');
  });

  it('that cannot be read is shown as it came, and a calendar day stays its day', () => {
    expect(formatDayOfMoment('not a date', 'fr')).toBe('not a date');
    expect(formatDayWithYear('2026-11-23', 'fr')).toBe('23 novembre 2026');
    expect(formatDayWithYear('2026-12-01', 'en')).toBe('1 December 2026');
  });
});

describe('the back office’s dates (in every language’s own regional format)', () => {
  it('write the first of the month "1er" in French, and leave the other days and languages alone', () => {
    expect(formatDay('2026-12-01', 'fr')).toBe('mardi 1er décembre');
    expect(formatShortDay('2026-12-01', 'fr')).toBe('1er déc.');
    expect(formatMoment('2026-12-01T13:05:00Z', 'fr')).toBe('1er décembre à 14:05');
    expect(formatDatedMoment('2026-12-01T13:05:00Z', 'fr')).toBe('1er déc. 2026, 14:05');
    expect(formatDay('2026-12-11', 'fr')).toBe('vendredi 11 décembre');
    expect(formatDay('2026-12-21', 'fr')).toBe('lundi 21 décembre');
    expect(formatDay('2026-12-01', 'en')).toBe('Tuesday 1 December');
    expect(formatDay('2026-12-01', 'it')).toBe('martedì 1 dicembre');
  });

  it('give every kind of date the back office shows, on the shop’s clock', () => {
    expect(formatWrittenMoment('2026-12-01T13:05:00Z', 'fr')).toBe('1er décembre 2026 à 14:05');
    expect(formatTableDay('2026-12-01', 'fr')).toBe('mar. 1er déc.');
    expect(formatNumericDay('2026-10-03', 'fr')).toBe('03/10/2026');
    expect(formatMonth('2026-10-01', 'it')).toBe('ottobre 2026');
    // A promo code's days: the year only when it is not this one (in Paris: 31 December, 23:30 is already the new year).
    const now = new Date('2026-12-02T10:00:00Z');
    expect(formatDayOfTheYear('2026-12-01', 'fr', now)).toBe('1er décembre');
    expect(formatDayOfTheYear('2027-01-01', 'fr', now)).toBe('1er janvier 2027');
    expect(formatDayOfTheYear('2027-01-01', 'en', new Date('2026-12-31T23:30:00Z'))).toBe('1 January');
  });
});
