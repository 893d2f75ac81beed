const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Prices are integer cents, VAT included, shown in French format in every locale: 1250 -> "12,50 €". */
export function formatPrice(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`A price is a whole number of cents, got ${cents}`);
  return euros.format(cents / 100);
}
