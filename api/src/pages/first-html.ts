import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { documentTitle } from '@lemon/kit/shop';
import { accessOf, isIndexed, type PageHeads, type RouteTable, type ShopPage } from '@lemon/app-protocol';
import { firstHtmlDataIds, type RemotesMap } from '@lemon/shared/contract';
import { parseCookie } from 'cookie';
import { z } from 'zod';
import { defaultLocale, isLocale, type Locale } from '@lemon/shared/locales';
import { localeOfPath, localizedPath, matchPage, pathWithSupportedLocale, type MatchedRoute } from '@lemon/shared/routes';
import {
  fragmentKey,
  serverRenderFile,
  type DrawnSlot,
  type FeatureAppServerRender,
  type OwnedPage,
  type OwnPageHost,
  type PageStates,
  type ServerPageRequest,
} from '@lemon/app-protocol/render';
import type { Deployments } from '../remotes/deployments';
import { ShopRoutes } from './shop-routes';
import { BuildFiles } from './build-files';
import { headTags, type PageHeadTags } from './head-tags';
import type { MovedPage } from './moved-pages';
import { addressesInEveryLocale } from './page-addresses';
import { distinctPreloads, PreloadHints, type Preload } from './preload-hints';
import type { ServerRenders } from './server-renders';
import { PageCache, type DrawnPage, type SentPage } from './page-cache';

/** Makes a GET of the shop's API from within the server: its status and body, as a browser would get them. */
export type ApiReader = (address: string) => Promise<{ statusCode: number; body: string }>;

interface FirstHtmlOptions {
  shellDir: string;
  deployments: Deployments;
  /** The shop's routes, as the shell and the apps deployed compose them (by default, read from the shell's build and the deployments). */
  routes?: ShopRoutes;
  publicUrl: string;
  /** The shop's API, asked from within the server by the renders that load what they draw. */
  readApi: ApiReader;
  /** The builds' server renders, which draw the page's body. */
  renders: ServerRenders;
  /** Where a build file the server cannot read is reported. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** What every page says before the shell (a test shop's notice). */
  notice?: PageNotice;
  /** Where a product or category page the catalogue has none of by its slug went, if it did (renamed, deleted). */
  moved?: (route: RoutedPage, search: string) => Promise<MovedPage | undefined>;
  /** The pages kept as they went out; none kept by default. */
  pages?: PageCache;
}

/** A page the address shows, with its declaration. */
type RoutedPage = MatchedRoute & { page: ShopPage };

/**
 * What the server works out of a request, once: the builds deployed, the routes they compose, the page the address
 * shows and the feature app that shows it.
 */
interface PageRequest extends Omit<ServerPageRequest, 'locale' | 'routes'> {
  remotes: RemotesMap;
  routes: RouteTable;
  /** Whether the shell shows a page at this address (after adding the visitor's language, if it has none). */
  known: boolean;
  /** The page, when the address names one with its language or outside the locale prefix. */
  route: RoutedPage | null;
  /** The feature app showing the page; none for the shell's own (home) and for an address that is no page. */
  owner?: string;
}

/** A deployed feature app's render that loads, heads and draws a page. */
interface OwnRender {
  owner: string;
  render: FeatureAppServerRender & Required<Pick<FeatureAppServerRender, 'renderOwnPage'>>;
}

/** The owner's slot when its app draws the page whole: its HTML, or null when it could not be drawn; undefined for other pages. */
type OwnSlot = DrawnSlot | null | undefined;

/** What a page's head says, besides the data for its scripts. */
type HeadWithoutData = Omit<PageHeadTags, 'data'>;

/** A page's body as drawn, and what the fragments' own loaders had (their state in the page). */
interface DrawnBody {
  html: string;
  states: PageStates;
}

/** A notice on top of every page, outside the shell's root: its styles for the head, its HTML for the body in the page's language. */
export interface PageNotice {
  head: string;
  body: (locale: Locale) => string;
}

