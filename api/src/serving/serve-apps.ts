import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { remotesMapSchema } from '@lemon/shared/contract';
import { serverRenderFile } from '@lemon/app-protocol/render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { drawnQuery } from '../pages/drawn-query';
import { FirstHtml, type PageNotice } from '../pages/first-html';
import { defaultDrawingLimits, DrawingTurns } from '../pages/drawing-turns';
import { PageCache } from '../pages/page-cache';
import { ServerRenders } from '../pages/server-renders';
import type { Deployments } from '../remotes/deployments';
import type { ShopRoutes } from '../pages/shop-routes';
import { sendGzipped, takesGzip } from '../http/gzipped-body';

interface ServeAppsOptions {
  shellDir: string;
  deployments: Deployments;
  /** The shop's routes, composed from the shell's pages and the apps deployed (by default, read from them). */
  routes?: ShopRoutes;
  /** The shop's public address, for the pages' canonical addresses and link previews. */
  publicUrl: string;
  /** What every page says on top (a test shop's notice). */
  pageNotice?: PageNotice;
  /** How long a page is kept as it went out (0: never), as long as the catalogue answers it is drawn with. */
  pageLifetimeSeconds?: number;
}

const foreverCached = 'public, max-age=31536000, immutable';

/**
 * Builds keep their source maps for the maintainers and their server render for the server: the public never
 * gets them (they are the source code, and code that runs here).
 */
const serverRenderFolder = `/${path.posix.dirname(serverRenderFile)}/`;
const forBrowsers = (pathname: string) => !pathname.endsWith('.map') && !pathname.includes(serverRenderFolder);

/** The pages a form sent without scripts leads back to when the server does not take it (`FirstHtml.withSentForm`). */
export type PagesWithSentForms = Pick<FirstHtml, 'withSentForm'>;

/**
 * The built site on the API's port: the shell with its SPA fallback, each deployed feature app's
 * versioned files (never changing, so cached for good), and the remotes map (never cached). Gives the pages a
 * form is drawn back on, or nothing when there is no shell build to draw them.
 */
export async function serveApps(
  app: FastifyInstance,
  { shellDir, deployments, routes, publicUrl, pageNotice, pageLifetimeSeconds = 0 }: ServeAppsOptions,
): Promise<PagesWithSentForms | undefined> {
  if (!existsSync(path.join(shellDir, 'index.html'))) {
    app.log.warn(`No shell build in ${shellDir}: run pnpm build to serve the shop's pages`);
    return undefined;
  }
  mkdirSync(deployments.appsDir, { recursive: true });
  // What the renders load is the API's own answers, asked in-process: same checks, same cache, same serializers.
  // A page that is a visitor's own (their cart) reads it as them: with their cookies.
  const readApi = async (address: string, cookies?: string) => {
    const headers = { accept: 'application/json', ...(cookies ? { cookie: cookies } : {}) };
    const { statusCode, body } = await app.inject({ method: 'GET', url: address, headers });
    return { statusCode, body };
  };
  // Whatever changes the catalogue changes the pages drawn from it.
  const { metrics } = app;
  const pages = new PageCache(pageLifetimeSeconds * 1000, { onLookup: metrics.lookupsOf('page') });
  app.catalogueCache.whenForgetting((forgotten) => pages.forget(forgotten));
  const turns = new DrawingTurns(defaultDrawingLimits, (seconds, drawn) =>
    metrics.pageRenders.observe({ outcome: drawn ? 'drawn' : 'sent_undrawn' }, seconds),
  );
  metrics.gauge('shop_page_renders_in_progress', 'Pages being drawn on the server, and waiting in line for their turn.', ['state'], () => [
    { labels: { state: 'drawing' }, value: turns.drawingPages },
    { labels: { state: 'waiting' }, value: turns.waitingPages },
  ]);
  const firstHtml = new FirstHtml({
    pages,
    shellDir,
    deployments,
    routes,
    publicUrl,
    readApi,
    renders: new ServerRenders(app.log, turns),
    log: app.log,
    notice: pageNotice,
  });

  app.get('/remotes.json', { schema: { response: { 200: remotesMapSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return deployments.remotesMap();
  });

  await app.register(fastifyStatic, {
    root: deployments.appsDir,
    prefix: '/apps/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: forBrowsers,
    setHeaders: (reply) => {
      reply.header('Cache-Control', foreverCached);
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: forBrowsers,
    setHeaders: (reply, filePath) => {
      const file = path.relative(shellDir, filePath);
      if (file === 'index.html') reply.header('Cache-Control', 'no-cache');
      else if (file.startsWith('assets/')) reply.header('Cache-Control', foreverCached);
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });

  // Every shop page is the shell's index.html with the page's head filled in; an unknown page gets it too (it
  // shows the not-found page) but with a 404 status. API calls and missing files get a JSON 404.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // A fragment never reaches a server from a browser, but a hand-made request may carry one.
    const address = request.url.split('#')[0]!;
    const queryAt = address.includes('?') ? address.indexOf('?') : address.length;
    const [pathname, search] = [address.slice(0, queryAt) || '/', address.slice(queryAt)];
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !path.extname(pathname);
    if (!wantsPage) return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    // What the head says helps the page load and be found; without it (the database unreachable) the page
    // still goes out, bare, and its scripts show what they can.
    const page = await firstHtml.render(pathname, drawnQuery(search), request.headers.cookie).catch((error: unknown) => {
      request.log.error({ err: error }, 'The page went out without its head');
      return undefined;
    });
    if (!page) {
      const known = await firstHtml.isShopPage(pathname).catch(() => true);
      return reply.code(known ? 200 : 404).sendFile('index.html', shellDir);
    }
    // Where a renamed page went, with the whole query the visitor came with (the page is kept for any query).
    if (page.location)
      return reply
        .code(page.status)
        .header('Cache-Control', 'no-cache')
        .redirect(page.location.split('?')[0] + search, page.status);
    // A page its app could not draw in time: the browser draws it; a search engine comes back for it.
    if (page.status === 503) reply.header('Retry-After', '30');
    // A public page opens in the browser's process where it is asked: with Cross-Origin-Opener-Policy, the browser
    // starts a new one for it, its scripting context cold (on the reference phone, a first task of 0.5 s blocking
    // the main thread). The policy keeps other sites' windows away from a page of the shopper's own (their cart,
    // account, checkout, the back office); a public page holds nothing of theirs.
    if (page.isPublic) reply.raw.removeHeader('Cross-Origin-Opener-Policy');
    // Kept by a browser or a CDN, and asked for again each time (no-cache): a catalogue change or a deploy is on
    // the next page. The entity tag makes that question cheap: the same page is a 304 with no body. It is drawn
    // from the visitor's cookies (the cookie banner, a cart), which `Vary` tells any cache keeping it.
    const etag = takesGzip(request) ? page.gzipEtag : page.etag;
    reply
      .type('text/html; charset=utf-8')
      // A visitor's own page (their cart) is kept by their browser alone, never by a CDN.
      .header('Cache-Control', page.audience === 'visitor' ? 'private, no-cache' : 'no-cache')
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding, Cookie');
    if (page.status === 200 && fresh(request.headers, { etag })) return reply.code(304).send();
    return sendGzipped(request, reply.code(page.status), page.gzipped);
  };
  app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
  return firstHtml;
}
