import path from 'node:path';
import { isIndexed, RouteTable, type PageHeads } from '@lemon/app-protocol';
import {
  fragmentKey,
  type OwnedPageHead,
  type OwnedPagePreload,
  type PageRequest,
  type PageStates,
  type RenderedPart,
  type RenderHost,
  type ServerRender,
} from '@lemon/app-protocol/render';
import { addressesInEveryLocale, localizedPath } from '@lemon/shared/routes';
import { z } from 'zod';
import type { BuildFiles } from './build-files';

// The feature apps' builds made before render version 3 (one `render` per app) stay drawn by the server until
// each team deploys a newer one: this speaks version 2 to them. Remove it once no kept build is older.

/** What a version 2 render is asked: the address, the language, the Cookie header and the composed routes. */
interface RequestVersion2 {
  pathname: string;
  search: string;
  locale: PageRequest['locale'];
  cookies: string;
  routes: PageRequest['routes'];
}

type OwnedPageVersion2 = { status: 200 | 404; head: OwnedPageHead; preloads: OwnedPagePreload[]; html?: string; state: PageStates };

/** What a version 2 build's `server/render.cjs` exports. */
export interface RenderVersion2 {
  serverRenderVersion: 2;
  buildId: string;
  renderPage(request: RequestVersion2, host: Pick<RenderHost, 'window' | 'reportError'>): Promise<string | undefined>;
  renderOwnPage?(request: RequestVersion2, host: RenderHost): Promise<OwnedPageVersion2 | undefined>;
  ownedRoutes?: readonly string[];
  renderFragments?(
    module: string,
    request: RequestVersion2,
    host: RenderHost,
  ): Promise<{ html: Record<string, string>; state: PageStates }>;
  fragmentModules?: readonly string[];
}

const pageHeadSchema = z.object({ title: z.string(), description: z.string().optional() });
/** A version 2 build's `page-heads.json`: the heads of its pages without data, by page, in each language. */
const pageHeadsSchema: z.ZodType<PageHeads> = z.record(
  z.string(),
  z.object({ fr: pageHeadSchema, en: pageHeadSchema, it: pageHeadSchema }),
);

/**
 * A version 2 render answering as version 3 does. It is given the cookies the page declares it varies with
 * (`variesWithCookies`, the cart's), read as their values: its pages are kept per value, never shared wrongly.
 */
export function fromVersion2(render: RenderVersion2, app: string, buildDir: string, files: BuildFiles): ServerRender {
  return {
    serverRenderVersion: 3,
    buildId: render.buildId,
    render: async (request, host) => {
      const { page, locale } = request;
      const declared = request.routes.find((shopPage) => shopPage.name === page?.name)?.variesWithCookies ?? [];
      const cookies = declared
        .map((name) => [name, request.cookie(name, (value) => value ?? '')] as const)
        .filter(([, value]) => value !== '')
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('; ');
      const asked: RequestVersion2 = { pathname: request.pathname, search: request.search, locale, cookies, routes: request.routes };
      const fragments = await Promise.all(
        request.fragmentModules
          .filter((module) => render.fragmentModules?.includes(module))
          .map(async (module) => ({ module, ...(await render.renderFragments!(module, asked, host)) })),
      );
      const drawn = {
        fragments: Object.fromEntries(
          fragments.flatMap(({ module, html }) => Object.entries(html).map(([name, part]) => [fragmentKey({ app, module, name }), part])),
        ),
        state: Object.assign({}, ...fragments.map(({ state }) => state)) as PageStates,
      };
      if (!page) return { preloads: [], ...drawn };
      if (render.ownedRoutes?.includes(page.name)) {
        const own = await render.renderOwnPage!(asked, host);
        return own
          ? { ...own, html: request.draw ? own.html : undefined, fragments: drawn.fragments, state: { ...own.state, ...drawn.state } }
          : { preloads: [], ...drawn };
      }
      const head = (await files.json(path.join(buildDir, 'page-heads.json'), pageHeadsSchema))?.[page.name]?.[locale];
      if (!head) return { preloads: [], ...drawn };
      const html = request.draw ? await render.renderPage(asked, host) : undefined;
      // Its address in each language, where search engines index it, as version 3's renders say it.
      const routes = new RouteTable(request.routes);
      const indexed = isIndexed(routes.page(page.name)!);
      const alternates = indexed
        ? addressesInEveryLocale(host.publicUrl, (each) => localizedPath(each, page.name, page.params, routes))
        : undefined;
      const part: RenderedPart = {
        status: 200,
        head: { ...head, canonical: alternates?.[locale], alternates },
        preloads: [],
        html,
        ...drawn,
      };
      return part;
    },
  };
}
