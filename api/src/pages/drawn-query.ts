// What of an address's query a page is drawn from. The server draws, keeps and finds a page by it alone, so a
// query of anything else (campaign tags, a cache-buster, a typo) is the same page from the cache, never a new
// render: nobody can make the shop draw without end by varying a query.

/** Pages of a category past the first: `?page=2`. */
const categoryPage = /^[1-9]\d{0,3}$/;

/**
 * A list's filters and order (a category's, a search's: the catalogue app's `listing-choices.ts`), each kept only
 * when written as the app writes it; the app leaves out any word it does not know.
 */
const listingChoices: [name: string, spelling: RegExp][] = [
  ['category', /^[1-9]\d{0,9}$/],
  ['price', /^\d{1,5}-\d{0,5}$/],
  ['in-stock', /^1$/],
  ['alcohol', /^(with|without)$/],
  ['sort', /^[a-z-]{1,20}$/],
];

/** The longest search the shop reads (the API's `searchQueryMaxLength`). */
const searchMaxLength = 100;

/** Why a change to the cart posted without the page's scripts changed nothing, as the cart page says it (`?refused=stock`). */
const cartRefusals = new Set(['stock', 'unavailable', 'changed']);

/**
 * The query a page is drawn from, in one spelling: a search's words (`q`, spaces folded), a list's filters and order,
 * the category's `page` (past the first), whether the home
 * page opens on a payment's outcome (`?order=success`, anything else an error, as the order popup reads it), and
 * why an add to the cart was refused (`?refused=stock`, which the cart page says), and that a message sent without
 * the page's scripts went (`?sent=1`, which the contact page says).
 * The browser reads the whole address once it takes the page over (the order's reference, the login popup).
 */
export function drawnQuery(search: string): string {
  const asked = new URLSearchParams(search);
  const drawn = new URLSearchParams();
  const words = asked.get('q')?.trim().replace(/\s+/g, ' ').slice(0, searchMaxLength);
  if (words) drawn.set('q', words);
  for (const [name, spelling] of listingChoices) {
    const value = asked.get(name);
    if (value !== null && spelling.test(value)) drawn.set(name, value);
  }
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
