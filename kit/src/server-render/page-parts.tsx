import { isIndexed, type PageHeads } from '@lemon/app-protocol';
import {
  fragmentKey,
  type DrawnState,
  type OwnedPageHead,
  type PageRequest,
  type PageStates,
  type RenderedPart,
  type RenderHost,
} from '@lemon/app-protocol/render';
import { addressesInEveryLocale, ApiError, callAddress, localizedPath, locales, type ApiCall, type Query, z } from '@lemon/shared';
import type { ComponentType, ReactNode } from 'react';
import { isMissing, type ApiGet, type Loader } from '../data/create-loader';
import type { AnyOwnPage, OwnPage } from '../page/own-page';
import { shopTextIn } from '../ui/shop-text';
import { drawPage, routeTableOf } from './draw-page';

/**
 * The head of a page that shows no data of the API, from the app's `pageHeads`, with its address in each language
 * where search engines index it; undefined for a page that is not the app's.
 */
export function declaredPageHead(
  request: PageRequest,
  host: Pick<RenderHost, 'publicUrl'>,
  pageHeads: PageHeads,
): OwnedPageHead | undefined {
  const { page, locale } = request;
  const head = page && pageHeads[page.name]?.[locale];
  if (!page || !head) return undefined;
  const routes = routeTableOf(request.routes);
  const declared = routes.page(page.name);
  if (!declared || !isIndexed(declared)) return head;
  const alternates = addressesInEveryLocale(host.publicUrl, (each) => localizedPath(each, page.name, page.params, routes));
  return { ...head, canonical: alternates[locale], alternates };
}

/** An app's part of the page when the page is the app's: all but the fragments it shows. */
export type PagePart = Omit<RenderedPart, 'fragments'>;

/**
 * A page of the app's own at its address: its data loaded through the server's API, its head written from it
 * and, when `content` is given, drawn with it.
 */
export async function ownPagePart(
  page: AnyOwnPage,
  request: PageRequest,
  host: RenderHost,
  content: ReactNode,
  part: string,
): Promise<PagePart> {
  const { locale, search } = request;
  const matched = { name: page.route, params: { ...request.page!.params }, locale };
  const api = serverApi(host);
  const params = page.params(matched, search);
  const state = await loaded(page, params, api);
  const moved = state.status === 'ready' ? ownParamsIfOthers(page, state.data, request) : await page.movedTo?.(params, locale, api);
  if (moved && moved !== 'gone') {
    const location = localizedPath(locale, page.route, moved, routeTableOf(request.routes)) + search;
    return { status: 301, location, preloads: [], state: {} };
  }
  const states = { [page.loader.key!]: state };
  const html = content === undefined ? undefined : await drawPage(request, host, part, content, states);
  const found = state.status === 'ready';
  return {
    status: found ? 200 : moved ? 410 : 404,
    head: found ? page.head(state.data, locale, host.publicUrl, shopTextIn(host.window)) : page.notFoundHead!(locale),
    preloads: found ? (page.preloads?.(state.data) ?? []) : [],
    html,
    state: states,
  };
}

/** The page's own route params in the address's language when the address names it in another language's words (its slug there). */
function ownParamsIfOthers(page: AnyOwnPage, data: unknown, { locale, page: asked }: PageRequest) {
  const paramsIn = page.paramsIn;
  if (!paramsIn || !asked) return undefined;
  const named = (params: Readonly<Record<string, string>>) => Object.entries(params).every(([name, value]) => asked.params[name] === value);
  const inAnother = locales.some((other) => other !== locale && named(paramsIn(data, other)));
  const own = paramsIn(data, locale);
  return inAnother && !named(own) ? own : undefined;
}

/** The fragments a module exposes for the shell's pages, and the loaders (without params) whose data they show. */
export interface OwnFragments {
  loaders: LoaderWithoutParams[];
  fragments: Record<string, ComponentType<{ drawnByServer?: boolean }>>;
}

/** A loader of data that needs no params (the menu's categories, the best sellers): what the server loads with it. */
export type LoaderWithoutParams = Pick<Loader<void, unknown>, 'key' | 'load'>;

/** The fragments of the modules the page shows: each module's loaders load through the server's API, then its fragments draw with what they loaded. */
export async function drawnFragments(
  name: string,
  modules: Record<string, OwnFragments>,
  request: PageRequest,
  host: RenderHost,
): Promise<{ html: Record<string, string>; state: PageStates }> {
  const drawn = await Promise.all(
    request.fragmentModules.map(async (module) => {
      const own = modules[module];
      if (!own) return { html: [], state: {} };
      const state = await loadedWithoutParams(own.loaders, host, `${name}/${module}`);
      const html = await Promise.all(
        Object.entries(own.fragments).map(async ([fragment, Fragment]) => {
          const key = fragmentKey({ app: name, module, name: fragment });
          return [key, await drawPage(request, host, key, <Fragment drawnByServer />, state)] as const;
        }),
      );
      return { html: html.filter((entry): entry is readonly [string, string] => entry[1] !== undefined), state };
    }),
  );
  return {
    html: Object.fromEntries(drawn.flatMap((module) => module.html)),
    state: Object.assign({}, ...drawn.map((module) => module.state)) as PageStates,
  };
}

/**
 * What loaders without params load through the server's API, by key: one that fails is reported, and what it
 * shows is left to the browser's loading.
 */
export async function loadedWithoutParams(loaders: LoaderWithoutParams[], host: RenderHost, part: string): Promise<PageStates> {
  const client = serverApi(host);
  const loaded = await Promise.all(
    loaders.map(async (loader): Promise<PageStates> => {
      // The browser finds what the server loaded by the loader's key.
      if (!loader.key) throw new Error(`${part}: a loader the server loads with needs a key`);
      try {
        return { [loader.key]: { params: undefined, status: 'ready', data: await loader.load(undefined, client) } };
      } catch (error) {
        host.reportError(error, `${part} (${loader.key})`);
        return {};
      }
    }),
  );
  return Object.assign({}, ...loaded) as PageStates;
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

/**
 * The API's GET as the visitor (their session, their cart), for a page that is theirs alone (`ownCookie`); none
 * from a server from before it could.
 */
export const visitorApi = ({ getAsVisitor }: PageRequest): ApiGet | undefined => getAsVisitor && serverApi({ get: getAsVisitor });

/** The API's GET through the server, checked against the contract as the browser's client checks it. */
function serverApi(host: Pick<RenderHost, 'get'>): ApiGet {
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
