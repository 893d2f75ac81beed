import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { documentTitle } from '@lemon/kit/shop';
import { accessOf, type RouteTable } from '@lemon/app-protocol';
import {
  pageAddressAttribute,
  serverRenderFile,
  type PageRequest,
  type PageStates,
  type RenderedPart,
  type RenderHost,
  type SentForm,
  type ServerRender,
  type ShellPageRequest,
} from '@lemon/app-protocol/render';
import { firstHtmlDataIds, type RemotesMap } from '@lemon/shared/contract';
import { defaultLocale, isLocale, type Locale } from '@lemon/shared/locales';
import { matchPage, pathWithSupportedLocale } from '@lemon/shared/routes';
import type { Deployments } from '../remotes/deployments';
import { ShopRoutes } from './shop-routes';
import { BuildFiles } from './build-files';
import { headTags, type PageHeadTags } from './head-tags';
import { distinctPreloads, PreloadHints, type Preload, type ShellPage } from './preload-hints';
import type { ServerRenders } from './server-renders';
import { PageCache, SentPage, type DrawnPage } from './page-cache';
import { VisitorCookies } from './visitor-cookies';

/**
 * Makes a GET of the shop's API from within the server: its status and body, as a browser would get them; as a
 * visitor when given their Cookie header.
 */
export type ApiReader = (address: string, cookies?: string) => Promise<{ statusCode: number; body: string }>;

interface FirstHtmlOptions {
  shellDir: string;
  deployments: Deployments;
  /** The shop's routes, as the shell and the apps deployed compose them (by default, read from the shell's build and the deployments). */
  routes?: ShopRoutes;
  publicUrl: string;
  /** The shop's API, asked from within the server by the renders that load what they draw. */
  readApi: ApiReader;
  /** The builds' server renders, which answer their parts of the page. */
  renders: ServerRenders;
  /** Where a build file the server cannot read is reported. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** What every page says before the shell (a test shop's notice). */
  notice?: PageNotice;
  /** The pages kept as they went out; none kept by default. */
  pages?: PageCache;
}

/**
 * What the server works out of a request, once: the builds deployed, the routes they compose, the page the
 * address shows, the app that answers it and the fragments of other apps it shows.
 */
interface AskedPage {
  pathname: string;
  search: string;
  remotes: RemotesMap;
  routes: RouteTable;
  /** Whether the shop shows a page at this address (after adding the visitor's language, if it has none). */
  known: boolean;
  /** The page with its declaration, when the address names one with its language or outside the locale prefix. */
  route: ReturnType<typeof matchPage>;
  /** The app answering the page: its owner, the shell for its own pages and for an address that shows none. */
  owner: string;
  locale: Locale;
  /** Whether the page's HTML is drawn: not behind the login (the browser may send the visitor elsewhere first), nor without its language. */
  drawn: boolean;
  /** The shell's files the page needs, and on a shell page (home) the picture it opens with and the modules whose fragments it shows. */
  shell: ShellPage;
  /** A form of the page the visitor sent and the server did not take, which the page draws back. */
  sentForm?: SentForm;
}

/** What the renders answered: the owner's part (undefined when it has no render, null when it failed), and the page's body. */
interface DrawnParts {
  page: RenderedPart | null | undefined;
  body?: string;
  states: PageStates;
}

/** The renders a page asks, each deployed app's that answers a part of it by name, and the shell's. */
interface AppRenders {
  apps: ReadonlyMap<string, ServerRender | undefined>;
  shell: ServerRender | undefined;
}

/** A notice on top of every page, outside the shell's root: its styles for the head, its HTML for the body in the page's language. */
export interface PageNotice {
  head: string;
  body: (locale: Locale) => string;
}

/** Where the shell's page is drawn, in its build's `index.html`. */
const shellContainer = '<div id="shell"></div>';

/**
 * The first HTML of every page: the shell's page with, in its head, what the server knows of the page before any
 * script runs. The server works out the page once, then asks the app owning it for its part (status, head,
 * preloads, HTML, state), the apps whose fragments it shows for theirs, and the shell for the page around them;
 * it adds the remotes map and what the loaders had (`#page-states`), and preload hints for the files the page
 * needs, so they load side by side instead of one after another. It knows no page: each app says what its own are.
 */
