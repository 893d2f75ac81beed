import { isFeatureAppName, matchRoute, routeApp, type FeatureAppName, type RouteName } from '@lemon/shared';

export type PageOwner = FeatureAppName | 'shell';

/** The feature app that shows a route, as the shop's composed routes say; none for the shell's own (home). */
export const routeOwner = (route: RouteName): FeatureAppName | undefined => {
  const app = routeApp(route);
  return app !== undefined && isFeatureAppName(app) ? app : undefined;
};

/** Who renders a pathname: a feature app, the shell (home, not found). */
export function pageOwner(pathname: string): PageOwner {
  const route = matchRoute(pathname);
  return (route && routeOwner(route.name)) ?? 'shell';
}

/** The element a feature app mounts into. */
export const slotId = (app: FeatureAppName) => `app-${app}`;
