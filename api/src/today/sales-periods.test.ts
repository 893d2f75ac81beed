import { describe, expect, it } from 'vitest';
import { salesPeriods } from './sales-periods';

const iso = ({ week, month }: ReturnType<typeof salesPeriods>) =>
  Object.fromEntries(
    Object.entries({ week, month }).map(([period, { current, previous }]) => [
      period,
      [current.from.toISOString(), current.to.toISOString(), previous.from.toISOString(), previous.to.toISOString()],
    ]),
  );

describe('the sales periods, on the shop’s calendar', () => {
  it('starts the week on Monday and the month on the 1st at midnight in Paris, in winter time', () => {
    // Wednesday 25 November 2026, 15:40 in Paris (UTC+1).
    expect(iso(salesPeriods(new Date('2026-11-25T14:40:00Z')))).toEqual({
      week: ['2026-11-22T23:00:00.000Z', '2026-11-25T14:40:00.000Z', '2026-11-15T23:00:00.000Z', '2026-11-18T14:40:00.000Z'],
      month: ['2026-10-31T23:00:00.000Z', '2026-11-25T14:40:00.000Z', '2026-09-30T22:00:00.000Z', '2026-10-25T14:40:00.000Z'],
    });
  });

  it('counts a moment just after midnight in Paris in the new week and month, though UTC is still in the old ones', () => {
    // Monday 1 June 2026, 00:30 in Paris (UTC+2) is Sunday 31 May, 22:30 in UTC.
    const { week, month } = salesPeriods(new Date('2026-05-31T22:30:00Z'));
    expect(week.current.from.toISOString()).toBe('2026-05-31T22:00:00.000Z');
    expect(month.current.from.toISOString()).toBe('2026-05-31T22:00:00.000Z');
    expect(month.previous).toEqual({ from: new Date('2026-04-30T22:00:00Z'), to: new Date('2026-04-30T22:30:00Z') });
  });

  it('compares the 31st of March with the end of February, and keeps the hour across the change to summer time', () => {
    // Tuesday 31 March 2026, 10:00 in Paris (UTC+2; the clocks went forward on Sunday the 29th).
    const { week, month } = salesPeriods(new Date('2026-03-31T08:00:00Z'));
    expect(month.current.from.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(month.previous).toEqual({ from: new Date('2026-01-31T23:00:00Z'), to: new Date('2026-02-28T09:00:00Z') });
    expect(week.current.from.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(week.previous).toEqual({ from: new Date('2026-03-22T23:00:00Z'), to: new Date('2026-03-24T09:00:00Z') });
  });

  it('takes last week and last month whole, beside the ones before, day by day from midnight in Paris', () => {
    // Wednesday 4 November 2026, 09:00 in Paris: October had the night the clocks went back (Sunday the 25th).
    const { lastWeek, lastMonth } = salesPeriods(new Date('2026-11-04T08:00:00Z'));
    expect(lastWeek.current).toEqual({ from: new Date('2026-10-25T23:00:00Z'), to: new Date('2026-11-01T23:00:00Z') });
    expect(lastWeek.previous).toEqual({ from: new Date('2026-10-18T22:00:00Z'), to: new Date('2026-10-25T23:00:00Z') });
    expect(lastWeek.days.map(({ day }) => day)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(lastMonth.current).toEqual({ from: new Date('2026-09-30T22:00:00Z'), to: new Date('2026-10-31T23:00:00Z') });
    expect(lastMonth.previous).toEqual({ from: new Date('2026-08-31T22:00:00Z'), to: new Date('2026-09-30T22:00:00Z') });
    expect(lastMonth.days).toHaveLength(31);
    expect(lastMonth.days[0]).toEqual({ day: '2026-10-01', from: new Date('2026-09-30T22:00:00Z'), to: new Date('2026-10-01T22:00:00Z') });
    // The 25th lasted 25 hours; the days meet end to end and cover the month.
    expect(lastMonth.days[24]).toEqual({ day: '2026-10-25', from: new Date('2026-10-24T22:00:00Z'), to: new Date('2026-10-25T23:00:00Z') });
    expect(lastMonth.days.every((day, index) => index === 0 || day.from.getTime() === lastMonth.days[index - 1]!.to.getTime())).toBe(true);
    expect(lastMonth.days.at(-1)!.to).toEqual(lastMonth.current.to);
  });
});
