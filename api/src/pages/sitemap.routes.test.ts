import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeShopRoutes, shopRoutes } from '@lemon/shared/routes';
import { slugMaxLength } from '@lemon/staff-contract';
import { CatalogueCache } from '../catalog/catalogue-cache';
import { seedLargeCatalogue } from '../database/seed/seed-large-catalogue';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestProduct, type TestProduct } from '../test-support/test-products';
import type { RemotesMap } from '@lemon/shared/contract';
import { indexablePages } from './indexable-routes';
import type { DeployedRoutes } from './shop-routes';
import { sitemapProtocolLimits, type SitemapLimits } from './sitemap-files';
import { disallowedPaths, sitemapRoutes } from './sitemap.routes';

const publicUrl = 'https://shop.example';

interface SitemapUrl {
  loc: string;
  /** hreflang → href */
  alternates: Record<string, string>;
  lastmod?: string;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The `<url>` elements of a sitemap file, read strictly: the document must be the XML declaration, a urlset
 * with the sitemap and xhtml namespaces, and nothing but `<url>` elements of one `<loc>`, an optional
 * `<lastmod>` and its `<xhtml:link rel="alternate">`s.
 */
function parseSitemap(xml: string): SitemapUrl[] {
  const head = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset ([^>]*)>/.exec(xml);
  expect(head, xml.slice(0, 300)).not.toBeNull();
  const namespaces = head![1]!.split(/\s+/).sort();
  expect(namespaces).toEqual(['xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"', 'xmlns:xhtml="http://www.w3.org/1999/xhtml"'].sort());
  const body = xml.slice(head![0].length);
  expect(body.trimEnd().endsWith('</urlset>')).toBe(true);

  const urls: SitemapUrl[] = [];
  const rest = body.replace(/<url>(.*?)<\/url>/gs, (_whole, inner: string) => {
    const loc = /^\s*<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/.exec(inner);
    expect(loc, inner).not.toBeNull();
    const alternates: Record<string, string> = {};
    const leftover = inner
      .slice(loc![0].length)
      .replace(/\s*<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g, (_link, lang: string, href: string) => {
        expect(alternates, `hreflang ${lang} twice`).not.toHaveProperty(lang);
        alternates[lang] = unescapeXml(href);
        return '';
      });
    expect(leftover.trim(), `unexpected content in <url>: ${inner}`).toBe('');
    urls.push({ loc: unescapeXml(loc![1]!), alternates, ...(loc![2] && { lastmod: loc![2] }) });
    return '';
  });
  expect(rest.trim()).toBe('</urlset>');
  return urls;
}

interface IndexedFile {
  loc: string;
  lastmod?: string;
}

/** The files a sitemap index names, read as strictly: nothing but `<sitemap>` elements of a `<loc>` and an optional `<lastmod>`. */
function parseIndex(xml: string): IndexedFile[] {
  const head =
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/.exec(xml);
  expect(head, xml.slice(0, 300)).not.toBeNull();
  const files: IndexedFile[] = [];
  const rest = xml.slice(head![0].length).replace(/<sitemap>(.*?)<\/sitemap>/gs, (_whole, inner: string) => {
    const parts = /^<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?$/.exec(inner);
    expect(parts, inner).not.toBeNull();
    files.push({ loc: unescapeXml(parts![1]!), ...(parts![2] && { lastmod: parts![2] }) });
    return '';
  });
  expect(rest.trim()).toBe('</sitemapindex>');
  return files;
}

/** The sitemap as a crawler reads it: the index, then each file it names, all asked for gzipped. */
async function readSitemap(
  app: FastifyInstance,
  origin = publicUrl,
): Promise<{ index: IndexedFile[]; files: { xml: string; urls: SitemapUrl[] }[] }> {
  const read = async (url: string) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    return gunzipSync(response.rawPayload).toString('utf8');
  };
  const index = parseIndex(await read('/sitemap.xml'));
  const files = [];
  for (const { loc } of index) {
    expect(loc.startsWith(`${origin}/sitemaps/`), loc).toBe(true);
    const xml = await read(new URL(loc).pathname);
    files.push({ xml, urls: parseSitemap(xml) });
  }
  return { index, files };
}

