import { withFirstOfMonth } from '@lemon/kit/format/calendar-day';
import { shopTimeZone } from '@lemon/shared';
import type { Locale } from '@lemon/shared/locales';

// The shop lives in Paris time: a helper abroad still sees the hours on the shop's clock.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: Locale, kind: 'moment' | 'dated' | 'time' | 'day' | 'shortDay' | 'tableDay' | 'month'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options = (
      {
        moment: { timeZone: shopTimeZone, day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
        dated: { timeZone: shopTimeZone, dateStyle: 'medium', timeStyle: 'short' },
        time: { timeZone: shopTimeZone, hour: '2-digit', minute: '2-digit' },
        // A calendar day (`YYYY-MM-DD`) is read as midnight UTC: shown in UTC, it stays that day.
        day: { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' },
        shortDay: { timeZone: 'UTC', day: 'numeric', month: 'short' },
        tableDay: { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' },
        month: { timeZone: 'UTC', month: 'long', year: 'numeric' },
      } satisfies Record<typeof kind, Intl.DateTimeFormatOptions>
    )[kind];
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A moment (ISO-8601) as "25 novembre à 15:40", on the shop's clock. */
export const formatMoment = (locale: Locale, moment: string) =>
  withFirstOfMonth(formatOf(locale, 'moment').format(new Date(moment)), locale);
/** With its year, for records that last (an order's dates): "25 nov. 2026, 14:05". */
export const formatDatedMoment = (locale: Locale, moment: string) =>
  withFirstOfMonth(formatOf(locale, 'dated').format(new Date(moment)), locale);
/** Only its hour: "15:40". */
export const formatTime = (locale: Locale, moment: string) => formatOf(locale, 'time').format(new Date(moment));
/** A calendar day (`YYYY-MM-DD`) as "mercredi 25 novembre". */
export const formatDay = (locale: Locale, day: string) =>
  withFirstOfMonth(formatOf(locale, 'day').format(new Date(`${day}T00:00:00Z`)), locale);
/** …and short, for a chart's axis: "25 nov.". */
export const formatShortDay = (locale: Locale, day: string) =>
  withFirstOfMonth(formatOf(locale, 'shortDay').format(new Date(`${day}T00:00:00Z`)), locale);
/** …and for a table's row, on one line on a phone: "lun. 23 nov.". */
export const formatTableDay = (locale: Locale, day: string) =>
  withFirstOfMonth(formatOf(locale, 'tableDay').format(new Date(`${day}T00:00:00Z`)), locale);
/** The month of a calendar day: "novembre 2026". */
export const formatMonth = (locale: Locale, day: string) => formatOf(locale, 'month').format(new Date(`${day}T00:00:00Z`));
