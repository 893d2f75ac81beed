import { accessOf, routePatternOf, type AppPages, type PageDeclaration } from '@lemon/app-protocol/pages';
import { composeRoutes, fillPattern, type RouteTable, type ShopPage } from '@lemon/app-protocol/shop-pages';
import type { RemotesMap } from '../contract/remotes-map';
import { featureAppNames, featureApps, isFeatureAppName } from '../feature-apps/feature-apps';
import { isLocale, type Locale } from '../locale/locales';
import { cartCookieName } from '../store/cart-cookie-name';

interface RouteDefinition {
  /** Path after the locale prefix, with `:param` segments; French slugs in every locale. */
  readonly path: string;
  readonly loginRequired?: boolean;
  /** The back office: for the shop's staff only (logged in, with a staff role and the second factor). */
  readonly staffOnly?: boolean;
}

/**
 * The spec's route table: every shopper route sits under `/{locale}/`. Each app now declares its own pages
 * (`src/pages.ts`) and the shop composes its routes from the apps deployed: this table only stands in for a
 * deployed build that publishes no pages, until every deployed build does.
 */
export const localizedRoutes = {
  home: { path: '' },
  about: { path: 'a-propos' },
  category: { path: 'categorie/:slug' },
  product: { path: 'produit/:slug' },
  cart: { path: 'panier' },
  delivery: { path: 'livraison', loginRequired: true },
  account: { path: 'mon-compte', loginRequired: true },
  contact: { path: 'contact' },
  recipes: { path: 'recettes' },
  legal: { path: 'mentions-legales' },
  cgv: { path: 'cgv' },
  privacy: { path: 'confidentialite' },
  test: { path: 'test', loginRequired: true },
  adminToday: { path: 'gestion', loginRequired: true, staffOnly: true },
  adminOrders: { path: 'gestion/commandes', loginRequired: true, staffOnly: true },
  adminOrder: { path: 'gestion/commandes/:reference', loginRequired: true, staffOnly: true },
  adminStock: { path: 'gestion/stock', loginRequired: true, staffOnly: true },
  adminPromoCodes: { path: 'gestion/codes-promo', loginRequired: true, staffOnly: true },
  adminMessages: { path: 'gestion/messages', loginRequired: true, staffOnly: true },
  adminAccounting: { path: 'gestion/comptabilite', loginRequired: true, staffOnly: true },
  adminJournal: { path: 'gestion/journal', loginRequired: true, staffOnly: true },
  adminProducts: { path: 'gestion/produits', loginRequired: true, staffOnly: true },
  adminProduct: { path: 'gestion/produits/:id', loginRequired: true, staffOnly: true },
  adminCategories: { path: 'gestion/categories', loginRequired: true, staffOnly: true },
  adminRecipes: { path: 'gestion/recettes', loginRequired: true, staffOnly: true },
  adminHomePage: { path: 'gestion/page-accueil', loginRequired: true, staffOnly: true },
  adminTeam: { path: 'gestion/equipe', loginRequired: true, staffOnly: true },
  adminCustomers: { path: 'gestion/clients', loginRequired: true, staffOnly: true },
} as const satisfies Record<string, RouteDefinition>;

/** Links sent by e-mail: outside the locale prefix. */
export const unprefixedRoutes = {
  verifyEmail: { path: 'verify-email/:userId/:token' },
  resetPassword: { path: 'reset-password' },
} as const satisfies Record<string, RouteDefinition>;

export type LocalizedRouteName = keyof typeof localizedRoutes;
export type UnprefixedRouteName = keyof typeof unprefixedRoutes;
/** A page's name: those of the spec's table, or any page an app deployed since declares. */
export type RouteName = LocalizedRouteName | UnprefixedRouteName | (string & {});

export interface MatchedRoute {
  name: RouteName;
  /** Absent for the routes outside the locale prefix. */
  locale?: Locale;
  params: Record<string, string>;
}

/** The routes of the table above as an app's declared pages: for the apps whose deployed build publishes none. */
function pagesOfTable(routes: readonly RouteName[]): AppPages {
  return Object.fromEntries(
    routes.map((name) => {
      const unprefixed = name in unprefixedRoutes;
      const route: RouteDefinition = unprefixed
        ? unprefixedRoutes[name as UnprefixedRouteName]
        : localizedRoutes[name as LocalizedRouteName];
      const declaration: PageDeclaration = { path: route.path };
      if (route.loginRequired) declaration.access = route.staffOnly ? 'staff' : 'signed-in';
      if (unprefixed || name === 'cart') declaration.indexed = false;
      if (name === 'cart') declaration.variesWithCookies = [cartCookieName];
      if (name === 'product') declaration.sitemap = 'products';
      if (name === 'category') declaration.sitemap = 'categories';
      if (unprefixed) declaration.unprefixed = true;
      return [name, declaration];
    }),
  );
}

/** The pages an app shows in the table above, for a deployed build of it that publishes none of its own. */
export const tablePagesOf = (app: string): AppPages => pagesOfTable(isFeatureAppName(app) ? featureApps[app] : []);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The table above as a composed one: the shop's routes until the shell composes them from the apps deployed. */
const tableRoutes = composeRoutes([
  ['shell', pagesOfTable(['home'])],
  ...featureAppNames.map((app) => [app, tablePagesOf(app)] as const),
]).table;

let composedRoutes: RouteTable | undefined;

/**
 * The shop's routes, composed from the shell's pages and each deployed app's (`pages` in the remotes map; an app
 * whose build publishes none keeps its routes of the table above). A page whose name or address was taken is left
 * out (`refused` says why).
 */
export function composeShopRoutes(shellPages: AppPages | undefined, remotes: RemotesMap): { table: RouteTable; refused: string[] } {
  return composeRoutes([
    ['shell', shellPages ?? pagesOfTable(['home'])],
    ...Object.entries(remotes).map(([app, deployed]) => [app, deployed.pages ?? tablePagesOf(app)] as const),
  ]);
}

/** Makes a composed table the one every app reads (the shell's, from the remotes map; a server render's, for the page it draws). */
export function setShopRoutes(table: RouteTable): void {
  composedRoutes = table;
}

/** The shop's routes: the composed table once there is one. */
export const shopRoutes = (): RouteTable => composedRoutes ?? tableRoutes;

/** A page by its name: in the composed table, or the table above for an app not deployed (a link to it still has its address). */
function pageNamed(name: RouteName, routes = shopRoutes()): ShopPage {
  const page = routes.page(name) ?? tableRoutes.page(name);
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

export function isLoginRequired(name: RouteName): boolean {
  return accessOf(pageNamed(name)) !== 'everyone';
}

/** Whether a route belongs to the back office: never drawn by the server, never indexed, staff only. */
export function isStaffOnly(name: RouteName): boolean {
  return accessOf(pageNamed(name)) === 'staff';
}

/** `/en/produit/limoncello` for ('en', 'product', { slug: 'limoncello' }); home is `/en`. */
export function localizedPath(
  locale: Locale,
  name: LocalizedRouteName | (string & {}),
  params: Record<string, string | number> = {},
  routes = shopRoutes(),
): string {
  const rest = fillPattern(pageNamed(name, routes).path, params);
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}

export function unprefixedPath(name: UnprefixedRouteName | (string & {}), params: Record<string, string | number> = {}): string {
  return `/${fillPattern(pageNamed(name).path, params)}`;
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
