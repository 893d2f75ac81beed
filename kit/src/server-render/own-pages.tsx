import { ApiError, callAddress, type ApiCall, type Query } from '@lemon/shared';
import type { DrawnState, FeatureAppServerRender, OwnPageHost } from '@lemon/shared/server-render';
import type { ComponentType } from 'react';
import { z } from 'zod/mini';
import { isMissing, type ApiGet } from '../data/create-loader';
import { FeatureAppContent } from '../feature-app/feature-app-content';
import { ownPageAt, type AnyOwnPage, type OwnPage } from '../page/own-page';
import { drawPage } from './draw-page';

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
    const shown = ownPageAt(pages, request.pathname, request.search);
    if (!shown) return undefined;
    const { page, params } = shown;
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
