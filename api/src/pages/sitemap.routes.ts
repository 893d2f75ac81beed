import { isIndexed, type RouteTable } from '@lemon/app-protocol';
import { locales } from '@lemon/shared/locales';
import { shopRoutes } from '@lemon/shared/routes';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendGzipped } from '../http/gzipped-body';
import type { DeployedRoutes } from './shop-routes';
import { SitemapFiles, sitemapFilesPath, type SitemapLimits } from './sitemap-files';

/**
 * What robots.txt keeps crawlers out of: the routes not indexable in every locale, the links sent by
 * e-mail, and the API. A route with params is kept out up to its first one (`/verify-email/`).
 */
export function disallowedPaths(routes: RouteTable): string[] {
  const upToParams = (pattern: string) => pattern.split(':')[0]!;
  const kept = routes.pages.filter((page) => page.unprefixed || !isIndexed(page));
  const paths = [
    ...kept.flatMap(({ path, unprefixed }) =>
      unprefixed ? [`/${upToParams(path)}`] : locales.map((locale) => `/${locale}/${upToParams(path)}`),
    ),
    '/api/',
  ];
  // A path under another one kept out is kept out with it (`/fr/gestion/stock` with `/fr/gestion`).
  const coveredBy = (path: string, other: string) => path !== other && path.startsWith(other.endsWith('/') ? other : `${other}/`);
  return [...new Set(paths)].filter((path) => !paths.some((other) => coveredBy(path, other)));
}

const cachedForAnHour = 'public, max-age=3600';
/** A part of the sitemap, kept gzipped: sent as it is to whoever accepts gzip (crawlers do), unzipped otherwise. */
function sendXml(request: FastifyRequest, reply: FastifyReply, gzipped: Buffer) {
  reply.type('application/xml; charset=utf-8').header('Cache-Control', cachedForAnHour);
  return sendGzipped(request, reply, gzipped);
}

/**
 * `GET /sitemap.xml`, the index of the sitemap's files, `GET /sitemaps/:file`, each file of it (every
 * indexable page in every language with its alternates), and `GET /robots.txt`, which names the index.
 * The files are built once per catalogue change: whatever clears the catalogue's answers clears them too.
 */
export const sitemapRoutes: FastifyPluginAsync<{ limits?: SitemapLimits; routes?: DeployedRoutes }> = async (app, { limits, routes }) => {
  // The pages the shell and the apps deployed declare; in a test of the API alone, the routes the test composed.
  const currentRoutes = async () => (routes ? (await routes.current()).routes : shopRoutes());
  const sitemap = new SitemapFiles(app.db, app.publicUrl, currentRoutes, limits);
  // Stock is not in the sitemap: an order changes none of it.
  app.catalogueCache.whenForgetting((forgotten) => forgotten === 'everything' && sitemap.forget());
  const robots = async () =>
    [
      'User-agent: *',
      'Allow: /',
      ...disallowedPaths(await currentRoutes()).map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${new URL('/sitemap.xml', app.publicUrl).href}`,
      '',
    ].join('\n');

  app.get('/sitemap.xml', async (request, reply) => sendXml(request, reply, await sitemap.index()));

  app.get<{ Params: { file: string } }>(`${sitemapFilesPath}:file`, async (request, reply) => {
    const file = await sitemap.file(request.params.file);
    return file ? sendXml(request, reply, file) : reply.callNotFound();
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', cachedForAnHour)
      .send(await robots()),
  );
};