const pageHeadSchema = z.object({ title: z.string(), description: z.string().optional() });
/** A build's `page-heads.json`: a page's head in each language, by route. */
const pageHeadsSchema: z.ZodType<PageHeads> = z.record(
  z.string(),
  z.object({ fr: pageHeadSchema, en: pageHeadSchema, it: pageHeadSchema }),
);

/** Where the shell's page is drawn, in its build's `index.html`. */
const shellContainer = '<div id="shell"></div>';

/**
 * The first HTML of every page: the shell's page, drawn by the shell and the deployed apps that show it, with
 * in its head what the server knows of the page before any script runs. Its title and description in its
 * language, its canonical address and the same page in each language, link previews and structured data (as
 * the app owning the page writes them, or its build's `page-heads.json` for a page showing no data); the
 * remotes map and what the apps' loaders had as they drew (`#page-states`); and preload hints for the files the
 * page needs (the shell's, the deployed feature app's, the picture it opens with), so they load side by side
 * instead of one after another. It knows no page: each app says what its own are.
 */
export class FirstHtml {
  private readonly files: BuildFiles;
  private readonly preloads: PreloadHints;
  private readonly pages: PageCache;
  private readonly routes: ShopRoutes;

  constructor(private readonly options: FirstHtmlOptions) {
    this.files = new BuildFiles(options.log);
    this.routes = options.routes ?? new ShopRoutes(options.shellDir, options.deployments, options.log);
    this.preloads = new PreloadHints(this.files, options.shellDir, options.deployments.appsDir);
    this.pages = options.pages ?? new PageCache(0);
  }

  /**
   * `search`: the address's query (`?page=2`), which some pages read; `cookies`: the request's Cookie header. A
   * renamed product's or category's old address answers where it went (`location`), a deleted one's 410. From
   * the page cache when it holds the page as drawn from the same builds for the same kind of visitor.
   */
  async render(pathname: string, search = '', cookies = ''): Promise<SentPage> {
    const request = await this.pageRequest(pathname, search, cookies);
    const key = await this.pageKey(request);
    return this.pages.get(key, () => this.draw(request));
  }

  /** Whether the shell shows a page at this address, as the routes of the apps deployed now say. */
  async isShopPage(pathname: string): Promise<boolean> {
    return (await this.pageRequest(pathname, '', '')).known;
  }

  /** The page an address shows, worked out once for the whole request. */
  private async pageRequest(pathname: string, search: string, cookies: string): Promise<PageRequest> {
    const { remotes, routes } = await this.routes.current();
    // An address without its language is a page once the browser adds the visitor's: the server draws none of it.
    const withLocale = pathWithSupportedLocale(pathname, defaultLocale, routes);
    const route = withLocale === null ? matchPage(pathname, routes) : null;
    const known = withLocale === null ? route !== null : matchPage(withLocale, routes) !== null;
    const owner = route?.locale && route.page.app !== 'shell' ? route.page.app : undefined;
    return { pathname, search, cookies, remotes, routes, known, route, owner };
  }

  /**
   * All a page is drawn from besides the catalogue: its address, the visitor as the shell and the page's
   * declaration see them (the cookies it varies with), the builds it comes from.
   */
  private async pageKey({ pathname, search, cookies, known, route, remotes }: PageRequest): Promise<string> {
    const { shellDir, renders } = this.options;
    const [shellBuild, shell] = await Promise.all([
      this.files.stamp(['index.html', 'shell-assets.json', 'page-heads.json', serverRenderFile].map((file) => path.join(shellDir, file))),
      renders.shell(shellDir),
    ]);
    const visitor = shell?.pageVariant ? shell.pageVariant(cookies) : cookies;
    const sent = route?.page.variesWithCookies?.length ? parseCookie(cookies) : {};
    const visitorOfPage = route?.page.variesWithCookies?.map((name) => (sent[name] === undefined ? 'without' : 'with'));
    return JSON.stringify([pathname, search, known, visitor, visitorOfPage, remotes, shellBuild]);
  }

