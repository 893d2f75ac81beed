import type { RouteName } from '../routes/routes';

/**
 * The feature apps of the shop's first release, each with the routes of the spec it shows. Nothing of the shop
 * reads it any more: the apps are the ones deployed, each declaring its pages. It routes a deployed build made
 * before apps declared their pages (see `tablePagesOf`), and goes once no such build is deployed.
 * @deprecated The apps deployed and the pages they declare say this.
 */
export const featureApps = {
  catalog: ['category', 'product', 'recipes'],
  cart: ['cart', 'delivery'],
  account: ['account', 'test', 'verifyEmail', 'resetPassword'],
  content: ['about', 'contact', 'legal', 'cgv', 'privacy'],
  admin: [
    'adminToday',
    'adminOrders',
    'adminOrder',
    'adminStock',
    'adminPromoCodes',
    'adminMessages',
    'adminAccounting',
    'adminJournal',
    'adminProducts',
    'adminProduct',
    'adminCategories',
    'adminRecipes',
    'adminHomePage',
    'adminTeam',
    'adminCustomers',
  ],
} as const satisfies Record<string, readonly RouteName[]>;

/** @deprecated An app is named by its deployment: a string. */
export type FeatureAppName = keyof typeof featureApps;
/** @deprecated The apps are the ones deployed (`/remotes.json`). */
export const featureAppNames = Object.keys(featureApps) as FeatureAppName[];

/** @deprecated The apps are the ones deployed (`/remotes.json`). */
export const isFeatureAppName = (name: string): name is FeatureAppName => name in featureApps;

/** The workspace folder of a feature app. @deprecated The workspace's `mf-*` folders are its apps. */
export const featureAppFolder = (app: FeatureAppName) => `mf-${app}`;

// The protocol between the shell and a feature app is a build-time package now: kept here, as it was, for the
// builds made against earlier releases.
export {
  routeChunkPrefix,
  routeFilesFile,
  type FeatureAppLifecycles,
  type FeatureAppProps,
  type PageHead,
  type PageHeads,
} from '@lemon/app-protocol/feature-app';
