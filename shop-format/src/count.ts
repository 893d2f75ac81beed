import type { Locale } from '@lemon/shared/locales';

/**
 * How each language separates thousands, as Intl.NumberFormat writes it (CLDR): French with a narrow no-break
 * space, English with a comma, Italian with a dot and only from five digits on ("5000", "10.000").
 */
const thousands: Record<Locale, { separator: string; fromDigits: number }> = {
  fr: { separator: '\u202f', fromDigits: 4 },
  en: { separator: ',', fromDigits: 4 },
  it: { separator: '.', fromDigits: 5 },
};

/**
 * A whole number as `locale` writes it: `formatCount(5000, 'fr')` is "5 000". Written out rather than asked of
 * Intl.NumberFormat, whose first use in a page costs 16-42 ms of the main thread (ICU setting up its number
 * formatting; 4 times that on a phone), inside the task that makes the page live. The tests hold it to Intl's
 * output.
 */
export function formatCount(count: number, locale: Locale): string {
  if (!Number.isSafeInteger(count)) throw new Error(`A count is a whole number, got ${count}`);
  const digits = String(Math.abs(count));
  const { separator, fromDigits } = thousands[locale];
  const grouped = digits.length < fromDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, separator);
  return count < 0 ? `-${grouped}` : grouped;
}
