import { TZDate } from '@date-fns/tz';
import { shopTimeZone } from '@lemon/shared/contract';
import { startOfMonth, startOfWeek, subMonths, subWeeks } from 'date-fns';

/** A span of time: from (included) to (excluded). */
export interface Span {
  from: Date;
  to: Date;
}

/** A period so far, and the same span of the one before. */
export interface ComparedSpans {
  current: Span;
  previous: Span;
}

// TZDate prints itself with an offset: the database gets plain Dates, written in UTC.
const plain = (moment: Date) => new Date(moment.getTime());

/**
 * This week (from Monday 00:00) and this month up to `now`, on the shop's calendar (Paris), each beside the
 * period before up to the same weekday and hour, or the same day of the month and hour (the 31st of March
 * compares with the 28th or 29th of February: the last day it has).
 */
export function salesPeriods(now: Date): { week: ComparedSpans; month: ComparedSpans } {
  const here = new TZDate(now.getTime(), shopTimeZone);
  const weekStart = startOfWeek(here, { weekStartsOn: 1 });
  const monthStart = startOfMonth(here);
  return {
    week: {
      current: { from: plain(weekStart), to: plain(now) },
      previous: { from: plain(subWeeks(weekStart, 1)), to: plain(subWeeks(here, 1)) },
    },
    month: {
      current: { from: plain(monthStart), to: plain(now) },
      previous: { from: plain(subMonths(monthStart, 1)), to: plain(subMonths(here, 1)) },
    },
  };
}
