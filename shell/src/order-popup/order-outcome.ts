/** How the payment went, as the payment page sends the shopper home: `?order=success`, anything else an error. */
export type OrderOutcome = 'success' | 'error';

/** What the payment page's return address tells: how it went, and which order (when it names one). */
export interface OrderReturn {
  outcome: OrderOutcome;
  reference: string | null;
}

/** The return a query string tells, or null when it has no `order` (the popup is then not shown). */
export function orderReturnOf(search: string): OrderReturn | null {
  const params = new URLSearchParams(search);
  const order = params.get('order');
  if (order === null) return null;
  const reference = params.get('reference');
  return { outcome: order === 'success' ? 'success' : 'error', reference: reference && /^[\w-]{1,40}$/.test(reference) ? reference : null };
}
