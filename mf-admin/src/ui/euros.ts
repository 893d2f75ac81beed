// Prices as the owner types and reads them ("12,50", "12,50 €", "1 250") and as the contract counts them (cents).

/** Spaces a French number may hold between its thousands: the plain one and the two no-break ones. */
const spaces = /[\s\u00a0\u202f]/g;
/** Whole euros, then at most two decimals after a comma or a point. */
const typedPrice = /^(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * The cents of a price typed as a French shopper writes it ("12,50", "12.5", "12,50 €", "1 250,00"): undefined
 * when nothing is typed (the contract says "required"), NaN when it is no price (three decimals, letters, a
 * minus: the contract says "invalid").
 */
export function centsFromText(text: string): number | undefined {
  const typed = text.replace(spaces, '').replace(/€$/, '');
  if (typed === '') return undefined;
  const parts = typedPrice.exec(typed);
  if (!parts) return Number.NaN;
  const [, euros = '', decimals = ''] = parts;
  return Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Cents as the owner types them back: "12,50", or "50" for whole euros. */
export const eurosText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ','));
