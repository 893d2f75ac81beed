import { isIndexed, type RouteTable, type ShopPage } from '@lemon/app-protocol';

const hasParams = (page: ShopPage) => page.path.includes(':');

/**
 * The shop's pages for the sitemap, from the composed routes: the indexed pages without params (home, the content
 * pages, the recipes), and those whose addresses a list of slugs gives (`sitemap`: every category, every product).
 * An indexed page with params and no such list is found by its links alone.
 */
export function indexablePages(routes: RouteTable): { pages: ShopPage[]; slugPages: ShopPage[] } {
  const indexed = routes.pages.filter((page) => isIndexed(page) && !page.unprefixed);
  return {
    pages: indexed.filter((page) => !hasParams(page)),
    slugPages: indexed.filter((page) => hasParams(page) && page.sitemap !== undefined),
  };
}
