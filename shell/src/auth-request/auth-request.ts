import { matchRoute } from '@lemon/shared';

// How a page asks for the auth popup: `?showAuth=1`, and, when the login guard sent the visitor home,
// `&next=` with the page they asked for, to land on once logged in.

const showAuthParam = 'showAuth';
const nextPageParam = 'next';

/** A page's address as the router gives it. */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** Only used to parse a path: a path that would leave it is not one of the shop's. */
const parsingOrigin = 'https://shop.invalid';

/**
 * The path itself when it is a page of the shop on this site (`/fr/mon-compte?tab=orders`), else null:
 * never another site (`//evil.test`, `/\evil.test`, `/.//evil.test`, `https://…`), nor a path the shop does not show.
 */
export function shopPageOrNull(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/')) return null;
  try {
    const url = new URL(candidate, parsingOrigin);
    // `/.//fr` resolves to `//fr`, which a browser reads as the site `fr`: a path with an empty segment never passes.
    if (url.origin !== parsingOrigin || url.pathname.includes('//') || !matchRoute(url.pathname)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null; // not a URL, or a malformed escape the route table cannot read
  }
}

/** The query of a page asking for the popup: `?showAuth=1`, with the page to land on after login if any. */
export function authRequestSearch(nextPage?: string): string {
  const params = new URLSearchParams({ [showAuthParam]: '1' });
  if (nextPage) params.set(nextPageParam, nextPage);
  return `?${params}`;
}

/** The same query asking for the popup too, keeping what it had (`?page=2&showAuth=1`). */
export function withAuthRequest(search: string): string {
  const params = new URLSearchParams(search);
  params.set(showAuthParam, '1');
  return `?${params}`;
}

/** Whether a query asks for the popup, and the shop page to land on after login (an unsafe one is dropped). */
export function authRequestOf(search: string): { requested: boolean; nextPage: string | null } {
  const params = new URLSearchParams(search);
  return { requested: params.has(showAuthParam), nextPage: shopPageOrNull(params.get(nextPageParam)) };
}

/** Whether the query names a page to land on, safe or not (it is taken out of the address bar either way). */
export const hasNextPage = (search: string) => new URLSearchParams(search).has(nextPageParam);

/** An address as a path of the site: `/fr/recettes?page=2#recette-3`. */
export const pathOf = (address: PageAddress) => address.pathname + address.search + address.hash;

function addressWithout(address: PageAddress, names: string[]): string {
  const params = new URLSearchParams(address.search);
  for (const name of names) params.delete(name);
  const search = params.toString();
  return pathOf({ ...address, search: search && `?${search}` });
}

/** The page's address with the request for the popup taken out. */
export const withoutAuthRequest = (address: PageAddress) => addressWithout(address, [showAuthParam, nextPageParam]);

/** The page's address still asking for the popup, but without the page to land on (kept by the popup instead). */
export const withoutNextPage = (address: PageAddress) => addressWithout(address, [nextPageParam]);
