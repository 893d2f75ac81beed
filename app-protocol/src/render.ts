import type { ShopPage } from './shop-pages';

// How the shop's server draws a page before any script runs. Each app that shows pages builds a server render
// beside its browser files (`serverRenderFile`) exporting one function, `render`: the server works out the page
// an address shows once, asks the app that owns it for its part (status, head, preloads, HTML, state), the apps
// whose fragments the page shows for theirs, and the shell for the page around them. The browser hydrates that
// HTML with the same components. docs/first-html-and-server-rendering.md tells the whole path.

type Locale = 'fr' | 'en' | 'it';

/** Where a build keeps its server render, beside its browser files (never served). */
export const serverRenderFile = 'server/render.cjs';

/**
 * What the server and a server render agree on: a render exporting another version is not asked (its part of
 * the page then goes out as the browser draws it). Version 3: one `render` per app, the page worked out by the server.
 */
export const serverRenderVersion = 3;

/** The part of a page the server asks an app for. */
export interface PageRequest {
  /** The page's path (`/fr/produit/…`) and query (`?page=2`). */
  pathname: string;
  search: string;
  locale: Locale;
  /**
   * The page the address shows, by the name its app declares (`product`), as the server worked it out from the
   * shop's routes; null for an address that shows none (the not-found page, the shell's).
   */
  page: { name: string; params: Readonly<Record<string, string>> } | null;
  /** Whether the page's HTML is wanted: not for a page behind the login, whose head alone the server sends. */
  draw: boolean;
  /** The modules of the app whose fragments the page shows (`home-blocks`): drawn into `fragments`. */
  fragmentModules: readonly string[];
  /** The shop's pages as the apps deployed compose them: links to another app's page are drawn from them. */
  routes: readonly ShopPage[];
  /**
   * What the page may know of the visitor: a cookie, only as the kind of value it tells apart (`has a cart`).
   * The server keeps one page per kind each render read, so a page drawn for one visitor never goes to another.
   */
  cookie<Kind extends string>(name: string, kindOf: (value: string | undefined) => Kind): Kind;
  /**
   * A cookie's value itself, for a page that shows what is the visitor's own (their cart). A page drawn with a
   * value read so is theirs alone: never kept, never given to another visitor, nor kept by a shared cache; and only
   * such a page may read the API as the visitor (`getAsVisitor`). Without the cookie the page is everyone's who has
   * none. Servers from before it was added lack it: the page is then the browser's to draw.
   */
  ownCookie?(name: string): string | undefined;
  /**
   * A GET of the shop's API as the visitor (with their cookies: their session, their cart), for a page that is
   * theirs alone (`ownCookie` read a value first; refused otherwise): status and JSON body.
   */
  getAsVisitor?(address: string): Promise<{ status: number; body: unknown }>;
  /**
   * A form of the page the visitor sent without its scripts and the server did not take: the page draws it back
   * as it was sent, with why (its fields' errors, which the page's own checks tell; too many attempts), so nothing
   * typed is lost. A page drawn with it is the visitor's alone, never kept.
   */
  sentForm?: SentForm;
}

/**
 * What the shell's element carries on a page the server answered at another address than the page's own (a form
 * drawn back where the browser posted it, `/api/forms/contact`): the page's own, which the shell takes at once.
 */
export const pageAddressAttribute = 'data-page-address';

/** A form sent to the server by the browser itself (`<form method="post">`), as the page draws it back. */
export interface SentForm {
  /** The fields as the browser sent them, by name. */
  values: Readonly<Record<string, string>>;
  /** Why it was not taken: a field the page's checks refuse, or too many attempts from the visitor. */
  refusal: 'fields' | 'too_many_attempts';
}

/** What only the server can do for a render. */
export interface RenderHost {
  /** A DOM window (jsdom's) the shop's HTML is parsed and sanitised in, by the same rules as in the browser. */
  window: Window;
  /** A part of the page that could not be drawn: the browser draws it instead; the server logs why. */
  reportError(error: unknown, part: string): void;
  /** A GET of the shop's API from within the server (through its caches, as a browser's would be): status and JSON body. */
  get(address: string): Promise<{ status: number; body: unknown }>;
  /** The shop's address: the page's canonical address and its structured data are absolute. */
  publicUrl: string;
}

/** A page's head as its app writes it: the same in the server's first HTML and in the browser after a navigation. */
export interface OwnedPageHead {
  /** The whole document title (`Liqueur de citron · L'Atelier du Citron`). */
  title: string;
  description?: string;
  /**
   * The page's absolute address, and the same page in each language, when the app knows them better than its
   * routes (a product's name in each language); the server gives an indexed page's otherwise.
   */
  canonical?: string;
  alternates?: Record<Locale, string>;
  /** What link previews show (absolute), and what the page is for them. */
  picture?: string;
  kind?: 'product' | 'website';
  /** schema.org data for search engines, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

/** A file a page needs at once: the picture it opens with, as its `<picture>` will pick it. */
export interface OwnedPagePreload {
  href: string;
  as: 'image';
  highPriority?: boolean;
  image?: { srcset: string; sizes: string; type: string };
}

/** An app's part of a page, as its render answers it. */
export interface RenderedPart {
  /**
   * Present when the page is the app's: 200; 404 when there is none of what the address names, 410 when it was
   * deleted, 301 when it was renamed (to `location`).
   */
  status?: 200 | 301 | 404 | 410;
  location?: string;
  /** The page's head, when the page is the app's. */
  head?: OwnedPageHead;
  preloads: OwnedPagePreload[];
  /** The HTML of the app's slot (the shell's: its whole page), or undefined when it is the browser's to draw. */
  html?: string;
  /** The HTML of the fragments asked for (`fragmentModules`), by `fragmentKey`; one that could not be drawn is missing. */
  fragments: Record<string, string>;
  /** What the app's loaders had as it drew: its first render in the browser starts from it. */
  state: PageStates;
}

/** What an app's loader had when the page was drawn: what it loaded for which params, or that there was none of it. */
export type DrawnState = { params: unknown; status: 'ready'; data: unknown } | { params: unknown; status: 'not-found' };

/** The states of a page's loaders, by loader key (`catalog/product`). */
export type PageStates = Record<string, DrawnState>;

/** What a build's `server/render.cjs` exports: the shell's and every feature app's alike. */
export interface ServerRender<Request extends PageRequest = PageRequest> {
  serverRenderVersion: typeof serverRenderVersion;
  /** The build's id (`process.env.BUILD_ID` of its build), which its slot carries as in the browser. */
  buildId: string;
  render(request: Request, host: RenderHost): Promise<RenderedPart>;
}

/** The shell's part is the page around the others': it is asked last, with what they drew. */
export interface ShellPageRequest extends PageRequest {
  /** Each feature app's HTML for its slot, when it drew the page, and the build that drew it. */
  slots: Partial<Record<string, DrawnSlot>>;
  /** The HTML of each fragment the page shows, by `fragmentKey`, when its app drew it. */
  fragments: Record<string, string>;
}

export interface DrawnSlot {
  html: string;
  build: string;
}

/** A component a feature app exposes for the shell's pages: `{ app: 'catalog', module: 'home-blocks', name: 'BestSellers' }`. */
export interface FragmentName {
  app: string;
  module: string;
  name: string;
}

export const fragmentKey = ({ app, module, name }: FragmentName) => `${app}/${module}#${name}`;

/**
 * The route under which the shell lists the fragments every page shows (its header's), beside those of its own
 * pages (`home`): the server draws them, and announces their files, whatever app owns the page.
 */
export const everyPageFragments = '*';