export class FirstHtml {
  private readonly files: BuildFiles;
  private readonly preloads: PreloadHints;
  private readonly pages: PageCache;
  private readonly routes: ShopRoutes;

  /** What the server lends a render: the shop's API, read from within, and its address. */
  private readonly host: RenderHost;

  constructor(private readonly options: FirstHtmlOptions) {
    const { renders, publicUrl } = options;
    this.host = { ...renders.host, publicUrl, get: (address) => this.get(address) };
    this.files = new BuildFiles(options.log);
    this.routes = options.routes ?? new ShopRoutes(options.shellDir, options.deployments, options.log);
    this.preloads = new PreloadHints(this.files, options.shellDir, options.deployments.appsDir, publicUrl);
    this.pages = options.pages ?? new PageCache(0);
  }

  /**
   * `search`: the address's query (`?page=2`), which some pages read; `cookies`: the request's Cookie header. The
   * status is the owning app's (a renamed product's old address answers where it went, `location`). From the page
   * cache when it holds the page as drawn from the same builds for the same kind of visitor.
   */
  async render(pathname: string, search = '', cookies = ''): Promise<SentPage> {
    const asked = await this.askedPage(pathname, search);
    return this.pages.get(await this.pageKeys(asked), cookies, (visitor) => this.draw(asked, visitor));
  }

  /**
   * The page a form was sent from (`POST /api/forms/contact`), drawn back with the form as it was sent and why the
   * server did not take it: for the visitor alone, never kept (it holds what they typed).
   */
  async withSentForm(pathname: string, cookies: string, sentForm: SentForm): Promise<SentPage> {
    const asked = { ...(await this.askedPage(pathname, '')), sentForm };
    return SentPage.of(await this.draw(asked, new VisitorCookies(cookies, true)), 'visitor');
  }

  /** Whether the shell shows a page at this address, as the routes of the apps deployed now say. */
  async isShopPage(pathname: string): Promise<boolean> {
    return (await this.askedPage(pathname, '')).known;
  }

  /** The page an address shows, worked out once for the whole request. */
  private async askedPage(pathname: string, search: string): Promise<AskedPage> {
    const { remotes, routes } = await this.routes.current();
    const route = matchPage(pathname, routes);
    const [first] = pathname.split('/').filter(Boolean);
    // An address without its language is a page once the browser adds the visitor's: the server draws none of it.
    const withLocale = route || isLocale(first) ? null : pathWithSupportedLocale(pathname, defaultLocale, routes);
    const known = route !== null || (withLocale !== null && matchPage(withLocale, routes) !== null);
    const locale = route?.locale ?? (isLocale(first) ? first : defaultLocale);
    const owner = route?.page.app ?? 'shell';
    const drawn = route ? route.locale !== undefined && accessOf(route.page) === 'everyone' : isLocale(first);
    const shell = await this.preloads.shellPage(owner === 'shell' ? route?.name : undefined, locale);
    return { pathname, search, remotes, routes, known, route, owner, locale, drawn, shell };
  }

  /**
   * All a page is drawn from but the catalogue and the cookies its renders read (the page cache learns those):
   * its address and the builds it comes from; and its kind, the pages whose renders read alike: its route of the
   * same builds.
   */
  private async pageKeys({ pathname, search, known, route, remotes }: AskedPage): Promise<{ key: string; kind: string }> {
    const { shellDir } = this.options;
    const shellBuild = await this.files.stamp(
      ['index.html', 'shell-assets.json', serverRenderFile].map((file) => path.join(shellDir, file)),
    );
    return {
      key: JSON.stringify([pathname, search, known, remotes, shellBuild]),
      kind: JSON.stringify([route?.name ?? known, remotes, shellBuild]),
    };
  }

