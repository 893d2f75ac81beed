import { ApiError, callAddress, matchRoute, type ApiCall, type Locale, type MatchedRoute, type Query, type RouteName } from '@lemon/shared';
import type { DrawnState, FeatureAppServerRender, OwnedPageHead, OwnedPagePreload, OwnPageHost } from '@lemon/shared/server-render';
import type { ComponentType } from 'react';
import { z } from 'zod/mini';
import { isMissing, type ApiGet, type Loader } from '../data/create-loader';
import { FeatureAppContent } from '../feature-app/feature-app-content';
import { drawPage } from './draw-page';

/** A page an app loads, heads and draws itself, on the server as in the browser. */
export interface OwnPage<Params, Data> {
  route: RouteName;
  /** The page's loader, which must have a key: it names its state in the page. */
  loader: Loader<Params, Data>;
  /** The loader's params on this address: its route's, and its query's (`?page=2`). */
  params: (route: MatchedRoute, search: string) => Params;
  /** Its head, once loaded: the same function the page calls in the browser (`usePageHead`). */
  head: (data: Data, locale: Locale, origin: string) => OwnedPageHead;
  /** Its head when there is none of what the address names; a page without one is never missing (a list). */
  notFoundHead?: (locale: Locale) => OwnedPageHead;
  /** The files it needs at once (the picture it opens with). */
  preloads?: (data: Data) => OwnedPagePreload[];
}

/**
 * The app's `renderOwnPage` and `ownedRoutes`: for an address one of `pages` shows, loads the page's data
 * through the server's API, writes its head and draws it; for any other address, undefined.
 */
export function ownPagesRender(
  name: string,
  Routes: ComponentType,
  // Each page's own params and data: checked where the page is declared (`ownPage`).
  pages: OwnPage<any, any>[], // eslint-disable-line @typescript-eslint/no-explicit-any
): Required<Pick<FeatureAppServerRender, 'renderOwnPage' | 'ownedRoutes'>> {
  const renderOwnPage: FeatureAppServerRender['renderOwnPage'] = async (request, host) => {
    const route = matchRoute(request.pathname);
    const page = route && pages.find((own) => own.route === route.name);
    if (!page) return undefined;
    const params = page.params(route!, request.search);
    const state = await loaded(page, params, serverApi(host));
    const states = { [page.loader.key!]: state };
    const html = await drawPage(
      { ...request, answers: {} },
      host,
      `the ${name} page ${request.pathname}`,
      <FeatureAppContent Routes={Routes} drawnByServer />,
      states,
    );
    const found = state.status === 'ready';
    return {
      status: found ? 200 : 404,
      head: found ? page.head(state.data, request.locale, host.publicUrl) : page.notFoundHead!(request.locale),
      preloads: found ? (page.preloads?.(state.data) ?? []) : [],
      html,
      state: states,
    };
  };
  return { renderOwnPage, ownedRoutes: pages.map((page) => page.route) };
}

/** A page of the app's own, its types checked against its loader's. */
export function ownPage<Params, Data>(page: OwnPage<Params, Data>): OwnPage<Params, Data> {
  if (!page.loader.key) throw new Error(`The ${page.route} page's loader needs a key: the browser finds what the server loaded by it`);
  return page;
}

/**
 * The loader's data for these params, or that there is none (an unknown or impossible slug) where the page can
 * say so; any other failure is the server's to report.
 */
async function loaded<Params, Data>(page: OwnPage<Params, Data>, params: Params, client: ApiGet): Promise<DrawnState> {
  try {
    return { params, status: 'ready', data: await page.loader.load(params, client) };
  } catch (error) {
    const missing = isMissing(error) || (error instanceof ApiError && error.status === 400);
    if (missing && page.notFoundHead) return { params, status: 'not-found' };
    throw error;
  }
}

/** The API's GET through the server, checked against the contract as the browser's client checks it. */
function serverApi(host: OwnPageHost): ApiGet {
  const get = async <Schema extends z.core.$ZodType>(call: string | ApiCall, schema: Schema, query?: Query): Promise<z.infer<Schema>> => {
    const address = typeof call === 'string' ? callAddress({ path: call, query }) : callAddress(call);
    const { status, body } = await host.get(address);
    if (status !== 200) throw new ApiError(status, `GET ${address} answered ${status}`);
    const parsed = z.safeParse(schema, body);
    if (!parsed.success) throw new ApiError(status, `Unexpected response from GET ${address}: ${parsed.error.message}`);
    return parsed.data;
  };
  return { get };
}
