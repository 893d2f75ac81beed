/** Who may see a page: everyone, a signed-in customer, or the shop's staff (signed in, with the second factor). */
export type PageAccess = 'everyone' | 'signed-in' | 'staff';

/**
 * A page as the app showing it declares it, in its `src/pages.ts`: its build publishes it (`pages.json`), and the
 * server and the shell compose the shop's routes from the apps deployed.
 */
export interface PageDeclaration {
  /**
   * Its address after the locale prefix (`produit/:slug`), the same in `/fr/…`, `/en/…` and `/it/…`: the spec
   * keeps the French words in every language. Empty for the home page.
   */
  path: string;
  /** Outside the locale prefix (`/reset-password`): addresses sent by e-mail, which carry no language. */
  unprefixed?: boolean;
  /** Everyone when left out. */
  access?: PageAccess;
  /**
   * Whether search engines may index it; left out, a page everyone may see is indexed. A page seen only signed in
   * is never indexed: a crawler never signs in.
   */
  indexed?: boolean;
  /**
   * Where the sitemap finds the page's addresses, for an indexed page whose path takes a `:slug`: the name of a
   * list of slugs the API keeps (`products`, `categories`). An indexed page without params is listed as it is.
   */
  sitemap?: string;
  /**
   * The cookies whose presence changed what a build made before render protocol 3 drew (its cart page's), which
   * the server keeps its pages apart by. A render of version 3 tells it by reading them (`request.cookie`).
   * @deprecated Not read once no kept build predates render protocol 3 (`api/src/pages/render-version-2.ts`).
   */
  variesWithCookies?: string[];
}

/** An app's pages by name. A name is the shop's: two apps never declare the same. */
export type AppPages = Readonly<Record<string, PageDeclaration>>;

/** Declares an app's pages, keeping their names as types for the app's own links. */
export const definePages = <Pages extends AppPages>(pages: Pages): Pages => pages;

/** The file beside a build's `mf-manifest.json` that publishes its pages. */
export const pagesFile = 'pages.json';

export const accessOf = (page: PageDeclaration): PageAccess => page.access ?? 'everyone';

/** Whether search engines may index a page: only one everyone may see, and not one its app keeps from them. */
export const isIndexed = (page: PageDeclaration): boolean => accessOf(page) === 'everyone' && page.indexed !== false;

/** A page's React Router pattern: `/:locale/categorie/:slug`, `/:locale` for home, `/reset-password` outside the prefix. */
export function routePatternOf(page: PageDeclaration): string {
  if (page.unprefixed) return `/${page.path}`;
  return page.path ? `/:locale/${page.path}` : '/:locale';
}
