import { describe, expect, it } from 'vitest';
import { calendarDayInWords } from './calendar-day';

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
