import { matchRoute, type Locale, type MatchedRoute, type RouteName } from '@lemon/shared';
import type { OwnedPageHead, OwnedPagePreload } from '@lemon/app-protocol/render';
import type { ApiGet, Loader } from '../data/create-loader';
import type { ShopText } from '../ui/shop-text';

/** What a page of an app's own loads: what the browser needs to load it ahead of a followed link. */
export interface OwnPageLoading<Params, Data> {
  route: RouteName;
  /** The page's loader, which must have a key: it names its state in the page. */
  loader: Loader<Params, Data>;
  /** The loader's params on this address: its route's, and its query's (`?page=2`). */
  params: (route: MatchedRoute, search: string) => Params;
}

/** A page an app loads, heads and draws itself, on the server as in the browser. */
export interface OwnPage<Params, Data> extends OwnPageLoading<Params, Data> {
  /**
   * Its head, once loaded: the same function the page calls in the browser (`usePageHead`), with the owner's HTML
   * read as text in the page's window (`useShopText`) or the server's.
   */
  head: (data: Data, locale: Locale, origin: string, text: ShopText) => OwnedPageHead;
  /** Its head when there is none of what the address names; a page without one is never missing (a list). */
  notFoundHead?: (locale: Locale) => OwnedPageHead;
  /** The files it needs at once (the picture it opens with). */
  preloads?: (data: Data) => OwnedPagePreload[];
  /**
   * Its route's params in a language, once loaded (its slug there): an address naming it in another language's words
   * (a language link followed before the scripts ran, a shared link) leads to its own (301). Any other name it is
   * found by (its id) is left as asked.
   */
  paramsIn?: (data: Data, locale: Locale) => Readonly<Record<string, string>>;
  /** Where what the address names went, when there is none of it: its route's params now (renamed), or gone (deleted). */
  movedTo?: (params: Params, locale: Locale, api: ApiGet) => Promise<Readonly<Record<string, string>> | 'gone' | undefined>;
}

/** Any of an app's own pages: each one's params and data are checked where it is declared (`ownPage`). */
export type AnyOwnPage = OwnPage<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type AnyOwnPageLoading = OwnPageLoading<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A page of the app's own, its types checked against its loader's. */
export function ownPage<Params, Data>(page: OwnPage<Params, Data>): OwnPage<Params, Data> {
  if (!page.loader.key) throw new Error(`The ${page.route} page's loader needs a key: the browser finds what the server loaded by it`);
  return page;
}

/** What a page of the app's own loads, its types checked against its loader's (the rest is the server's: `ownPage`). */
export const ownPageLoading = <Params, Data>(page: OwnPageLoading<Params, Data>) => page;

/** The page of `pages` an address shows, with its loader's params there. */
export function ownPageAt<Page extends AnyOwnPageLoading>(pages: readonly Page[], pathname: string, search: string) {
  const route = matchRoute(pathname);
  const page = route && pages.find((own) => own.route === route.name);
  return page ? { page, route: route!, params: page.params(route!, search) as unknown } : undefined;
}

/** The loaders of what an app's fragments on a shell page show, by the shell page's route (`home`). */
export type FragmentsLoading = Partial<Record<RouteName, readonly Pick<Loader<void, unknown>, 'fetchAhead'>[]>>;

/**
 * Loads ahead the data of what the app shows at an address: one of its `pages`, or its fragments on a shell
 * page. The shell asks the app as a link there is about to be followed, and the page opens with it.
 */
export const prefetchOwnPage =
  (pages: readonly AnyOwnPageLoading[], fragments: FragmentsLoading = {}) =>
  (pathname: string, search: string) => {
    const found = ownPageAt(pages, pathname, search);
    if (found) return found.page.loader.fetchAhead(found.params);
    const route = matchRoute(pathname);
    for (const loader of (route && fragments[route.name]) ?? []) loader.fetchAhead();
  };
