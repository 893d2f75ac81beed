import { intlLocales, type Locale } from '@lemon/shared';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A day of the shop's calendar (`2027-02-17`) as a sentence names it, without its year: "17 février", "1er mars",
 * "3 March", "1 marzo". Read at midnight UTC and shown in UTC, it stays that day wherever the browser is.
 */
export function calendarDayInWords(day: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { timeZone: 'UTC', day: 'numeric', month: 'long' });
    formats.set(locale, format);
  }
  const words = format.format(new Date(`${day}T00:00:00Z`));
  // French writes the first of the month "1er".
  return locale === 'fr' ? words.replace(/^1 /, '1er ') : words;
}