/** A page's three language versions, each naming all three and French as the default. */
function inEveryLanguage(paths: { fr: string; en: string; it: string }): SitemapUrl[] {
  const alternates = {
    fr: `${publicUrl}${paths.fr}`,
    en: `${publicUrl}${paths.en}`,
    it: `${publicUrl}${paths.it}`,
    'x-default': `${publicUrl}${paths.fr}`,
  };
  return [alternates.fr, alternates.en, alternates.it].map((loc) => ({ loc, alternates }));
}

describe('the pages the sitemap lists', () => {
  it('are the public pages of the route table, and the catalogue’s', () => {
    const { pages, slugPages } = indexablePages(shopRoutes());
    expect(pages.map((page) => page.name).sort()).toEqual(['about', 'cgv', 'contact', 'home', 'legal', 'privacy', 'recipes']);
    expect(slugPages.map((page) => page.name).sort()).toEqual(['category', 'product']);
  });

  it('and robots.txt keeps crawlers out of the others in every language', () => {
    const paths = disallowedPaths(shopRoutes());
    for (const locale of ['fr', 'en', 'it']) {
      // The search's results too, as Shopify keeps them out: a page for whatever a visitor typed (it says noindex as well).
      for (const page of ['panier', 'livraison', 'mon-compte', 'test', 'gestion', 'recherche'])
        expect(paths).toContain(`/${locale}/${page}`);
    }
    // The back office's pages are all under its one prefix: one line each language.
    expect(paths).toHaveLength(3 * 6 + 3);
    expect(paths).toEqual(expect.arrayContaining(['/verify-email/', '/reset-password', '/api/']));
  });
});

