import type { FeatureAppLifecycles, FeatureAppProps } from '@lemon/app-protocol';
import type { PageStates } from '@lemon/app-protocol/render';
import { BrowserRouter, pageTextsReadyFx, registerTranslations, type Locale, type TextsLoader } from '@lemon/shared';
import type { ComponentType } from 'react';
import React, { startTransition, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { ErrorBoundary } from 'react-error-boundary';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { statesInThePage } from '../data/page-states';
import { prefetchOwnPage, type FragmentsLoading } from '../page/own-page';
import { FeatureAppContent } from './feature-app-content';
import { FeatureAppFallback } from './feature-app-fallback';

interface FeatureAppOptions {
  /** The app's name in the remotes map, also its i18n namespace. */
  name: string;
  /** The build's id (`process.env.BUILD_ID` of the app's own build), shown on its slot. */
  buildId: string;
  /** Its texts: `textsLoader` of its modules, one per language, each mount loading the page's language's. */
  translations: Record<Locale, object> | TextsLoader;
  /** The app's pages by route; rendered inside its own router on the page's history. */
  Routes: ComponentType;
  /** What the pages it draws itself load (`ownPageLoading`): the shell asks it to load their data ahead. */
  pages?: Parameters<typeof prefetchOwnPage>[0];
  /** What its fragments on the shell's pages load, by route: the shell asks it to load that ahead too. */
  fragments?: FragmentsLoading;
  /**
   * What the page's store takes from the states of a page the server drew, before the app takes that page over:
   * what the server drew of the visitor's own (their cart, `visitorsOwn` of its server render).
   */
  startsFrom?: (states: PageStates) => void;
}

/**
 * The single-spa lifecycles every feature app exposes: its translations, its router, and an error
 * boundary that shows the translated fallback in its slot when it breaks after mounting; the fallback's
 * button draws the app again. A slot the server has drawn the page into is hydrated: the app takes over that
 * HTML instead of drawing it again.
 */
export function createFeatureAppLifecycles({
  name,
  buildId,
  translations,
  Routes,
  pages = [],
  fragments = {},
  startsFrom,
}: FeatureAppOptions): FeatureAppLifecycles {
  registerTranslations(name, translations);
  let serverDrawn = false;
  function Root() {
    // Whether this mount takes over what the server drew, as it was when it mounted.
    const [drawnByServer] = useState(serverDrawn);
    return (
      <ErrorBoundary
        fallbackRender={({ resetErrorBoundary }) => <FeatureAppFallback app={name} onRetry={resetErrorBoundary} />}
        onError={(error) => console.error(`Feature app ${name} failed while rendering`, error)}
      >
        <BrowserRouter>
          <FeatureAppContent Routes={Routes} drawnByServer={drawnByServer} />
        </BrowserRouter>
      </ErrorBoundary>
    );
  }
  // The boundary is ours (it can start over), so single-spa-react's warning about a missing one is moot.
  const lifecycles = singleSpaReact<FeatureAppProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    suppressComponentDidCatchWarning: true,
    renderType: () => (serverDrawn ? 'hydrateRoot' : 'createRoot'),
  });
  // single-spa adds its own props (singleSpa, mountParcel) when it calls these; a standalone run does not need them.
  const withAppProps = (props: FeatureAppProps) => props as FeatureAppProps & AppProps;
  return {
    bootstrap: (props) => lifecycles.bootstrap(withAppProps(props)),
    mount: async (props) => {
      await pageTextsReadyFx([name]);
      props.domElement.dataset.build = buildId;
      // Only the server leaves HTML in a slot: an app unmounting empties it.
      serverDrawn = props.domElement.hasChildNodes();
      if (!serverDrawn) return lifecycles.mount(withAppProps(props));
      startsFrom?.(statesInThePage());
      // Hydrated as a transition: React yields to the browser between pieces of the page.
      let mounted: Promise<unknown> = Promise.resolve();
      startTransition(() => {
        mounted = lifecycles.mount(withAppProps(props));
      });
      return mounted;
    },
    unmount: (props) => lifecycles.unmount(withAppProps(props)),
    prefetchPage: prefetchOwnPage(pages, fragments),
  };
}
