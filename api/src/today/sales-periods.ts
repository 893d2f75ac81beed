import { TZDate } from '@date-fns/tz';
import { parisDay, shopTimeZone } from '@lemon/shared/contract';
import { addDays, startOfMonth, startOfWeek, subMonths, subWeeks } from 'date-fns';

/** A span of time: from (included) to (excluded). */
export interface Span {
  from: Date;
  to: Date;
}

/** A period, and the same span of the one before. */
export interface ComparedSpans {
  current: Span;
  previous: Span;
}

/** A whole past period, the one before it, and each of its days in Paris. */
export interface PastSpans extends ComparedSpans {
  days: (Span & { day: string })[];
}

// TZDate prints itself with an offset: the database gets plain Dates, written in UTC.
const plain = (moment: Date) => new Date(moment.getTime());

/** Each calendar day of `span` (whole days from midnight in Paris): 23 or 25 hours long when the clocks change. */
function daysOf({ from, to }: Span): PastSpans['days'] {
  const days: PastSpans['days'] = [];
  for (let day = new TZDate(from.getTime(), shopTimeZone); day.getTime() < to.getTime(); day = addDays(day, 1))
    days.push({ day: parisDay(day), from: plain(day), to: plain(addDays(day, 1)) });
  return days;
}

/**
 * This week (from Monday 00:00) and this month up to `now`, on the shop's calendar (Paris), each beside the
 * period before up to the same weekday and hour, or the same day of the month and hour (the 31st of March
 * compares with the 28th or 29th of February: the last day it has). Last week and last month whole, each beside
 * the whole one before, with their days.
 */
export function salesPeriods(now: Date): { week: ComparedSpans; month: ComparedSpans; lastWeek: PastSpans; lastMonth: PastSpans } {
  const here = new TZDate(now.getTime(), shopTimeZone);
  const weekStart = startOfWeek(here, { weekStartsOn: 1 });
  const monthStart = startOfMonth(here);
  const lastWeek = { from: plain(subWeeks(weekStart, 1)), to: plain(weekStart) };
  const lastMonth = { from: plain(subMonths(monthStart, 1)), to: plain(monthStart) };
  return {
    week: {
      current: { from: plain(weekStart), to: plain(now) },
      previous: { from: lastWeek.from, to: plain(subWeeks(here, 1)) },
    },
    month: {
      current: { from: plain(monthStart), to: plain(now) },
      previous: { from: lastMonth.from, to: plain(subMonths(here, 1)) },
    },
    lastWeek: { current: lastWeek, previous: { from: plain(subWeeks(weekStart, 2)), to: lastWeek.from }, days: daysOf(lastWeek) },
    lastMonth: { current: lastMonth, previous: { from: plain(subMonths(monthStart, 2)), to: lastMonth.from }, days: daysOf(lastMonth) },
  };
}
