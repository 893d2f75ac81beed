import { ApiError, callAddress, type ApiCall, type Query } from '@lemon/shared';
import { fragmentKey, type DrawnState, type FeatureAppServerRender, type OwnPageHost, type PageStates } from '@lemon/app-protocol/render';
import type { ComponentType } from 'react';
import { z } from 'zod/mini';
import { isMissing, type ApiGet, type Loader } from '../data/create-loader';
import { FeatureAppContent } from '../feature-app/feature-app-content';
import { ownPageAt, type AnyOwnPage, type OwnPage } from '../page/own-page';
import { adoptShopRoutes, drawPage } from './draw-page';

/**
 * The app's `renderOwnPage` and `ownedRoutes`: for an address one of `pages` shows, loads the page's data
 * through the server's API, writes its head and draws it; for any other address, undefined.
 */
export function ownPagesRender(
  name: string,
  Routes: ComponentType,
  pages: readonly AnyOwnPage[],
): Required<Pick<FeatureAppServerRender, 'renderOwnPage' | 'ownedRoutes'>> {
  const renderOwnPage: FeatureAppServerRender['renderOwnPage'] = async (request, host) => {
    adoptShopRoutes(request);
    const shown = ownPageAt(pages, request.pathname, request.search);
    if (!shown) return undefined;
    const { page, params } = shown;
    const state = await loaded(page, params, serverApi(host));
    const states = { [page.loader.key!]: state };
    const html = await drawPage(
      request,
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

/** The fragments a module exposes for the shell's pages, and the loaders (without params) whose data they show. */
export interface OwnFragments {
  loaders: LoaderWithoutParams[];
  fragments: Record<string, ComponentType<{ drawnByServer?: boolean }>>;
}

/** A loader of data that needs no params (the menu's categories, the best sellers): what the server loads with it. */
export type LoaderWithoutParams = Pick<Loader<void, unknown>, 'key' | 'load'>;

/**
 * The app's `renderFragments` and `fragmentModules`: the module's loaders load through the server's API, then
 * each fragment is drawn with what they loaded.
 */
export function fragmentsRender(
  name: string,
  modules: Record<string, OwnFragments>,
): Required<Pick<FeatureAppServerRender, 'renderFragments' | 'fragmentModules'>> {
  const renderFragments: FeatureAppServerRender['renderFragments'] = async (module, request, host) => {
    const own = modules[module];
    if (!own) return { html: {}, state: {} };
    const state = await loadedWithoutParams(own.loaders, host, `${name}/${module}`);
    const drawn = await Promise.all(
      Object.entries(own.fragments).map(async ([fragment, Fragment]) => {
        const part = fragmentKey({ app: name, module, name: fragment });
        return [fragment, await drawPage(request, host, part, <Fragment drawnByServer />, state)] as const;
      }),
    );
    return { html: Object.fromEntries(drawn.filter((entry): entry is readonly [string, string] => entry[1] !== undefined)), state };
  };
  for (const { loaders } of Object.values(modules)) mustHaveKeys(name, loaders);
  return { renderFragments, fragmentModules: Object.keys(modules) };
}

/**
 * What loaders without params load through the server's API, by key: one that fails is reported, and what it
 * shows is left to the browser's loading.
 */
export async function loadedWithoutParams(loaders: LoaderWithoutParams[], host: OwnPageHost, part: string): Promise<PageStates> {
  mustHaveKeys(part, loaders);
  const client = serverApi(host);
  const loaded = await Promise.all(
    loaders.map(async (loader): Promise<PageStates> => {
      try {
        return { [loader.key!]: { params: undefined, status: 'ready', data: await loader.load(undefined, client) } };
      } catch (error) {
        host.reportError(error, `${part} (${loader.key})`);
        return {};
      }
    }),
  );
  return Object.assign({}, ...loaded) as PageStates;
}

/** Loaders the server loads with must have a key: the browser finds what the server loaded by it. */
function mustHaveKeys(part: string, loaders: Pick<LoaderWithoutParams, 'key'>[]): void {
  for (const loader of loaders)
    if (!loader.key) throw new Error(`${part}: a loader the server loads with needs a key: the browser finds its state by it`);
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
