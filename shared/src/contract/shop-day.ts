// The shop's calendar: it counts its days in Paris, whatever the visitor's or the server's time zone.
import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';
import { z } from 'zod/mini';
import { shopTimeZone } from '../locale/locales';

export { shopTimeZone };

// Made at its first use: a formatter with a time zone loads the zone's rules, which a page that never counts
// days should not wait for while it starts.
let parisDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day (`YYYY-MM-DD`) in Paris at `moment`. */
export const parisDay = (moment: Date): string => {
  parisDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: shopTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return parisDayFormat.format(moment);
};

/** `day` (`YYYY-MM-DD`) moved by `days` calendar days (negative: back). */
export const calendarDayMovedBy = (day: string, days: number): string =>
  formatISO(addDays(parseISO(day), days), { representation: 'date' });
/** How many calendar days from `from` to `to`, both counted. */
export const daysCovered = (from: string, to: string): number => differenceInCalendarDays(parseISO(to), parseISO(from)) + 1;

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDaySchema = z.iso.date();

/**
 * Refuses a period of calendar days in a query's transform, on `from` (the day that makes it wrong): `from` after
 * `to` is `date_order`, more than `maxDays` days is `date_range`. Whether it refused.
 */
export function periodRefused(context: { issues: unknown[] }, from: string, to: string, maxDays = Infinity): boolean {
  const code = from > to ? 'date_order' : daysCovered(from, to) > maxDays ? 'date_range' : undefined;
  if (code)
    context.issues.push({
      code: 'custom',
      path: ['from'],
      message: `The period ${from} to ${to} is refused.`,
      input: from,
      params: { code },
    });
  return code !== undefined;
}
