// The shop's one way of writing dates, on its pages, in its back office, mails and invoices. A moment is shown
// on the shop's clock (Paris), whatever the reader's, the browser's or the server's time zone: an order placed at
// 00:30 in Menton is of that day on the shopper's page, in their mail and on the invoice alike. A calendar day
// (`YYYY-MM-DD`) is read at midnight UTC and shown in UTC, so it stays that day everywhere.
import { intlLocales, shopTimeZone, type Locale } from '@lemon/shared/locales';

const kinds = {
  // Moments, on the shop's clock.
  moment: { timeZone: shopTimeZone, day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
  datedMoment: { timeZone: shopTimeZone, dateStyle: 'medium', timeStyle: 'short' },
  writtenMoment: { timeZone: shopTimeZone, dateStyle: 'long', timeStyle: 'short' },
  dayOfMoment: { timeZone: shopTimeZone, dateStyle: 'long' },
  time: { timeZone: shopTimeZone, hour: '2-digit', minute: '2-digit' },
  hour: { timeZone: shopTimeZone, hour: '2-digit', hourCycle: 'h23' },
  year: { timeZone: shopTimeZone, year: 'numeric' },
  // Calendar days.
  day: { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' },
  shortDay: { timeZone: 'UTC', day: 'numeric', month: 'short' },
  tableDay: { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' },
  numericDay: { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' },
  month: { timeZone: 'UTC', month: 'long', year: 'numeric' },
  dayOfYear: { timeZone: 'UTC', day: 'numeric', month: 'long' },
  dayWithYear: { timeZone: 'UTC', dateStyle: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Kind = keyof typeof kinds;

// Each made at its first use: a formatter with a time zone loads the zone's rules, which a page that shows no
// date should not wait for.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(kind: Kind, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(intlLocales[locale], kinds[kind])));
  return format;
}

/** French writes the first of the month "1er" where Intl writes "1": "1er décembre", "mardi 1er déc.". */
export const withFirstOfMonth = (dateInWords: string, locale: Locale) =>
  locale === 'fr' ? dateInWords.replace(/(^|[^\d])1 (?=\p{L})/u, '$11er ') : dateInWords;

/** A moment (a `Date` or ISO-8601) as `kind` writes it; one that cannot be read is shown as it came. */
function writtenMoment(kind: Kind, moment: Date | string, locale: Locale): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  return Number.isNaN(date.getTime()) ? String(moment) : withFirstOfMonth(formatOf(kind, locale).format(date), locale);
}
const writtenDay = (kind: Kind, day: string, locale: Locale) =>
  withFirstOfMonth(formatOf(kind, locale).format(new Date(`${day}T00:00:00Z`)), locale);

/** "25 novembre à 15:40": a moment of this season. */
export const formatMoment = (moment: Date | string, locale: Locale) => writtenMoment('moment', moment, locale);
/** With its year, short, for records that last (an order in a list): "25 nov. 2026, 14:05". */
export const formatDatedMoment = (moment: Date | string, locale: Locale) => writtenMoment('datedMoment', moment, locale);
/** In full: "2 décembre 2026 à 14:05" (a message written, a sign-in, until when an order can be paid). */
export const formatWrittenMoment = (moment: Date | string, locale: Locale) => writtenMoment('writtenMoment', moment, locale);
/** The day of a moment in full: "1er décembre 2026" (an order's day, an invoice's, a link's last day). */
export const formatDayOfMoment = (moment: Date | string, locale: Locale) => writtenMoment('dayOfMoment', moment, locale);
/** Only its time: "15:40". */
export const formatTime = (moment: Date | string, locale: Locale) => writtenMoment('time', moment, locale);
/** The hour on the shop's clock at `moment`, `00` to `23`: where a day starts in Paris. */
export const hourInParis = (moment: Date) => formatOf('hour', 'en').format(moment);

/** A calendar day as "mercredi 25 novembre". */
export const formatDay = (day: string, locale: Locale) => writtenDay('day', day, locale);
/** …short, for a chart's axis: "25 nov.". */
export const formatShortDay = (day: string, locale: Locale) => writtenDay('shortDay', day, locale);
/** …for a table's row, on one line on a phone: "lun. 23 nov.". */
export const formatTableDay = (day: string, locale: Locale) => writtenDay('tableDay', day, locale);
/** …in figures, for an accountant's table: "03/10/2026". */
export const formatNumericDay = (day: string, locale: Locale) => writtenDay('numericDay', day, locale);
/** …its month: "novembre 2026". */
export const formatMonth = (day: string, locale: Locale) => writtenDay('month', day, locale);
/** …as a sentence names it, without its year: "17 février", "1er mars", "3 March". */
export const calendarDayInWords = (day: string, locale: Locale) => writtenDay('dayOfYear', day, locale);
/** …in full, with its year: "23 novembre 2026" (a page's last update, an invoice's period). */
export const formatDayWithYear = (day: string, locale: Locale) => writtenDay('dayWithYear', day, locale);
/** …as the owner says it: "1er décembre", with its year when it is not this one (at `now`, in Paris). */
export const formatDayOfTheYear = (day: string, locale: Locale, now = new Date()) =>
  day.startsWith(formatOf('year', 'en').format(now)) ? calendarDayInWords(day, locale) : formatDayWithYear(day, locale);
