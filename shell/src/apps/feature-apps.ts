import { featureAppNames, featureApps, matchRoute, type FeatureAppName, type RouteName } from '@lemon/shared';

export type PageOwner = FeatureAppName | 'shell';

const ownerByRoute = new Map<RouteName, FeatureAppName>(
  featureAppNames.flatMap((app) => featureApps[app].map((route) => [route, app] as const)),
);

/** The feature app that shows a route, none for the shell's own (home). */
export const routeOwner = (route: RouteName): FeatureAppName | undefined => ownerByRoute.get(route);

/** Who renders a pathname: a feature app, the shell (home, not found). */
export function pageOwner(pathname: string): PageOwner {
  const route = matchRoute(pathname);
  return (route && routeOwner(route.name)) ?? 'shell';
}

/** The element a feature app mounts into. */
export const slotId = (app: FeatureAppName) => `app-${app}`;