  private async draw(request: PageRequest): Promise<DrawnPage> {
    const { route, remotes, known } = request;
    const template = await this.files.text(path.join(this.options.shellDir, 'index.html'));
    if (template === undefined) throw new Error(`No shell page in ${this.options.shellDir}: run pnpm build`);
    const ownRender = await this.ownRenderOf(request);
    const owned = ownRender && (await this.ownedPage(ownRender, { ...this.renderRequest(request), locale: route!.locale! }));
    // The app owning the page could not say what it shows (the line was full, its data did not load): the browser
    // draws it, and search engines are told to come back rather than read a page without its head.
    const unavailable = ownRender !== undefined && owned === undefined;
    const missing = owned?.page.status === 404;
    const moved = route && missing ? await this.options.moved?.(route, request.search) : undefined;
    if (moved?.status === 301) return { status: 301, location: moved.location, html: '' };
    const found = known && !missing;
    const ownSlot = ownRender && (owned?.page.html === undefined ? null : { html: owned.page.html, build: owned.build });
    const [head, body] = await Promise.all([
      owned
        ? this.ownedHead(request, owned.page)
        : unavailable
          ? this.unknownHead(request)
          : found
            ? this.pageHead(request)
            : this.notFoundHead(request),
      this.body(request, ownSlot),
    ]);
    // What the apps that drew the page had loaded: their loaders start from it in the browser.
    const states = { ...owned?.page.state, ...body?.states };
    const scriptsData = {
      [firstHtmlDataIds.remotesMap]: remotes,
      ...(Object.keys(states).length > 0 ? { [firstHtmlDataIds.pageStates]: states } : {}),
    };
    const { title, tags } = headTags({ ...head, data: scriptsData, drawn: body !== undefined }, this.options.publicUrl);
    const { notice } = this.options;
    // Replacer functions: a `$&` or `$'` in a product's name must stay text, not name a piece of the template.
    const html = template
      .replace(/<html lang="[a-z]+"/, () => `<html lang="${head.locale ?? defaultLocale}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace('</head>', () => `${tags}${notice?.head ?? ''}</head>`)
      .replace(
        shellContainer,
        () => `${notice?.body(head.locale ?? defaultLocale) ?? ''}${shellContainer.slice(0, -'</div>'.length)}${body?.html ?? ''}</div>`,
      );
    return { status: unavailable ? 503 : found ? 200 : (moved?.status ?? 404), html };
  }

  /** What a render is asked, but the page's language. */
  private renderRequest({ pathname, search, cookies, routes }: PageRequest): Omit<ServerPageRequest, 'locale'> {
    return { pathname, search, cookies, routes: routes.pages };
  }

  /** The deployed server render of the app owning the page, when it draws this page whole (`renderOwnPage`). */
  private async ownRenderOf({ route, owner, remotes }: PageRequest): Promise<OwnRender | undefined> {
    const render = owner ? await this.deployedRender(owner, remotes) : undefined;
    if (!owner || !render?.renderOwnPage || !render.ownedRoutes?.includes(route!.name)) return undefined;
    return { owner, render: render as OwnRender['render'] };
  }

  /** The server render of the version of an app the remotes map names, if it is deployed and has one. */
  private deployedRender(app: string, remotes: RemotesMap): Promise<FeatureAppServerRender | undefined> {
    const deployed = remotes[app];
    return deployed
      ? this.options.renders.featureApp(path.join(this.options.deployments.appsDir, app, deployed.version))
      : Promise.resolve(undefined);
  }

  /** The page as its app loads, heads and draws it, in its turn; undefined when the line is full, its time ran out or the render failed. */
  private async ownedPage(
    { owner, render }: OwnRender,
    request: ServerPageRequest,
  ): Promise<{ page: OwnedPage; build: string } | undefined> {
    const { renders } = this.options;
    try {
      const page = await renders.turns.draw(() => render.renderOwnPage(request, this.ownHost()));
      return page && { page, build: render.buildId };
    } catch (error) {
      renders.host.reportError(error, `the ${owner} page ${request.pathname}`);
      return undefined;
    }
  }

  /** What the server lends a render that loads what it draws: the shop's API, read from within, and its address. */
  private ownHost(): OwnPageHost {
    const { renders, readApi, publicUrl } = this.options;
    return {
      ...renders.host,
      publicUrl,
      get: async (address) => {
        const { statusCode, body } = await readApi(address);
        return { status: statusCode, body: statusCode === 200 ? JSON.parse(body) : undefined };
      },
    };
  }

  /** The head of a page its app drew: what the app says of it, with the files it needs. */
  private async ownedHead(request: PageRequest, page: OwnedPage): Promise<HeadWithoutData> {
    const { head } = page;
    const route = request.route!;
    const found = page.status === 200;
    return {
      locale: route.locale,
      title: head.title,
      description: head.description,
      canonical: found ? head.canonical : undefined,
      alternates: found ? head.alternates : undefined,
      noIndex: !found || head.canonical === undefined,
      picture: head.picture,
      kind: head.kind,
      structuredData: head.structuredData,
      preloads: distinctPreloads([...page.preloads, ...(await this.preloads.shell()), ...(await this.pageFilePreloads(request))]),
    };
  }

  /**
   * The page's body as the shell and the app showing it draw it, with the fragments of other apps it shows; or
   * undefined for a page left to the browser: one behind the login (the browser may send the shopper elsewhere
   * first), without its language in the address (the browser adds the shopper's), or not drawn in its time.
   */
  private async body(page: PageRequest, ownSlot: OwnSlot): Promise<DrawnBody | undefined> {
    const { route } = page;
    const locale = route ? route.locale : localeOfPath(page.pathname);
    if (!locale || (route && accessOf(route.page) !== 'everyone')) return undefined;
    return this.options.renders.turns.draw(() => this.drawnBody(page, locale, ownSlot));
  }

  /** The page's body, drawn in its turn, around the owner's slot when its app draws the page whole (`ownSlot`, null if it could not). */
  private async drawnBody(page: PageRequest, locale: Locale, ownSlot: OwnSlot): Promise<DrawnBody | undefined> {
    const { renders } = this.options;
    const { route, owner, remotes } = page;
    const request: ServerPageRequest = { ...this.renderRequest(page), locale };
    const host = this.ownHost();
    const buildOf = (app: string) => this.deployedRender(app, remotes);
    // A render that fails leaves its part to the browser: the rest of the page is still drawn.
    const drawn = <Part>(part: string, drawing: () => Promise<Part> | undefined): Promise<Part | undefined> =>
      Promise.resolve()
        .then(drawing)
        .catch((error: unknown) => {
          renders.host.reportError(error, part);
          return undefined;
        });
    const [shell, slot, fragments] = await Promise.all([
      renders.shell(this.options.shellDir),
      ownSlot !== undefined
        ? (ownSlot ?? undefined)
        : owner &&
          drawn(`the ${owner} page ${request.pathname}`, async () => {
            const render = await buildOf(owner);
            const html = await render?.renderPage(request, renders.host);
            return html === undefined ? undefined : { html, build: render!.buildId };
          }),
      this.preloads.shellFragments(route?.page.app === 'shell' ? route.name : '').then((modules) =>
        Promise.all(
          modules.map(({ app, module }) =>
            drawn(`${app}/${module}`, async () => {
              const render = await buildOf(app);
              if (!render?.renderFragments || !render.fragmentModules?.includes(module)) return undefined;
              const { html, state } = await render.renderFragments(module, request, host);
              return { html: Object.entries(html).map(([name, part]) => [fragmentKey({ app, module, name }), part] as const), state };
            }),
          ),
        ),
      ),
    ]);
    const slots = owner && slot ? { [owner]: slot } : {};
    const shellPage = await drawn(`the shell's page ${request.pathname}`, async () =>
      shell?.renderPage(
        { ...request, slots, fragments: Object.fromEntries(fragments.flatMap((drawnFragments) => drawnFragments?.html ?? [])) },
        host,
      ),
    );
    if (shellPage?.html === undefined) return undefined;
    const states = Object.assign({}, shellPage.state, ...fragments.map((drawnFragments) => drawnFragments?.state));
    return { html: shellPage.html, states };
  }

