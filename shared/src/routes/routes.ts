import { isLocale, type Locale } from '../locale/locales';

interface RouteDefinition {
  /** Path after the locale prefix, with `:param` segments; French slugs in every locale. */
  readonly path: string;
  readonly loginRequired?: boolean;
  /** The back office: for the shop's staff only (logged in, with a staff role and the second factor). */
  readonly staffOnly?: boolean;
}

/** The spec's route table: every shopper route sits under `/{locale}/`. */
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
export type RouteName = LocalizedRouteName | UnprefixedRouteName;

export interface MatchedRoute {
  name: RouteName;
  /** Absent for the routes outside the locale prefix. */
  locale?: Locale;
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return params;
}

function findRoute<Name extends string>(
  table: Record<Name, RouteDefinition>,
  segments: string[],
): { name: Name; params: Record<string, string> } | null {
  for (const name of Object.keys(table) as Name[]) {
    const params = matchPattern(table[name].path, segments);
    if (params) return { name, params };
  }
  return null;
}

/** Which route a pathname shows, or null when it is not one of the shop's routes. */
export function matchRoute(pathname: string): MatchedRoute | null {
  const segments = segmentsOf(pathname);
  const unprefixed = findRoute(unprefixedRoutes, segments);
  if (unprefixed) return unprefixed;
  const [locale, ...rest] = segments;
  if (!isLocale(locale)) return null;
  const localized = findRoute(localizedRoutes, rest);
  return localized && { ...localized, locale };
}

export function isLoginRequired(name: RouteName): boolean {
  return name in localizedRoutes && 'loginRequired' in localizedRoutes[name as LocalizedRouteName];
}

/** Whether a route belongs to the back office: never drawn by the server, never indexed, staff only. */
export function isStaffOnly(name: RouteName): boolean {
  return name in localizedRoutes && 'staffOnly' in localizedRoutes[name as LocalizedRouteName];
}

function fillPattern(pattern: string, params: Record<string, string | number>): string {
  return segmentsOf(pattern)
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined) throw new Error(`Missing route parameter ${part} in ${pattern}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** `/en/produit/limoncello` for ('en', 'product', { slug: 'limoncello' }); home is `/en`. */
export function localizedPath(locale: Locale, name: LocalizedRouteName, params: Record<string, string | number> = {}): string {
  const rest = fillPattern(localizedRoutes[name].path, params);
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}

export function unprefixedPath(name: UnprefixedRouteName, params: Record<string, string | number> = {}): string {
  return `/${fillPattern(unprefixedRoutes[name].path, params)}`;
}

const localeLikeSegment = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

/**
 * The locale guard: where a pathname must go so that it carries a supported locale, or null when it
 * already does (or sits outside the prefix). An unknown locale is swapped for the guessed one; a path
 * with no locale gets the guessed one in front.
 */
export function pathWithSupportedLocale(pathname: string, guessed: Locale): string | null {
  const segments = segmentsOf(pathname);
  if (findRoute(unprefixedRoutes, segments)) return null;
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
export function routePattern(name: RouteName): string {
  if (name in unprefixedRoutes) return `/${unprefixedRoutes[name as UnprefixedRouteName].path}`;
  const rest = localizedRoutes[name as LocalizedRouteName].path;
  return rest ? `/:locale/${rest}` : '/:locale';
}

/** The locale a pathname carries in its first segment, whether or not the rest is a known page. */
export function localeOfPath(pathname: string): Locale | undefined {
  const [first] = segmentsOf(pathname);
  return isLocale(first) ? first : undefined;
}
