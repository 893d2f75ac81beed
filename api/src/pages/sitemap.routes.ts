import { Readable } from 'node:stream';
import { locales, type Locale } from '@lemon/shared/locales';
import { isLoginRequired, localizedPath, localizedRoutes, unprefixedRoutes, type LocalizedRouteName } from '@lemon/shared/routes';
import type { FastifyPluginAsync } from 'fastify';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { shownProducts } from '../catalog/products.repository';
import type { DbOrTransaction } from '../database/database';
import { addressesInEveryLocale, hreflangAlternates } from './page-addresses';

type RouteDefinition<Name extends LocalizedRouteName> = (typeof localizedRoutes)[Name];

/** The indexable routes whose path names a catalogue entry by its slug: each reads its slugs below. */
export type SlugRouteName = {
  [Name in LocalizedRouteName]: Name extends 'cart'
    ? never
    : RouteDefinition<Name> extends { loginRequired: true }
      ? never
      : RouteDefinition<Name>['path'] extends `${string}:slug`
        ? Name
        : never;
}[LocalizedRouteName];

const hasParams = (name: LocalizedRouteName) => localizedRoutes[name].path.includes(':');

/**
 * Whether search engines may index a route. Not the cart (one shopper's basket, empty to a crawler), nor
 * the routes behind a login (delivery, account, test): a crawler never signs in, and they are personal.
 */
export const isIndexable = (name: LocalizedRouteName): boolean => name !== 'cart' && !isLoginRequired(name);

/**
 * The shop's pages for the sitemap, from the route table: the indexable routes without params (home, the
 * content pages, the recipes), and those that take a catalogue slug (every category, every product).
 */
export function indexableRoutes(): { pages: LocalizedRouteName[]; slugPages: SlugRouteName[] } {
  const indexable = (Object.keys(localizedRoutes) as LocalizedRouteName[]).filter(isIndexable);
  return {
    pages: indexable.filter((name) => !hasParams(name)),
    slugPages: indexable.filter((name): name is SlugRouteName => hasParams(name)),
  };
}

type Slugs = Record<`slug_${Locale}`, string>;
const slugColumns = ['slug_fr', 'slug_en', 'slug_it'] as const;

/** Each slug route's entries, in the shop's order; a new one in the route table fails typecheck until added. */
const readSlugs: Record<SlugRouteName, (db: DbOrTransaction) => Promise<Slugs[]>> = {
  category: (db) => db.selectFrom('product_categories').select(slugColumns).orderBy('position').orderBy('id').execute(),
  product: (db) => shownProducts(db).select(slugColumns).orderBy('position').orderBy('id').execute(),
};

/**
 * A page in every language: one entry per locale, each naming all of them as alternates, and the
 * French one as the default for other languages. No `lastmod`: the catalogue tables keep no update time.
 */
function sitemapEntries(publicUrl: string, pathIn: (locale: Locale) => string): SitemapItemLoose[] {
  const addresses = addressesInEveryLocale(publicUrl, pathIn);
  const links = hreflangAlternates(addresses).map(({ hreflang, href }) => ({ lang: hreflang, url: href }));
  return locales.map((locale) => ({ url: addresses[locale], links }));
}

async function sitemapXml(db: DbOrTransaction, publicUrl: string): Promise<string> {
  const { pages, slugPages } = indexableRoutes();
  const entries = pages.flatMap((name) => sitemapEntries(publicUrl, (locale) => localizedPath(locale, name)));
  for (const name of slugPages) {
    for (const slugs of await readSlugs[name](db)) {
      entries.push(...sitemapEntries(publicUrl, (locale) => localizedPath(locale, name, { slug: slugs[`slug_${locale}`] })));
    }
  }
  const stream = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString('utf8');
}

/**
 * What robots.txt keeps crawlers out of: the routes not indexable in every locale, the links sent by
 * e-mail, and the API. A route with params is kept out up to its first one (`/verify-email/`).
 */
export function disallowedPaths(): string[] {
  const upToParams = (pattern: string) => pattern.split(':')[0]!;
  const localized = (Object.keys(localizedRoutes) as LocalizedRouteName[]).filter((name) => !isIndexable(name));
  const paths = [
    ...locales.flatMap((locale) => localized.map((name) => `/${locale}/${upToParams(localizedRoutes[name].path)}`)),
    ...Object.values(unprefixedRoutes).map(({ path }) => `/${upToParams(path)}`),
    '/api/',
  ];
  // A path under another one kept out is kept out with it (`/fr/gestion/stock` with `/fr/gestion`).
  const coveredBy = (path: string, other: string) => path !== other && path.startsWith(other.endsWith('/') ? other : `${other}/`);
  return [...new Set(paths)].filter((path) => !paths.some((other) => coveredBy(path, other)));
}

const cachedForAnHour = 'public, max-age=3600';

/**
 * `GET /sitemap.xml`, every indexable page in every language with its alternates, and `GET /robots.txt`.
 * The sitemap is kept with the catalogue's answers, so a change to the catalogue clears it too.
 */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', app.publicUrl).href}`,
    '',
  ].join('\n');

  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await app.catalogueCache.get('/sitemap.xml', () => sitemapXml(app.db, app.publicUrl));
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', cachedForAnHour).send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', cachedForAnHour).send(robots),
  );
};