describe.each(testEngines)('GET /sitemap.xml and /robots.txt on %s', (engine) => {
  let shop: TestApp;
  let product: TestProduct;
  let productKey: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    product = await createTestProduct(shop.app.db);
    productKey = product.slug.replace(/^essai-/, '');
  });
  afterAll(() => shop.close());

  const sitemap = async () => (await readSitemap(shop.app)).files.flatMap((file) => file.urls);

  const categoriesInDatabase = () =>
    shop.app.db.selectFrom('product_categories').select(['slug_fr', 'slug_en', 'slug_it']).orderBy('position').orderBy('id').execute();
  const productsInDatabase = () =>
    shop.app.db.selectFrom('products').select(['slug_fr', 'slug_en', 'slug_it']).orderBy('position').orderBy('id').execute();

  it('lists the test product in its three languages, each with its alternates', async () => {
    const urls = await sitemap();
    const { created_at } = await shop.app.db
      .selectFrom('products')
      .select('created_at')
      .where('id', '=', product.productId)
      .executeTakeFirstOrThrow();
    const expected = inEveryLanguage({
      fr: `/fr/produit/essai-${productKey}`,
      en: `/en/produit/trial-lemon-${productKey}`,
      it: `/it/produit/limone-di-prova-${productKey}`,
    });
    // Never saved in the back office: it last changed when it was created.
    for (const entry of expected)
      expect(urls.find((url) => url.loc === entry.loc)).toEqual({ ...entry, lastmod: created_at.toISOString() });
    expect(urls.filter((url) => url.loc.includes(productKey) && url.loc.includes('/produit/'))).toHaveLength(3);
  });

  it('lists exactly the home, content and recipes pages, every category and every product', async () => {
    const urls = await sitemap();
    const staticPages = ['', '/a-propos', '/contact', '/recettes', '/mentions-legales', '/cgv', '/confidentialite'].flatMap((page) =>
      inEveryLanguage({ fr: `/fr${page}`, en: `/en${page}`, it: `/it${page}` }),
    );
    const slugPages = (route: string, rows: { slug_fr: string; slug_en: string; slug_it: string }[]) =>
      rows.flatMap((row) =>
        inEveryLanguage({ fr: `/fr/${route}/${row.slug_fr}`, en: `/en/${route}/${row.slug_en}`, it: `/it/${route}/${row.slug_it}` }),
      );
    const categories = await categoriesInDatabase();
    const products = await productsInDatabase();
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(products.length).toBeGreaterThanOrEqual(24);

    const byLoc = (a: SitemapUrl, b: SitemapUrl) => a.loc.localeCompare(b.loc);
    const withoutLastmod = urls.map(({ lastmod: _lastmod, ...url }) => url);
    expect(withoutLastmod.sort(byLoc)).toEqual(
      [...staticPages, ...slugPages('categorie', categories), ...slugPages('produit', products)].sort(byLoc),
    );
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
  });

  it('lists every category, the test product’s own included', async () => {
    const locs = new Set((await sitemap()).map((url) => url.loc));
    for (const category of await categoriesInDatabase()) {
      expect(locs).toContain(`${publicUrl}/fr/categorie/${category.slug_fr}`);
      expect(locs).toContain(`${publicUrl}/en/categorie/${category.slug_en}`);
      expect(locs).toContain(`${publicUrl}/it/categorie/${category.slug_it}`);
    }
    const { slug_en } = await shop.app.db
      .selectFrom('product_categories')
      .select('slug_en')
      .where('id', '=', product.categoryId)
      .executeTakeFirstOrThrow();
    expect(locs).toContain(`${publicUrl}/en/categorie/${slug_en}`);
  });

  it('leaves out the cart, delivery, account and test pages, and gives only absolute URLs on the public address', async () => {
    const urls = await sitemap();
    const everyUrl = urls.flatMap((url) => [url.loc, ...Object.values(url.alternates)]);
    for (const url of everyUrl) {
      expect(url.startsWith(`${publicUrl}/`)).toBe(true);
      expect(new URL(url).href).toBe(url);
      expect(new URL(url).pathname).not.toMatch(/^\/(fr|en|it)\/(panier|livraison|mon-compte|test)(\/|$)/);
    }
    expect(everyUrl).toContain(`${publicUrl}/fr`);
  });

  it('follows the catalogue: a changed slug shows once the catalogue cache is cleared', async () => {
    const oldLoc = `${publicUrl}/en/produit/trial-lemon-${productKey}`;
    const newLoc = `${publicUrl}/en/produit/renamed-lemon-${productKey}`;
    expect((await sitemap()).map((url) => url.loc)).toContain(oldLoc);

    await shop.app.db
      .updateTable('products')
      .set({ slug_en: `renamed-lemon-${productKey}` })
      .where('id', '=', product.productId)
      .execute();
    // Kept with the catalogue's answers: the same sitemap until whatever changes the catalogue clears them.
    expect((await sitemap()).map((url) => url.loc)).toContain(oldLoc);
    shop.app.catalogueCache.clear();

    const urls = await sitemap();
    expect(urls.map((url) => url.loc)).not.toContain(oldLoc);
    const renamed = urls.find((url) => url.loc === newLoc);
    expect(renamed?.alternates).toEqual({
      fr: `${publicUrl}/fr/produit/essai-${productKey}`,
      en: newLoc,
      it: `${publicUrl}/it/produit/limone-di-prova-${productKey}`,
      'x-default': `${publicUrl}/fr/produit/essai-${productKey}`,
    });
    expect(urls.find((url) => url.loc === `${publicUrl}/fr/produit/essai-${productKey}`)?.alternates.en).toBe(newLoc);
  });

  it('lists a new product once the catalogue cache is cleared', async () => {
    const added = await createTestProduct(shop.app.db);
    shop.app.catalogueCache.clear();
    const locs = (await sitemap()).map((url) => url.loc);
    expect(locs).toContain(`${publicUrl}/it/produit/limone-di-prova-${added.slug.replace(/^essai-/, '')}`);
  });

  it('robots.txt lets crawlers in but out of the private pages, and names the sitemap', async () => {
    const response = await shop.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    expect(disallowed).toEqual(
      expect.arrayContaining(['/fr/panier', '/en/mon-compte', '/it/livraison', '/reset-password', '/verify-email/', '/api/']),
    );
    // Nothing a shopper should find through a search engine is kept out.
    for (const path of disallowed) expect(['/', '/fr', '/en/produit/', '/it/categorie/', '/fr/a-propos']).not.toContain(path);
    expect(lines).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
  });

  it('answers both before the shop’s pages, and with no shell build', async () => {
    // The built site answers every other GET: its files through a catch-all route, its pages (the shell's
    // index.html) through the not-found handler. A stand-in of both, then none as when nothing is built.
    const shellPage = '<!doctype html><div id="shell"></div>';
    for (const withShell of [true, false]) {
      const app = await sitemapServer(shop.app.db);
      if (withShell) {
        app.get('/*', async (_request, reply) => reply.type('text/html').send(shellPage));
        app.setNotFoundHandler(async (_request, reply) => reply.type('text/html').send(shellPage));
      }
      try {
        expect((await app.inject({ url: '/fr/a-propos' })).body === shellPage).toBe(withShell);
        for (const url of ['/sitemap.xml', '/robots.txt', '/sitemap.xml?utm_source=x']) {
          const response = await app.inject({ url });
          expect(response.statusCode, `${url}, shell ${withShell}`).toBe(200);
          expect(response.headers['content-type']).not.toMatch(/html/);
        }
        const locs = (await readSitemap(app)).files.flatMap((file) => file.urls.map((url) => url.loc));
        expect(locs).toContain(`${publicUrl}/it/produit/limone-di-prova-${productKey}`);
        expect((await app.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    }
  });

  it('answers both in the whole shop server', async () => {
    for (const url of ['/sitemap.xml', '/robots.txt']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).not.toMatch(/html|json/);
    }
  });
});

