// What of an address's query a page is drawn from. The server draws, keeps and finds a page by it alone, so a
// query of anything else (campaign tags, a cache-buster, a typo) is the same page from the cache, never a new
// render: nobody can make the shop draw without end by varying a query.

/** Pages of a category past the first: `?page=2`. */
const categoryPage = /^[1-9]\d{0,3}$/;

/** Why a change to the cart posted without the page's scripts changed nothing, as the cart page says it (`?refused=stock`). */
const cartRefusals = new Set(['stock', 'unavailable', 'changed']);

/**
 * The query a page is drawn from, in one spelling: the category's `page` (past the first), whether the home
 * page opens on a payment's outcome (`?order=success`, anything else an error, as the order popup reads it), and
 * why an add to the cart was refused (`?refused=stock`, which the cart page says), and that a message sent without
 * the page's scripts went (`?sent=1`, which the contact page says).
 * The browser reads the whole address once it takes the page over (the order's reference, the login popup).
 */
export function drawnQuery(search: string): string {
  const asked = new URLSearchParams(search);
  const drawn = new URLSearchParams();
  const page = asked.get('page');
  if (page !== null && categoryPage.test(page) && page !== '1') drawn.set('page', page);
  const order = asked.get('order');
  if (order !== null) drawn.set('order', order === 'success' ? 'success' : 'error');
  const refused = asked.get('refused');
  if (refused !== null && cartRefusals.has(refused)) drawn.set('refused', refused);
  if (asked.get('sent') === '1') drawn.set('sent', '1');
  const query = drawn.toString();
  return query ? `?${query}` : '';
}
