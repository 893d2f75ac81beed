import { formatCount } from './count';

/**
 * Prices are integer cents, VAT included, shown in French format in every locale: 1250 -> "12,50 €", as
 * Intl.NumberFormat('fr-FR') writes euros (a no-break space before the sign), without its cost (see formatCount).
 */
export function formatPrice(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`A price is a whole number of cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const unsigned = Math.abs(cents);
  const euros = formatCount(Math.floor(unsigned / 100), 'fr');
  return `${sign}${euros},${String(unsigned % 100).padStart(2, '0')}\u00a0€`;
}
