import type { FirstAnswers } from '../contract/first-html';
import type { FeatureAppName } from '../feature-apps/feature-apps';
import type { Locale } from '../locale/locales';

// How the shop's server draws a page before any script runs. The shell and each feature app that has public
// pages build a server render beside their browser files (`serverRenderFile`); the server loads it from the
// deployed version, asks it for the page's HTML, and the browser hydrates that HTML with the same components.

/** Where a build keeps its server render, beside its browser files (never served). */
export const serverRenderFile = 'server/render.cjs';

/**
 * What the server and a server render agree on: a render exporting another version is not asked (the page
 * then goes out as the browser draws it).
 */
export const serverRenderVersion = 1;

/** The page the server asks for. */
export interface ServerPageRequest {
  /** The page's path (`/fr/produit/…`) and query (`?page=2`). */
  pathname: string;
  search: string;
  locale: Locale;
  /** The answers to the page's first API calls, by call address: what the page shows. */
  answers: FirstAnswers;
  /** The request's `Cookie` header: the shopper's stored choices the page is drawn with (a notice closed). */
  cookies: string;
}

/** What only the server can do for a render. */
export interface ServerRenderHost {
  /** A DOM window (jsdom's) the shop's HTML is parsed and sanitised in, by the same rules as in the browser. */
  window: Window;
  /** A part of the page that could not be drawn: the browser draws it instead; the server logs why. */
  reportError(error: unknown, part: string): void;
}

/** A feature app's server render: what its build's `server/render.cjs` exports. */
export interface FeatureAppServerRender {
  serverRenderVersion: typeof serverRenderVersion;
  /** The build's id (`process.env.BUILD_ID` of its build), which its slot carries as in the browser. */
  buildId: string;
  /** The HTML of the app's slot on this page, or undefined for a page the app leaves to the browser. */
  renderPage(request: ServerPageRequest, host: ServerRenderHost): Promise<string | undefined>;
  /**
   * The HTML of the fragments a module of the app exposes for the shell's pages (`home-blocks`: its
   * `ProductOfTheMonth` and `BestSellers`), by name; one that could not be drawn is missing.
   */
  renderFragments(module: string, request: ServerPageRequest, host: ServerRenderHost): Promise<Record<string, string>>;
}

/** The shell's server render: the page's body around the feature apps' HTML. */
export interface ShellServerRender {
  serverRenderVersion: typeof serverRenderVersion;
  /** The HTML inside the page's `#shell`, or undefined when it could not be drawn. */
  renderPage(request: ShellPageRequest, host: ServerRenderHost): Promise<string | undefined>;
}

export interface ShellPageRequest extends ServerPageRequest {
  /** Each feature app's HTML for its slot, when it drew the page, and the build that drew it. */
  slots: Partial<Record<FeatureAppName, DrawnSlot>>;
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
