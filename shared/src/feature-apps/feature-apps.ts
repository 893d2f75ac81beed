import type { RouteName } from '../routes/routes';

/**
 * The feature apps of the shop, each with the routes of the spec it shows: the one list the shell,
 * the server, the dev servers, lint and the tests read. An app named `x` lives in the folder `mf-x`
 * and is served under `/apps/x/`. The shell shows home and the not-found page itself.
 */
export const featureApps = {
  catalog: ['category', 'product', 'recipes'],
  cart: ['cart', 'delivery'],
  account: ['account', 'test', 'verifyEmail', 'resetPassword'],
  content: ['about', 'contact', 'legal', 'cgv'],
} as const satisfies Record<string, readonly RouteName[]>;

export type FeatureAppName = keyof typeof featureApps;
export const featureAppNames = Object.keys(featureApps) as FeatureAppName[];

export const isFeatureAppName = (name: string): name is FeatureAppName => name in featureApps;

/** The workspace folder of a feature app. */
export const featureAppFolder = (app: FeatureAppName) => `mf-${app}`;

/** What the shell hands a feature app when it mounts it. */
export interface FeatureAppProps {
  name: string;
  domElement: HTMLElement;
}

/** The single-spa lifecycles every feature app exposes as `./lifecycles`. */
export interface FeatureAppLifecycles {
  bootstrap: (props: FeatureAppProps) => Promise<unknown>;
  mount: (props: FeatureAppProps) => Promise<unknown>;
  unmount: (props: FeatureAppProps) => Promise<unknown>;
}
