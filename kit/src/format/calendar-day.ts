import { intlLocales, type Locale } from '@lemon/shared/locales';

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
  return withFirstOfMonth(format.format(new Date(`${day}T00:00:00Z`)), locale);
}

/** French writes the first of the month "1er" where Intl writes "1": "1er décembre", "mardi 1er déc.". */
export const withFirstOfMonth = (dateInWords: string, locale: Locale) =>
  locale === 'fr' ? dateInWords.replace(/(^|[^\d])1 (?=\p{L})/u, '$11er ') : dateInWords;
