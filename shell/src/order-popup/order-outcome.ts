/** How the payment went, as the payment page sends the shopper home: `?order=success`, anything else an error. */
export type OrderOutcome = 'success' | 'error';

/** The outcome a query string tells, or null when it has no `order` (the popup is then not shown). */
export function orderOutcomeOf(search: string): OrderOutcome | null {
  const order = new URLSearchParams(search).get('order');
  if (order === null) return null;
  return order === 'success' ? 'success' : 'error';
}