  /**
   * The head of a page that shows no data of the API: its build's `page-heads.json` (the shell's for its own
   * pages). A page whose build says nothing of it (its app's render is broken or missing) is not for search engines.
   */
  private async pageHead(request: PageRequest): Promise<HeadWithoutData> {
    const { route, owner, remotes } = request;
    const locale = route?.locale;
    const heads = await this.headsOf(owner, remotes);
    const head = route ? heads?.[route.name]?.[locale ?? defaultLocale] : { title: documentTitle() };
    if (!head) return this.unknownHead(request);
    const indexed = route && locale && isIndexed(route.page) ? route : undefined;
    const alternates = indexed && this.alternates(indexed, request.routes);
    return {
      locale,
      ...head,
      canonical: alternates && locale ? alternates[locale] : undefined,
      alternates,
      noIndex: route !== null && !indexed,
      preloads: distinctPreloads([
        ...(await this.preloads.shellPicture(route?.name ?? '')),
        ...(await this.preloads.shell()),
        ...(await this.pageFilePreloads(request)),
      ]),
    };
  }

  /** The head of a page the server cannot say what it is: the shop's name, and the files to draw it in the browser. */
  private async unknownHead(request: PageRequest): Promise<HeadWithoutData> {
    return {
      locale: request.route!.locale,
      title: documentTitle(),
      noIndex: true,
      preloads: distinctPreloads([...(await this.preloads.shell()), ...(await this.pageFilePreloads(request))]),
    };
  }

