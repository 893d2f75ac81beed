import { intlLocales, type Locale } from '@lemon/shared';

/** An order's day in the page's language ("17 February 2026"); an unreadable date is shown as it came. */
export function formatOrderDate(moment: string, locale: Locale): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? moment : new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long' }).format(date);
}
