import type { ShopPage } from './shop-pages';

type Locale = 'fr' | 'en' | 'it';

// How the shop's server draws a page before any script runs. The shell and each feature app that has public
// pages build a server render beside their browser files (`serverRenderFile`); the server loads it from the
// deployed version, asks it for the page's HTML, and the browser hydrates that HTML with the same components.

/** Where a build keeps its server render, beside its browser files (never served). */
export const serverRenderFile = 'server/render.cjs';

/**
 * What the server and a server render agree on: a render exporting another version is not asked (the page
 * then goes out as the browser draws it). Version 2: apps load what they draw themselves (no first answers).
 */
export const serverRenderVersion = 2;

/** The page the server asks for. */
export interface ServerPageRequest {
  /** The page's path (`/fr/produit/…`) and query (`?page=2`). */
  pathname: string;
  search: string;
  locale: Locale;
  /** The request's `Cookie` header: the shopper's stored choices the page is drawn with (a notice closed). */
  cookies: string;
  /**
   * The shop's pages as the shell and the apps deployed compose them: links to another app's page are drawn from
   * them. Absent from a server made before apps declared their pages.
   */
  routes?: readonly ShopPage[];
}

/** What only the server can do for a render. */
export interface ServerRenderHost {
  /** A DOM window (jsdom's) the shop's HTML is parsed and sanitised in, by the same rules as in the browser. */
  window: Window;
  /** A part of the page that could not be drawn: the browser draws it instead; the server logs why. */
  reportError(error: unknown, part: string): void;
}

/** What the server lends an app to draw what loads data (a page it owns, fragments, the shell's page). */
export interface OwnPageHost extends ServerRenderHost {
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
  /** The page's absolute address, and the same page in each language; absent where the page is not for search engines. */
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

/** A page drawn by the app that owns it: everything the server needs to send it. */
export interface OwnedPage {
  /** 200, or 404 when there is none of what the address names (the server may know where it went). */
  status: 200 | 404;
  head: OwnedPageHead;
  preloads: OwnedPagePreload[];
  /** The HTML of the app's slot, or undefined when it could not be drawn (the browser draws it). */
  html?: string;
  /** What the app's first render in the browser starts from, as it was drawn: written into the page for it. */
  state: PageStates;
}

/** What an app's loader had when the page was drawn: what it loaded for which params, or that there was none of it. */
export type DrawnState = { params: unknown; status: 'ready'; data: unknown } | { params: unknown; status: 'not-found' };

/** The states of a page's loaders, by loader key (`catalog/product`). */
export type PageStates = Record<string, DrawnState>;

/** A feature app's server render: what its build's `server/render.cjs` exports. */
export interface FeatureAppServerRender {
  serverRenderVersion: typeof serverRenderVersion;
  /** The build's id (`process.env.BUILD_ID` of its build), which its slot carries as in the browser. */
  buildId: string;
  /**
   * The HTML of the app's slot on a page that shows no data of the API (its head is the build's `page-heads.json`),
   * or undefined for a page the app leaves to the browser.
   */
  renderPage(request: ServerPageRequest, host: ServerRenderHost): Promise<string | undefined>;
  /** A page the app owns (one of `ownedRoutes`): loaded, headed and drawn by the app alone. */
  renderOwnPage?(request: ServerPageRequest, host: OwnPageHost): Promise<OwnedPage | undefined>;
  /** The routes of the pages `renderOwnPage` draws. */
  ownedRoutes?: readonly string[];
  /**
   * The fragments a module of the app exposes for the shell's pages (`home-blocks`: its `ProductOfTheMonth` and
   * `BestSellers`; one of `fragmentModules`), loaded and drawn by the app alone.
   */
  renderFragments?(module: string, request: ServerPageRequest, host: OwnPageHost): Promise<DrawnParts>;
  fragmentModules?: readonly string[];
  /**
   * What of the visitor the app's page is drawn from, as a short key (the cart app: whether the shopper has a
   * cart): the server keeps one page per key. An app without it draws its pages alike for every visitor.
   */
  pageVariant?(request: ServerPageRequest): string;
}

/**
 * What an app drew by itself: its HTML by name (one that could not be drawn is missing), and what its loaders
 * had, which the browser's loaders start from.
 */
export interface DrawnParts {
  html: Record<string, string>;
  state: PageStates;
}

/** The shell's server render: the page's body around the feature apps' HTML, with the shell's own data (menu, festival notice). */
export interface ShellServerRender {
  serverRenderVersion: typeof serverRenderVersion;
  /** The HTML inside the page's `#shell` (undefined when it could not be drawn), and what the shell's loaders had. */
  renderPage(request: ShellPageRequest, host: OwnPageHost): Promise<{ html?: string; state: PageStates }>;
  /**
   * What of the visitor's cookies the page is drawn from, as a short key (`first-time`): the server keeps one
   * page per key. A shell without it has the page keyed by the whole Cookie header.
   */
  pageVariant?(cookies: string): string;
}

export interface ShellPageRequest extends ServerPageRequest {
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