describe.each(testEngines)('a public address with a trailing slash on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, { environment: { PUBLIC_URL: 'http://localhost:3000/' } });
  });
  afterAll(() => shop.close());

  it('gives URLs with one slash after the host', async () => {
    const { index, files } = await readSitemap(shop.app, 'http://localhost:3000');
    const locs = [...index, ...files.flatMap((file) => file.urls)].map((url) => url.loc);
    expect(locs).toContain('http://localhost:3000/fr');
    expect(locs.every((loc) => loc.startsWith('http://localhost:3000/') && !loc.slice('http://'.length).includes('//'))).toBe(true);
    expect((await shop.app.inject({ url: '/robots.txt' })).body).toContain('Sitemap: http://localhost:3000/sitemap.xml\n');
  });
});

/** A shop server of only the sitemap's routes, on a test database, with the limits a test gives its files. */
async function sitemapServer(
  db: TestApp['app']['db'],
  options: { limits?: SitemapLimits; cache?: CatalogueCache; routes?: DeployedRoutes } = {},
) {
  const app = Fastify();
  app.decorate('db', db);
  app.decorate('publicUrl', publicUrl);
  app.decorate('catalogueCache', options.cache ?? new CatalogueCache(0));
  await app.register(sitemapRoutes, { limits: options.limits, routes: options.routes });
  return app;
}

/** Each shown product's address in each language, as the sitemap must list them. */
async function productAddresses(db: TestApp['app']['db']): Promise<string[]> {
  const rows = await db.selectFrom('products').select(['slug_fr', 'slug_en', 'slug_it']).where('is_hidden', '=', 0).execute();
  return rows.flatMap((row) => [
    `${publicUrl}/fr/produit/${row.slug_fr}`,
    `${publicUrl}/en/produit/${row.slug_en}`,
    `${publicUrl}/it/produit/${row.slug_it}`,
  ]);
}