  private async draw(asked: AskedPage, visitor: VisitorCookies): Promise<DrawnPage> {
    const { route, remotes, known, locale } = asked;
    const template = await this.files.text(path.join(this.options.shellDir, 'index.html'));
    if (template === undefined) throw new Error(`No shell page in ${this.options.shellDir}: run pnpm build`);
    const completedByBrowser = known && route === null;
    // The page waits its turn to be drawn; one whose turn does not come goes out for the browser to draw.
    // The renders are loaded before the page's turn: loading one (once per build) is not drawing.
    const renders = completedByBrowser ? undefined : await this.rendersOf(asked);
    const parts = renders && (await this.options.renders.turns.draw(() => this.parts(asked, visitor, renders)));
    const page = parts?.page;
    // The app owning the page could not say what it is (its render failed, the line was full): the browser draws
    // it, and search engines are told to come back rather than read a page without its head.
    const unavailable = !completedByBrowser && (parts === undefined || page === null);
    if (page?.status === 301) return { status: 301, location: page.location, html: '' };
    const status = !known ? 404 : unavailable ? 503 : (page?.status ?? 200);
    const head = await this.head(asked, page ?? undefined, status);
    const states = parts?.states ?? {};
    const scriptsData = {
      [firstHtmlDataIds.remotesMap]: remotes,
      ...(Object.keys(states).length > 0 ? { [firstHtmlDataIds.pageStates]: states } : {}),
    };
    const drawn = parts?.body !== undefined;
    // Drawn whole, the owner's part in it, the page works from its HTML until the shopper reaches for it.
    const worksFromHtml = drawn && page?.html !== undefined;
    const styleRules = drawn ? await this.styleRules(head.preloads) : undefined;
    const { title, tags } = headTags(
      { ...head, data: scriptsData, drawn, styleRules, scriptsStartLater: worksFromHtml },
      this.options.publicUrl,
    );
    const { notice } = this.options;
    // A page drawn back with a form is answered where the form was posted: its scripts take the page's own address.
    const shellOpening = asked.sentForm
      ? `${shellContainer.slice(0, -'></div>'.length)} ${pageAddressAttribute}="${escapeHtml(asked.pathname)}">`
      : shellContainer.slice(0, -'</div>'.length);
    // Replacer functions: a `$&` or `$'` in a product's name must stay text, not name a piece of the template.
    const html = template
      .replace(/<html lang="[a-z]+"/, () => `<html lang="${locale}"`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace('</head>', () => `${tags}${notice?.head ?? ''}</head>`)
      .replace(shellContainer, () => `${notice?.body(locale) ?? ''}${shellOpening}${parts?.body ?? ''}</div>`);
    return { status, html, worksFromHtml };
  }

  /**
   * The renders' parts of the page: the owner's and those of the apps whose fragments it shows side by side, then
   * the shell's around them. A render that fails leaves its part to the browser; the rest of the page is still drawn.
   */
  private async parts(asked: AskedPage, visitor: VisitorCookies, renders: AppRenders): Promise<DrawnParts> {
    const { owner } = asked;
    const modulesOf = (app: string) => asked.shell.fragments.filter((module) => module.app === app).map(({ module }) => module);
    const answered = new Map(
      await Promise.all(
        [...renders.apps].map(async ([app, render]) => {
          const request = { ...this.pageRequest(asked, visitor), fragmentModules: modulesOf(app) };
          return [app, await this.part(app, render, request)] as const;
        }),
      ),
    );
    const ownerPart = answered.get(owner);
    const parts = [...answered.values()];
    const slots = ownerPart?.html === undefined ? {} : { [owner]: { html: ownerPart.html, build: renders.apps.get(owner)!.buildId } };
    const fragments = Object.assign({}, ...parts.map((part) => part?.fragments));
    const shellRequest: ShellPageRequest = { ...this.pageRequest(asked, visitor), slots, fragments };
    const shell = await this.part('shell', renders.shell, shellRequest);
    const states: PageStates = Object.assign({}, ...parts.map((part) => part?.state), shell?.state);
    return { page: owner === 'shell' ? shell : ownerPart, body: shell?.html, states };
  }

  /** What every render is asked of the page. */
  private pageRequest({ pathname, search, locale, route, drawn, routes, sentForm }: AskedPage, visitor: VisitorCookies): PageRequest {
    const page = route && { name: route.name, params: route.params };
    const { cookie, ownCookie } = visitor;
    const getAsVisitor = (address: string) => {
      if (!visitor.alone || !visitor.ownPage())
        throw new Error(`The API is read as the visitor only for a page drawn for them alone: ${pathname} is not one`);
      return this.get(address, visitor.header);
    };
    const request = {
      pathname,
      search,
      locale,
      page,
      draw: drawn,
      fragmentModules: [],
      routes: routes.pages,
      cookie,
      ownCookie,
      getAsVisitor,
    };
    return sentForm ? { ...request, sentForm } : request;
  }

  /** A GET of the shop's API from within, as a visitor when given their cookies: its status, and its JSON body when 200. */
  private async get(address: string, cookies?: string): Promise<{ status: number; body: unknown }> {
    const { statusCode, body } = await this.options.readApi(address, cookies);
    return { status: statusCode, body: statusCode === 200 ? JSON.parse(body) : undefined };
  }

  /** The renders the page asks: the owner's (unless the shell's) and those of the apps whose fragments it shows, then the shell's. */
  private async rendersOf({ owner, remotes, shell }: AskedPage): Promise<AppRenders> {
    const { renders, deployments, shellDir } = this.options;
    const apps = [...new Set([...(owner === 'shell' ? [] : [owner]), ...shell.fragments.map(({ app }) => app)])];
    const loaded = await Promise.all(
      apps.map(async (app) => {
        const deployed = remotes[app];
        return [app, deployed && (await renders.load(path.join(deployments.appsDir, app, deployed.version), app))] as const;
      }),
    );
    return { apps: new Map(loaded), shell: await renders.load(shellDir) };
  }

  /** An app's part of the page from its render: undefined when it has none, null when it failed. */
  private async part(app: string, render: ServerRender | undefined, request: PageRequest): Promise<RenderedPart | null | undefined> {
    try {
      return await render?.render(request, this.host);
    } catch (error) {
      this.options.renders.host.reportError(error, `the ${app} part of ${request.pathname}`);
      return null;
    }
  }

  /**
   * The page's head: what the app answering it says of it (its canonical address where search engines may index
   * it), or the shop's name for a page nothing could say of; with the files the page needs.
   */
  private async head(asked: AskedPage, page: RenderedPart | undefined, status: number): Promise<Omit<PageHeadTags, 'data'>> {
    const head = page?.head ?? { title: documentTitle() };
    const canonical = status === 200 ? head.canonical : undefined;
    return {
      ...head,
      locale: asked.locale,
      canonical,
      alternates: canonical === undefined ? undefined : head.alternates,
      // An address the browser completes with the visitor's language is for search engines as it will be.
      noIndex: canonical === undefined && !(asked.known && asked.route === null),
      preloads: distinctPreloads([
        ...(page?.preloads ?? []),
        ...asked.shell.preloads,
        ...(asked.route ? await this.pageFilePreloads(asked) : []),
      ]),
    };
  }

  /** The rules of the page's stylesheets, by address, read from their builds (a file a build lacks is left out). */
  private async styleRules(preloads: Preload[]): Promise<Map<string, string>> {
    const read = await Promise.all(
      preloads.map(async ({ href, stylesheet }) => [href, stylesheet && (await this.files.text(stylesheet.file))] as const),
    );
    return new Map(read.filter((entry): entry is [string, string] => entry[1] !== undefined));
  }

  /**
   * A feature app's page: its lifecycles and the page's own chunk, and the header's fragments; a shell page: the
   * fragments it shows (the header's among them). The back
   * office's files are never sent ahead: whoever asks may be a shopper, whom the browser sends home.
   */
  private async pageFilePreloads({ route, owner, remotes, shell, locale }: AskedPage): Promise<Preload[]> {
    if (owner === 'shell') return this.preloads.fragments(shell.fragments, remotes, locale);
    if (accessOf(route!.page) === 'staff') return [];
    const [page, fragments] = await Promise.all([
      this.preloads.module({ app: owner, module: 'lifecycles' }, remotes, route!.name, locale),
      this.preloads.fragments(shell.fragments, remotes, locale),
    ]);
    return [...page, ...fragments];
  }
}
