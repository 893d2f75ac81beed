import type { PageHeads } from '@lemon/app-protocol';
import { serverRenderVersion, type PageRequest, type PageStates, type RenderHost, type ServerRender } from '@lemon/app-protocol/render';
import { registerTranslations, type Locale } from '@lemon/shared';
import type { ComponentType } from 'react';
import { FeatureAppContent } from '../feature-app/feature-app-content';
import type { AnyOwnPage } from '../page/own-page';
import { drawPage, type StoreValues } from './draw-page';
import { declaredPageHead, drawnFragments, ownPagePart, type OwnFragments, type PagePart } from './page-parts';

interface FeatureAppServerRenderOptions {
  /** The app's name in the remotes map, also its i18n namespace. */
  name: string;
  /** The build's id (`process.env.BUILD_ID` of the app's own build), on its slot as in the browser. */
  buildId: string;
  /** The heads of its pages that show no data of the API (`src/page-heads.ts`), in every language. */
  pageHeads: PageHeads;
  /**
   * What it draws with: its texts in every language (the server draws pages in all three, at once), and its pages by
   * route as its lifecycles mount them. An app without draws none of its pages (they are behind the login).
   */
  drawing?: { translations: Record<Locale, object>; Routes: ComponentType };
  /** The pages it loads, heads and draws itself (`ownPage`). */
  ownPages?: readonly AnyOwnPage[];
  /** The components it exposes for the shell's pages (`exposedFragment`), with what they load, by exposed module (`home-blocks`). */
  fragments?: Record<string, OwnFragments>;
  /**
   * What of the visitor's own the app's pages show (their cart, read as them: `ownCookie`, `visitorApi`; a form
   * they sent that the server drew back: `sentForm`): the
   * store values a page is drawn with, and the states the browser's store starts from (the lifecycles'
   * `startsFrom`). Undefined for a visitor with none of it, who gets the page everyone gets; 'browser' when the
   * server cannot read it (one from before `ownCookie`): the page is then the browser's to draw.
   */
  visitorsOwn?: (request: PageRequest) => Promise<VisitorsOwn | undefined | 'browser'>;
}

/** What a page shows of the visitor's own: the store values it is drawn with, and what the browser's store starts from. */
export interface VisitorsOwn {
  values: StoreValues;
  state: PageStates;
}

/**
 * What a feature app's server render (`src/server-render.tsx`) exports: one `render` answering the app's part of
 * any page. Its own page: loaded, headed and drawn (`ownPages`), or headed from `pageHeads` and drawn without
 * data; and the fragments of it the page shows, loaded and drawn.
 */
export function createFeatureAppServerRender(options: FeatureAppServerRenderOptions): ServerRender {
  const { name, buildId, drawing, fragments = {} } = options;
  if (drawing) registerTranslations(name, drawing.translations);
  return {
    serverRenderVersion,
    buildId,
    render: async (request, host) => {
      const [page, drawn] = await Promise.all([pagePart(options, request, host), drawnFragments(name, fragments, request, host)]);
      return { ...page, fragments: drawn.html, state: { ...page.state, ...drawn.state } };
    },
  };
}

/** The app's page at the address, or nothing when the page is another app's. */
async function pagePart(options: FeatureAppServerRenderOptions, request: PageRequest, host: RenderHost): Promise<PagePart> {
  const { name, pageHeads, drawing, ownPages = [], visitorsOwn } = options;
  const { page } = request;
  const own = page && ownPages.find((ownPage) => ownPage.route === page.name);
  const drawn = drawing && request.draw;
  const content = drawing && <FeatureAppContent Routes={drawing.Routes} drawnByServer />;
  if (own) return ownPagePart(own, request, host, drawn ? content : undefined, `the ${name} page ${request.pathname}`);
  const head = declaredPageHead(request, host, pageHeads);
  if (!head) return { preloads: [], state: {} };
  const visitors = drawn ? await visitorsOwn?.(request) : undefined;
  if (!drawn || visitors === 'browser') return { status: 200, head, preloads: [], state: {} };
  const html = await drawPage(request, host, `the ${name} page ${request.pathname}`, content, visitors?.state, visitors?.values);
  return { status: 200, head, preloads: [], html, state: visitors?.state ?? {} };
}