const productLocs = (files: { urls: SitemapUrl[] }[]) =>
  files.flatMap((file) => file.urls.map((url) => url.loc).filter((loc) => loc.includes('/produit/')));

describe.each(testEngines)('the sitemap of the apps deployed on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('lists a page an app deploys, keeps crawlers out of its private one, and forgets both once it is rolled back', async () => {
    const catalogPages = { product: { path: 'produit/:slug', sitemap: 'products' }, recipes: { path: 'recettes' } };
    const catalog = { version: 'one', manifest: '/apps/catalog/one/mf-manifest.json', pages: catalogPages };
    let remotes: RemotesMap = { catalog };
    const routes: DeployedRoutes = { current: async () => ({ remotes, routes: composeShopRoutes(undefined, remotes).table }) };
    const app = await sitemapServer(shop.app.db, { routes });
    const pagesXml = async () => parseSitemap((await app.inject({ url: '/sitemaps/pages.xml' })).body).map((url) => url.loc);
    const robots = async () => (await app.inject({ url: '/robots.txt' })).body;
    expect(await pagesXml()).not.toContain(`${publicUrl}/en/selection`);

    const pages = {
      ...catalogPages,
      selection: { path: 'selection' },
      tasting: { path: 'degustation', access: 'signed-in' as const },
    };
    remotes = { catalog: { ...catalog, version: 'two', pages } };
    expect(await pagesXml()).toEqual(
      expect.arrayContaining([`${publicUrl}/fr/selection`, `${publicUrl}/en/selection`, `${publicUrl}/it/selection`]),
    );
    expect(await pagesXml()).not.toContain(`${publicUrl}/fr/degustation`);
    expect(await robots()).toContain('Disallow: /it/degustation\n');

    remotes = { catalog };
    expect(await pagesXml()).not.toContain(`${publicUrl}/en/selection`);
    expect(await robots()).not.toContain('degustation');
  });
});

