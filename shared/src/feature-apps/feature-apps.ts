import type { Locale } from '../locale/locales';
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
  /**
   * Loads ahead the data the app shows at this address, its page or its fragments on a shell page (a link there
   * is about to be followed), so it opens at once. Apps that show no data of the API do not have it.
   */
  prefetchPage?: (pathname: string, search: string) => void;
}

/**
 * What the first HTML of a page says of it before any script runs: the browser tab's title and the meta
 * description, as the app showing the page words them. On a product or category page `{{name}}` stands for
 * its name and `{{summary}}` for the start of its description; the server fills them in.
 */
export interface PageHead {
  title: string;
  description?: string;
}

/**
 * The heads of the pages an app shows, in every language (the shell's include the not-found page): its build
 * writes them to `page-heads.json`.
 */
export type PageHeads = Partial<Record<RouteName | 'notFound', Record<Locale, PageHead>>>;

/**
 * A feature app's page loads as a chunk of its own named `route-<route>`
 * (`import(/* webpackChunkName: "route-product" *\/ './product/product-page')`): the app's build lists each
 * route's files by that name in `routeFilesFile`, and the server preloads them with the page.
 */
export const routeChunkPrefix = 'route-';
export const routeFilesFile = 'route-files.json';
