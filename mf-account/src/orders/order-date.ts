import { intlLocales, type Locale } from '@lemon/shared';

function formatMoment(moment: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? moment : new Intl.DateTimeFormat(intlLocales[locale], options).format(date);
}

/** An order's day in the page's language ("17 February 2026"); an unreadable date is shown as it came. */
export function formatOrderDate(moment: string, locale: Locale): string {
  return formatMoment(moment, locale, { dateStyle: 'long' });
}

/** A day and its time in the page's language ("17 February 2026 at 10:30"): until when an order can be paid. */
export function formatOrderMoment(moment: string, locale: Locale): string {
  return formatMoment(moment, locale, { dateStyle: 'long', timeStyle: 'short' });
}

/** Orders as the tab lists them: the newest first (the latest placed, then the higher id). */
export function newestFirst<Placed extends { id: number; created_at: string }>(orders: readonly Placed[]): Placed[] {
  const placedAt = (order: Placed) => Date.parse(order.created_at) || 0;
  return [...orders].sort((a, b) => placedAt(b) - placedAt(a) || b.id - a.id);
}
