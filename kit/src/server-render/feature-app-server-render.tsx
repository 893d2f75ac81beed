import { registerTranslations, type Locale } from '@lemon/shared';
import { serverRenderVersion, type FeatureAppServerRender, type ServerPageRequest } from '@lemon/app-protocol/render';
import type { ComponentType } from 'react';
import { FeatureAppContent } from '../feature-app/feature-app-content';
import type { AnyOwnPage } from '../page/own-page';
import { drawPage } from './draw-page';
import { fragmentsRender, ownPagesRender, type OwnFragments } from './own-pages';

interface FeatureAppServerRenderOptions {
  /** The app's name in the remotes map, also its i18n namespace. */
  name: string;
  /** The build's id (`process.env.BUILD_ID` of the app's own build), on its slot as in the browser. */
  buildId: string;
  translations: Record<Locale, object>;
  /** The app's pages by route, as its lifecycles mount them. */
  Routes: ComponentType;
  /** The pages it loads, heads and draws itself (`ownPage`); its other pages show no data of the API. */
  ownPages?: readonly AnyOwnPage[];
  /** The components it exposes for the shell's pages (`exposedFragment`), with what they load, by exposed module (`home-blocks`). */
  fragments?: Record<string, OwnFragments>;
  /** Whether a page is the browser's to draw: what it shows depends on what only the browser reads (a shopper's cart). */
  leavesToTheBrowser?: (request: ServerPageRequest) => boolean;
}

type DrawingEverything = FeatureAppServerRender &
  Required<Pick<FeatureAppServerRender, 'renderOwnPage' | 'ownedRoutes' | 'renderFragments' | 'fragmentModules'>>;

/** What a feature app's server render (`src/server-render.tsx`) exports: its pages and fragments, drawn to HTML. */
export function createFeatureAppServerRender({
  name,
  buildId,
  translations,
  Routes,
  ownPages = [],
  fragments = {},
  leavesToTheBrowser = () => false,
}: FeatureAppServerRenderOptions): DrawingEverything {
  registerTranslations(name, translations);
  return {
    serverRenderVersion,
    buildId,
    renderPage: async (request, host) =>
      leavesToTheBrowser(request)
        ? undefined
        : drawPage(request, host, `the ${name} page ${request.pathname}`, <FeatureAppContent Routes={Routes} drawnByServer />),
    // A page left to the browser is not the one drawn for others: the server keeps them apart.
    pageVariant: (request) => (leavesToTheBrowser(request) ? 'left to the browser' : 'drawn'),
    ...ownPagesRender(name, Routes, ownPages),
    ...fragmentsRender(name, fragments),
  };
}
