import { intlLocales, type Locale } from '@lemon/shared';

/** A calendar day ("2026-11-23") as the language writes it: "23 novembre 2026", "23 November 2026". */
export function formatDay(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}
