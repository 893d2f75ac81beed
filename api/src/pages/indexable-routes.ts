import { isLoginRequired, localizedRoutes, type LocalizedRouteName } from '@lemon/shared/routes';

type RouteDefinition<Name extends LocalizedRouteName> = (typeof localizedRoutes)[Name];

/** The indexable routes whose path names a catalogue entry by its slug: the sitemap reads their slugs. */
export type SlugRouteName = {
  [Name in LocalizedRouteName]: Name extends 'cart'
    ? never
    : RouteDefinition<Name> extends { loginRequired: true }
      ? never
      : RouteDefinition<Name>['path'] extends `${string}:slug`
        ? Name
        : never;
}[LocalizedRouteName];

const hasParams = (name: LocalizedRouteName) => localizedRoutes[name].path.includes(':');

/**
 * Whether search engines may index a route. Not the cart (one shopper's basket, empty to a crawler), nor
 * the routes behind a login (delivery, account, test): a crawler never signs in, and they are personal.
 */
export const isIndexable = (name: LocalizedRouteName): boolean => name !== 'cart' && !isLoginRequired(name);

/**
 * The shop's pages for the sitemap, from the route table: the indexable routes without params (home, the
 * content pages, the recipes), and those that take a catalogue slug (every category, every product).
 */
export function indexableRoutes(): { pages: LocalizedRouteName[]; slugPages: SlugRouteName[] } {
  const indexable = (Object.keys(localizedRoutes) as LocalizedRouteName[]).filter(isIndexable);
  return {
    pages: indexable.filter((name) => !hasParams(name)),
    slugPages: indexable.filter((name): name is SlugRouteName => hasParams(name)),
  };
}
