import { accessOf, routePatternOf, type AppPages } from '@lemon/app-protocol/pages';
import { composeRoutes, fillPattern, type RouteTable, type ShopPage } from '@lemon/app-protocol/shop-pages';
import type { RemotesMap } from '../contract/remotes-map';
import { isLocale, locales, type Locale } from '../locale/locales';

/** A page's name, as the app showing it declares it (`product`, `cart`, `adminOrders`). */
export type RouteName = string;

export interface MatchedRoute {
  name: RouteName;
  /** Absent for the routes outside the locale prefix. */
  locale?: Locale;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** No page until the shop's routes are composed: the shell composes them at once from its own. */
const noRoutes = composeRoutes([]).table;

let composedRoutes: RouteTable | undefined;

/**
 * The shop's routes, composed from the shell's pages and each deployed app's (`pages` in the remotes map). A page
 * whose name or address was taken is left out (`refused` says why).
 */
export function composeShopRoutes(shellPages: AppPages | undefined, remotes: RemotesMap): { table: RouteTable; refused: string[] } {
  return composeRoutes([
    ['shell', shellPages ?? {}],
    ...Object.entries(remotes).map(([app, deployed]) => [app, deployed.pages ?? {}] as const),
  ]);
}

/** Makes a composed table the one every app reads (the shell's, from the remotes map; a server render's, for the page it draws). */
export function setShopRoutes(table: RouteTable): void {
  composedRoutes = table;
}

/** The shop's routes: the composed table, none before. */
export const shopRoutes = (): RouteTable => composedRoutes ?? noRoutes;

/** Whether a deployed app (or the shell) shows a page of this name: a link to one that is not there is left out. */
export const hasPage = (name: RouteName, routes = shopRoutes()): boolean => routes.page(name) !== undefined;

function pageNamed(name: RouteName, routes = shopRoutes()): ShopPage {
  const page = routes.page(name);
  if (!page) throw new Error(`No page is named ${name}: no deployed app declares it`);
  return page;
}

/** A pathname's page and where it shows it, or null when it is not one of the shop's pages. */
export function matchPage(pathname: string, routes = shopRoutes()): (MatchedRoute & { page: ShopPage }) | null {
  const segments = segmentsOf(pathname);
  const unprefixed = routes.match(segments, true);
  if (unprefixed) return { name: unprefixed.page.name, page: unprefixed.page, params: unprefixed.params };
  const [locale, ...rest] = segments;
  if (!isLocale(locale)) return null;
  const localized = routes.match(rest, false);
  return localized && { name: localized.page.name, page: localized.page, locale, params: localized.params };
}

/** Which route a pathname shows, or null when it is not one of the shop's routes. */
export function matchRoute(pathname: string, routes = shopRoutes()): MatchedRoute | null {
  const matched = matchPage(pathname, routes);
  return matched && { name: matched.name, ...(matched.locale && { locale: matched.locale }), params: matched.params };
}

/** The app that shows a page (`shell` for the shell's own), or undefined for a page no deployed app declares. */
export const routeApp = (name: RouteName): string | undefined => shopRoutes().page(name)?.app;

/** Who may see a page: everyone, for one no deployed app declares (its address is not found). */
const accessTo = (name: RouteName) => {
  const page = shopRoutes().page(name);
  return page ? accessOf(page) : 'everyone';
};

export const isLoginRequired = (name: RouteName): boolean => accessTo(name) !== 'everyone';

/** Whether a route belongs to the back office: never drawn by the server, never indexed, staff only. */
export const isStaffOnly = (name: RouteName): boolean => accessTo(name) === 'staff';

/**
 * `/en/produit/limoncello` for ('en', 'product', { slug: 'limoncello' }); home is `/en`. A page no deployed app
 * declares (its app rolled back, or not deployed yet) is the locale's home: a link never breaks the page drawing
 * it (the shell leaves such links out: `hasPage`).
 */
export function localizedPath(
  locale: Locale,
  name: RouteName,
  params: Record<string, string | number> = {},
  routes = shopRoutes(),
): string {
  const page = routes.page(name);
  if (!page) console.warn(`No deployed app declares the page ${name}: its links go to the home page`);
  const rest = page ? fillPattern(page.path, params) : '';
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}

/** A page's absolute address in each language at the shop's `origin` (its `hreflang` alternates), `pathIn` giving its path in one. */
export function addressesInEveryLocale(origin: string, pathIn: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, new URL(pathIn(locale), origin).href])) as Record<Locale, string>;
}

/** `/verify-email/3/t`: a page outside the locale prefix (`/` when no deployed app declares it). */
export function unprefixedPath(name: RouteName, params: Record<string, string | number> = {}): string {
  const page = shopRoutes().page(name);
  return `/${page ? fillPattern(page.path, params) : ''}`;
}

const localeLikeSegment = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

/**
 * The locale guard: where a pathname must go so that it carries a supported locale, or null when it
 * already does (or sits outside the prefix). An unknown locale is swapped for the guessed one; a path
 * with no locale gets the guessed one in front.
 */
export function pathWithSupportedLocale(pathname: string, guessed: Locale, routes = shopRoutes()): string | null {
  const segments = segmentsOf(pathname);
  if (routes.match(segments, true)) return null;
  const [first, ...rest] = segments;
  if (isLocale(first)) return null;
  const kept = first && localeLikeSegment.test(first) ? rest : segments;
  return kept.length ? `/${guessed}/${kept.join('/')}` : `/${guessed}`;
}

/**
 * The same page in another language: swaps the locale segment and keeps the rest. A path without a
 * locale goes to `/`, where the guard picks the (just persisted) choice.
 */
export function switchLocaleInPath(pathname: string, locale: Locale): string {
  const segments = segmentsOf(pathname);
  if (!isLocale(segments[0])) return '/';
  return `/${[locale, ...segments.slice(1)].join('/')}`;
}

/** The React Router pattern of a route: `/:locale/categorie/:slug`, or `/reset-password` outside the prefix. */
export const routePattern = (name: RouteName): string => routePatternOf(pageNamed(name));

/** The locale a pathname carries in its first segment, whether or not the rest is a known page. */
export function localeOfPath(pathname: string): Locale | undefined {
  const [first] = segmentsOf(pathname);
  return isLocale(first) ? first : undefined;
}
