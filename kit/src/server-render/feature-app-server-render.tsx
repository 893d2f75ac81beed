import { registerTranslations, type Locale } from '@lemon/shared';
import { fragmentKey, serverRenderVersion, type FeatureAppServerRender, type ServerPageRequest } from '@lemon/shared/server-render';
import type { ComponentType } from 'react';
import { FeatureAppContent } from '../feature-app/feature-app-content';
import { drawPage } from './draw-page';

interface FeatureAppServerRenderOptions {
  /** The app's name in the remotes map, also its i18n namespace. */
  name: string;
  /** The build's id (`process.env.BUILD_ID` of the app's own build), on its slot as in the browser. */
  buildId: string;
  translations: Record<Locale, object>;
  /** The app's pages by route, as its lifecycles mount them. */
  Routes: ComponentType;
  /** The components it exposes for the shell's pages (`exposedFragment`), by exposed module (`home-blocks`) and name. */
  fragments?: Record<string, Record<string, ComponentType<{ drawnByServer?: boolean }>>>;
  /** Whether a page is the browser's to draw: what it shows depends on what only the browser reads (a shopper's cart). */
  leavesToTheBrowser?: (request: ServerPageRequest) => boolean;
}

/** What a feature app's server render (`src/server-render.tsx`) exports: its pages and fragments, drawn to HTML. */
export function createFeatureAppServerRender({
  name,
  buildId,
  translations,
  Routes,
  fragments = {},
  leavesToTheBrowser = () => false,
}: FeatureAppServerRenderOptions): FeatureAppServerRender {
  registerTranslations(name, translations);
  return {
    serverRenderVersion,
    buildId,
    renderPage: async (request, host) =>
      leavesToTheBrowser(request)
        ? undefined
        : drawPage(request, host, `the ${name} page ${request.pathname}`, <FeatureAppContent Routes={Routes} drawnByServer />),
    renderFragments: async (module, request, host) => {
      const drawn = await Promise.all(
        Object.entries(fragments[module] ?? {}).map(async ([fragment, Fragment]) => {
          const html = await drawPage(request, host, fragmentKey({ app: name, module, name: fragment }), <Fragment drawnByServer />);
          return [fragment, html] as const;
        }),
      );
      return Object.fromEntries(drawn.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));
    },
  };
}
