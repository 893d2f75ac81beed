import { withFirstOfMonth } from '@lemon/kit/format/calendar-day';
import { shopTimeZone } from '@lemon/shared';
import type { Locale } from '@lemon/shared/locales';

// The shop lives in Paris time: a helper abroad still sees the hours on the shop's clock. A calendar day
// (`YYYY-MM-DD`) is read as midnight UTC: shown in UTC, it stays that day.
const kinds = {
  moment: { timeZone: shopTimeZone, day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
  dated: { timeZone: shopTimeZone, dateStyle: 'medium', timeStyle: 'short' },
  written: { timeZone: shopTimeZone, dateStyle: 'long', timeStyle: 'short' },
  time: { timeZone: shopTimeZone, hour: '2-digit', minute: '2-digit' },
  hour: { timeZone: shopTimeZone, hour: '2-digit', hourCycle: 'h23' },
  year: { timeZone: shopTimeZone, year: 'numeric' },
  day: { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' },
  shortDay: { timeZone: 'UTC', day: 'numeric', month: 'short' },
  tableDay: { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' },
  numericDay: { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' },
  month: { timeZone: 'UTC', month: 'long', year: 'numeric' },
  dayOfYear: { timeZone: 'UTC', day: 'numeric', month: 'long' },
  dayWithYear: { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();
/** The formatter of a kind of date in a language, made once. */
function formatOf(locale: Locale, kind: keyof typeof kinds): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, kinds[kind]);
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
/** In full, for what a person wrote (a message): "2 décembre 2026 à 14:05". */
export const formatWrittenMoment = (locale: Locale, moment: string) =>
  withFirstOfMonth(formatOf(locale, 'written').format(new Date(moment)), locale);
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
/** …and in figures, for an accountant's table: "03/10/2026". */
export const formatNumericDay = (locale: Locale, day: string) => formatOf(locale, 'numericDay').format(new Date(`${day}T00:00:00Z`));
/** The month of a calendar day: "novembre 2026". */
export const formatMonth = (locale: Locale, day: string) => formatOf(locale, 'month').format(new Date(`${day}T00:00:00Z`));
/** A calendar day as the owner says it: "1er décembre", with its year when it is not this one (at `now`, in Paris). */
export const formatDayOfTheYear = (locale: Locale, day: string, now = new Date()) =>
  withFirstOfMonth(
    formatOf(locale, day.startsWith(formatOf('en', 'year').format(now)) ? 'dayOfYear' : 'dayWithYear').format(new Date(`${day}T00:00:00Z`)),
    locale,
  );
/** The hour on the shop's clock at `moment`, `00` to `23`: where a day starts in Paris. */
export const hourInParis = (moment: Date) => formatOf('en', 'hour').format(moment);