describe.each(testEngines)('the sitemap index on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('splits the catalogue into files within the limits, listing every product in fr, en and it once', async () => {
    const limits = { addresses: 30, bytes: 1_000_000 };
    const app = await sitemapServer(shop.app.db, { limits });
    try {
      const { index, files } = await readSitemap(app);
      const names = index.map((file) => new URL(file.loc).pathname);
      const products = await productAddresses(shop.app.db);
      expect(products.length).toBeGreaterThan(2 * limits.addresses);
      const productFiles = Math.ceil(products.length / limits.addresses);
      expect(names).toEqual([
        '/sitemaps/pages.xml',
        '/sitemaps/category-1.xml',
        ...Array.from({ length: productFiles }, (_, at) => `/sitemaps/product-${at + 1}.xml`),
      ]);
      for (const file of files) {
        expect(file.urls.length).toBeLessThanOrEqual(limits.addresses);
        expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(limits.bytes);
      }
      expect(productLocs(files).sort()).toEqual(products.sort());
      // Each product in one file, its three languages together.
      for (const file of files.slice(2)) expect(file.urls.length % 3).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('keeps every file within the byte limit with the longest slugs the catalogue takes', async () => {
    const longest = (locale: string, at: number) => `${locale}-${at}-${'x'.repeat(slugMaxLength)}`.slice(0, slugMaxLength);
    const added = await Promise.all(Array.from({ length: 7 }, () => createTestProduct(shop.app.db)));
    for (const [at, { productId }] of added.entries()) {
      await shop.app.db
        .updateTable('products')
        .set({ slug_fr: longest('fr', at), slug_en: longest('en', at), slug_it: longest('it', at) })
        .where('id', '=', productId)
        .execute();
    }
    const limits = { addresses: 50_000, bytes: 9_000 };
    const app = await sitemapServer(shop.app.db, { limits });
    try {
      const { files } = await readSitemap(app);
      for (const file of files) expect(Buffer.byteLength(file.xml), file.xml.slice(0, 200)).toBeLessThanOrEqual(limits.bytes);
      expect(files.length).toBeGreaterThan(10);
      expect(productLocs(files).sort()).toEqual((await productAddresses(shop.app.db)).sort());
    } finally {
      await app.close();
    }
  });

  it('gives each product its last change as lastmod, and each file its latest', async () => {
    const product = await createTestProduct(shop.app.db);
    const saved = new Date('2031-05-04T03:02:01.000Z');
    await shop.app.db.updateTable('products').set({ updated_at: saved }).where('id', '=', product.productId).execute();
    shop.app.catalogueCache.clear();
    const { index, files } = await readSitemap(shop.app);
    const at = files.findIndex((file) => file.urls.some((url) => url.loc === `${publicUrl}/fr/produit/${product.slug}`));
    expect(files[at]!.urls.filter((url) => url.loc.includes(product.slug.replace(/^essai-/, '')))).toEqual(
      expect.arrayContaining([expect.objectContaining({ lastmod: saved.toISOString() })]),
    );
    expect(index[at]!.lastmod).toBe(saved.toISOString());
    // The pages without a slug, and the categories, keep no time of change.
    expect(index[0]!.lastmod).toBeUndefined();
    expect(files[0]!.urls.every((url) => url.lastmod === undefined)).toBe(true);
  });

  it('is built once per catalogue change, not per request, even with the catalogue cache off', async () => {
    const cache = new CatalogueCache(0);
    const app = await sitemapServer(shop.app.db, { cache });
    try {
      const product = await createTestProduct(shop.app.db);
      const key = product.slug.replace(/^essai-/, '');
      const locs = async () => productLocs((await readSitemap(app)).files);
      expect(await locs()).toContain(`${publicUrl}/en/produit/trial-lemon-${key}`);
      await shop.app.db
        .updateTable('products')
        .set({ slug_en: `kept-lemon-${key}` })
        .where('id', '=', product.productId)
        .execute();
      expect(await locs()).toContain(`${publicUrl}/en/produit/trial-lemon-${key}`);
      cache.clear();
      expect(await locs()).toContain(`${publicUrl}/en/produit/kept-lemon-${key}`);
    } finally {
      await app.close();
    }
  });

  it('sends gzip to whoever accepts it and plain XML to the others, and nothing for a file the index does not name', async () => {
    const zipped = await shop.app.inject({ url: '/sitemaps/pages.xml', headers: { 'accept-encoding': 'br, gzip;q=0.8' } });
    const plain = await shop.app.inject({ url: '/sitemaps/pages.xml', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(parseSitemap(plain.body).map((url) => url.loc)).toContain(`${publicUrl}/it/contact`);
    for (const url of ['/sitemaps/product-999.xml', '/sitemaps/secrets.txt'])
      expect((await shop.app.inject({ url })).statusCode, url).toBe(404);
  });
});

describe('the sitemap of 17,000 products, with the protocol’s limits', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('sqlite');
    await seedLargeCatalogue(shop.database.connection.db, 17_000);
  }, 60_000);
  afterAll(() => shop.close());

  it('lists all 51,000 and more product addresses in files of at most 50,000 addresses and 50 MB', async () => {
    const { index, files } = await readSitemap(shop.app);
    expect(index.filter((file) => file.loc.includes('/product-'))).toHaveLength(2);
    for (const file of files) {
      expect(file.urls.length).toBeLessThanOrEqual(sitemapProtocolLimits.addresses);
      expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(sitemapProtocolLimits.bytes);
    }
    const listed = productLocs(files);
    expect(listed.length).toBeGreaterThan(51_000);
    expect(new Set(listed)).toEqual(new Set(await productAddresses(shop.app.db)));
    expect(listed).toHaveLength(new Set(listed).size);
  }, 60_000);
});