  /**
   * A feature app's page: its lifecycles and the page's own chunk; a shell page: the fragments it shows. The back office's files are never sent ahead: whoever asks may be a shopper, whom the browser sends home.
   */
  private async pageFilePreloads({ route, owner, remotes }: PageRequest): Promise<Preload[]> {
    if (!owner) return this.preloads.fragments(await this.preloads.shellFragments(route?.name ?? ''), remotes);
    if (accessOf(route!.page) === 'staff') return [];
    return this.preloads.modules([{ app: owner, module: 'lifecycles' }], remotes, route!.name);
  }

  /** The page's address in each language. */
  private alternates({ name, params }: RoutedPage, routes: RouteTable): Record<Locale, string> {
    return addressesInEveryLocale(this.options.publicUrl, (locale) => localizedPath(locale, name, params, routes));
  }

  private async notFoundHead({ pathname, remotes }: PageRequest): Promise<HeadWithoutData> {
    const [first] = pathname.split('/').filter(Boolean);
    const locale = isLocale(first) ? first : defaultLocale;
    const heads = await this.headsOf(undefined, remotes);
    return {
      locale,
      ...(heads?.notFound?.[locale] ?? { title: documentTitle() }),
      noIndex: true,
      preloads: await this.preloads.shell(),
    };
  }

  /** The page heads of the deployed version of an app, or the shell's. */
  private headsOf(app: string | undefined, remotes: RemotesMap): Promise<PageHeads | undefined> {
    const deployed = app && remotes[app];
    if (app && !deployed) return Promise.resolve(undefined);
    const dir = deployed ? path.join(this.options.deployments.appsDir, app, deployed.version) : this.options.shellDir;
    return this.files.json(path.join(dir, 'page-heads.json'), pageHeadsSchema);
  }
}
