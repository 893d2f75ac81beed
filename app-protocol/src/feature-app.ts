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
 * The heads of the pages an app shows without data of the API, by page name, in every language (the shell's
 * include the not-found page): its server render answers them (`src/page-heads.ts`).
 */
export type PageHeads = Partial<Record<string, Record<'fr' | 'en' | 'it', PageHead>>>;

/**
 * A feature app's page loads as a chunk of its own named `route-<page>`
 * (`import(/* webpackChunkName: "route-product" *\/ './product/product-page')`): the app's build lists each
 * page's files by that name in `routeFilesFile`, and the server preloads them with the page.
 */
export const routeChunkPrefix = 'route-';
export const routeFilesFile = 'route-files.json';

/**
 * A build's texts load one language at a time, as chunks named `texts-<locale>` (shared's `textsLoader`; the shell's
 * `page-texts-<locale>`): the build lists each language's files in `textsFilesFile`, and the server lists them with a
 * page in that language for the browser to fetch beside the page's code.
 */
export const textsChunkPrefix = 'texts-';
export const textsFilesFile = 'texts-files.json';
