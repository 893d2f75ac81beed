import { RouteTable, type ShopPage } from '@lemon/app-protocol';
import { $locale, i18n, registerTranslations, StaticRouter, setShopRoutes, type Locale, Provider, I18nextProvider } from '@lemon/shared';
import { commonTranslations } from '@lemon/shared/i18n/common';
import type { PageRequest, PageStates, RenderHost } from '@lemon/app-protocol/render';
import { fork, type StoreWritable } from 'effector';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { PageDrawnWith } from '../data/create-loader';
import { richTextReady } from '../ui/rich-text';
import { HtmlWindowContext } from '../ui/shop-text';

// The server draws pages in every language: it holds every language's texts, the apps' (their server renders
// register them) and those every app uses.
registerTranslations('common', commonTranslations);

/** Stores of the page, each with the value it is drawn with. */
export type StoreValues = [StoreWritable<any>, unknown][]; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A page is drawn in a few milliseconds; one that takes longer is left to the browser rather than held back. */
const drawTimeoutMs = 2000;

/**
 * An i18n instance in each language, made once: it shares the texts every app registered (later ones too) and
 * only its language is its own, which nothing changes; so pages drawn side by side in one language share it.
 */
const textsByLocale = new Map<Locale, typeof i18n>();
function textsIn(locale: Locale): typeof i18n {
  let texts = textsByLocale.get(locale);
  if (!texts) textsByLocale.set(locale, (texts = i18n.cloneInstance({ lng: locale, initAsync: false })));
  return texts;
}

/**
 * The shop's routes as the server composed them for a page: the same table for every page between two deployments,
 * so it is made once and set for every render of this build (its own copy of the shared runtime).
 */
const routeTables = new WeakMap<readonly ShopPage[], RouteTable>();
export function routeTableOf(pages: readonly ShopPage[]): RouteTable {
  let table = routeTables.get(pages);
  if (!table) routeTables.set(pages, (table = new RouteTable(pages)));
  return table;
}

/**
 * The HTML of a tree for the page the server asks for, as the browser's first render will draw it, or undefined
 * when it could not be drawn (the reason reported). Nothing of a page is global while it is drawn: its store is
 * a scope of its own (`fork`), its texts an i18n instance in its language and its loaders' `states` its own; so
 * pages are drawn side by side.
 */
export async function drawPage(
  request: Pick<PageRequest, 'pathname' | 'search' | 'locale' | 'routes'>,
  host: Pick<RenderHost, 'window' | 'reportError'>,
  part: string,
  tree: ReactNode,
  states: PageStates = {},
  /** What the page's store holds for the visitor it is drawn for alone (their cart). */
  storeValues: StoreValues = [],
): Promise<string | undefined> {
  // The server draws the shop's HTML sanitised, which the browser then takes over without the sanitiser (RichText).
  await richTextReady();
  // The routes the server composed for this page are the ones this build's links and matches read.
  setShopRoutes(routeTableOf(request.routes));
  const scope = fork({ values: [[$locale, request.locale], ...storeValues] });
  const texts = textsIn(request.locale);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`${part} took more than ${drawTimeoutMs} ms to draw`)), drawTimeoutMs);
  try {
    const { prelude } = await prerender(
      <Provider value={scope}>
        <I18nextProvider i18n={texts}>
          <PageDrawnWith value={() => states}>
            <HtmlWindowContext value={host.window}>
              <StaticRouter location={request.pathname + request.search}>{tree}</StaticRouter>
            </HtmlWindowContext>
          </PageDrawnWith>
        </I18nextProvider>
      </Provider>,
      {
        signal: abort.signal,
        // A part that fails is drawn by the browser (React leaves its fallback and a mark to draw it again).
        onError: (error) => host.reportError(error, part),
      },
    );
    return withoutResourceHints(await new Response(prelude).text());
  } catch (error) {
    host.reportError(error, part);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * React starts a part of a page drawn alone with preload links for its pictures: the page's head has those
 * it needs, and they are no part of the tree the browser takes over.
 */
const withoutResourceHints = (html: string) => html.replace(/^(?:<link [^>]*\/>)+/, '');
