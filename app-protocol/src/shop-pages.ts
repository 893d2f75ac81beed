import type { AppPages, PageDeclaration } from './pages';

/** A page of the composed shop: its declaration, its name and the app that shows it (`shell` for the shell's own). */
export interface ShopPage extends PageDeclaration {
  name: string;
  app: string;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The params of a path pattern (`produit/:slug`) in a path's segments, or null when it is another path. */
export function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return params;
}

/** A path pattern with its params filled in, encoded: `produit/cr%C3%A8me` for `produit/:slug`. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return segmentsOf(pattern)
    .map((part) => {
      if (!part.startsWith(':')) return part;
      const value = params[part.slice(1)];
      if (value === undefined) throw new Error(`Missing route parameter ${part} in ${pattern}`);
      return encodeURIComponent(String(value));
    })
    .join('/');
}

const paramCount = (page: ShopPage) => segmentsOf(page.path).filter((part) => part.startsWith(':')).length;
/** A page's address with its params unnamed: `produit/:slug` and `produit/:id` are one address. */
const addressOf = (page: PageDeclaration) =>
  `${page.unprefixed ? '' : '/{locale}'}/${segmentsOf(page.path)
    .map((part) => (part.startsWith(':') ? ':' : part))
    .join('/')}`;

/**
 * The shop's pages, composed from what the shell and each deployed app declare. An address is matched against
 * the pages with the fewest params first, so `categorie/nouveautes` would win over `categorie/:slug`.
 */
export class RouteTable {
  private readonly byName: ReadonlyMap<string, ShopPage>;
  private readonly inMatchOrder: readonly ShopPage[];

  constructor(readonly pages: readonly ShopPage[]) {
    this.byName = new Map(pages.map((page) => [page.name, page]));
    this.inMatchOrder = [...pages].sort((a, b) => paramCount(a) - paramCount(b));
  }

  page(name: string): ShopPage | undefined {
    return this.byName.get(name);
  }

  /** The apps showing a page of the shop, in alphabetical order. */
  apps(): string[] {
    return [...new Set(this.pages.map((page) => page.app))].sort();
  }

  /** The page at these segments of an address: after the locale prefix, or outside it (`unprefixed`). */
  match(segments: readonly string[], unprefixed: boolean): { page: ShopPage; params: Record<string, string> } | null {
    for (const page of this.inMatchOrder) {
      if (Boolean(page.unprefixed) !== unprefixed) continue;
      const params = matchPattern(page.path, segments);
      if (params) return { page, params };
    }
    return null;
  }
}

/**
 * The route table of the shop from each app's pages, in the order given (the shell's first). A page whose name or
 * address an app earlier in the order already took is left out, and said why: the shop keeps working with the
 * page that was there.
 */
export function composeRoutes(appsPages: Iterable<readonly [app: string, pages: AppPages]>): { table: RouteTable; refused: string[] } {
  const pages: ShopPage[] = [];
  const refused: string[] = [];
  const byName = new Map<string, ShopPage>();
  const byAddress = new Map<string, ShopPage>();
  for (const [app, declared] of appsPages) {
    for (const [name, declaration] of Object.entries(declared)) {
      const page = { ...declaration, name, app };
      const taken = byName.get(name) ?? byAddress.get(addressOf(page));
      if (taken) {
        refused.push(`${app}'s page ${name} (${addressOf(page)}) is left out: ${taken.app}'s page ${taken.name} has its name or address`);
        continue;
      }
      byName.set(name, page);
      byAddress.set(addressOf(page), page);
      pages.push(page);
    }
  }
  return { table: new RouteTable(pages), refused };
}
