import { shopTimeZone } from '@lemon/shared/contract';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the owner reads it, in the shop's time: "25 nov. 2026, 14:05". */
export function formatMoment(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: shopTimeZone });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
