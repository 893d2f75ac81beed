import { withFirstOfMonth } from '@lemon/kit/format/calendar-day';
import { shopTimeZone } from '@lemon/shared/contract';
import { intlLocales, type Locale } from '@lemon/shared/locales';

/** A moment's day as a mail's sentence names it, on the shop's clock: "1er décembre 2026", "3 March 2026". */
export function dayInWords(moment: Date, locale: Locale): string {
  return withFirstOfMonth(
    new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone: shopTimeZone }).format(moment),
    locale,
  );
}
