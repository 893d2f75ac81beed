import { matchRoute, type RouteName } from '@lemon/shared';

/** Which feature app owns which routes of the spec's table; the shell owns home and the not-found page. */
export const featureApps = {
  catalog: ['category', 'product', 'recipes'],
  cart: ['cart', 'delivery'],
  account: ['account', 'test', 'verifyEmail', 'resetPassword'],
  content: ['about', 'contact', 'legal', 'cgv'],
} as const satisfies Record<string, readonly RouteName[]>;

export type FeatureAppName = keyof typeof featureApps;
export const featureAppNames = Object.keys(featureApps) as FeatureAppName[];

export type PageOwner = FeatureAppName | 'shell';

const ownerByRoute = new Map<RouteName, FeatureAppName>(
  featureAppNames.flatMap((app) => featureApps[app].map((route) => [route, app] as const)),
);

/** Who renders a pathname: a feature app, the shell (home, not found). */
export function pageOwner(pathname: string): PageOwner {
  const route = matchRoute(pathname);
  return (route && ownerByRoute.get(route.name)) ?? 'shell';
}

/** The element a feature app mounts into. */
export const slotId = (app: FeatureAppName) => `app-${app}`;
