import { describe, expect, it } from 'vitest';
import { parisDay } from './shop-day';

describe('the shop’s calendar day', () => {
  it.each([
    ['midnight in winter (UTC+1)', '2026-11-22T23:00:00Z', '2026-11-23'],
    ['a minute before it', '2026-11-22T22:59:00Z', '2026-11-22'],
    ['midnight in summer (UTC+2)', '2026-07-14T22:00:00Z', '2026-07-15'],
    ['the night clocks go forward', '2026-03-28T23:30:00Z', '2026-03-29'],
    ['the night clocks go back', '2026-10-24T22:30:00Z', '2026-10-25'],
    ['New Year in Paris', '2026-12-31T23:00:00Z', '2027-01-01'],
  ])('dates %s by the day in Paris', (_case, moment, day) => {
    expect(parisDay(new Date(moment))).toBe(day);
  });
});
