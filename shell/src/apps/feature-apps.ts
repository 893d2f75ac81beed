import type { RouteTable } from '@lemon/app-protocol';
import { matchRoute, shopRoutes, type RouteName } from '@lemon/shared';

/** The feature app that shows a route, as the shop's composed routes say; none for the shell's own (home). */
export const routeOwner = (route: RouteName, routes: RouteTable = shopRoutes()): string | undefined => {
  const app = routes.page(route)?.app;
  return app === 'shell' ? undefined : app;
};

/** Who renders a pathname: a feature app, by its name, or the shell (home, not found). */
export function pageOwner(pathname: string, routes: RouteTable = shopRoutes()): string {
  const route = matchRoute(pathname, routes);
  return (route && routeOwner(route.name, routes)) ?? 'shell';
}

/**
 * The feature apps that show pages, as the routes composed from the apps deployed say: each has its slot in the
 * page. A new team's app has its slot as soon as it is deployed, without a release of the shell.
 */
export const appsWithPages = (routes: RouteTable = shopRoutes()): string[] => routes.apps().filter((app) => app !== 'shell');

/** The element a feature app mounts into, and the server draws the app's page in. */
export const slotId = (app: string) => `app-${app}`;
