import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueCache } from '../catalog/catalogue-cache';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestProduct, type TestProduct } from '../test-support/test-products';
import { disallowedPaths, indexableRoutes, sitemapRoutes } from './sitemap.routes';

const publicUrl = 'https://shop.example';

interface SitemapUrl {
  loc: string;
  /** hreflang → href */
  alternates: Record<string, string>;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The `<url>` elements of a sitemap, read strictly: the document must be the XML declaration, a urlset
 * with the sitemap and xhtml namespaces, and nothing but `<url>` elements of one `<loc>` and its
 * `<xhtml:link rel="alternate">`s.
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
    const loc = /^\s*<loc>([^<]*)<\/loc>/.exec(inner);
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
    urls.push({ loc: unescapeXml(loc![1]!), alternates });
    return '';
  });
  expect(rest.trim()).toBe('</urlset>');
  return urls;
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
    const { pages, slugPages } = indexableRoutes();
    expect(pages.sort()).toEqual(['about', 'cgv', 'contact', 'home', 'legal', 'recipes']);
    expect(slugPages.sort()).toEqual(['category', 'product']);
  });

  it('and robots.txt keeps crawlers out of the others in every language', () => {
    const paths = disallowedPaths();
    for (const locale of ['fr', 'en', 'it']) {
      for (const page of ['panier', 'livraison', 'mon-compte', 'test', 'gestion']) expect(paths).toContain(`/${locale}/${page}`);
    }
    // The back office's pages are all under its one prefix: one line each language.
    expect(paths).toHaveLength(3 * 5 + 3);
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

  async function sitemap(): Promise<SitemapUrl[]> {
    const response = await shop.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    return parseSitemap(response.body);
  }

  const categoriesInDatabase = () =>
    shop.app.db.selectFrom('product_categories').select(['slug_fr', 'slug_en', 'slug_it']).orderBy('position').orderBy('id').execute();
  const productsInDatabase = () =>
    shop.app.db.selectFrom('products').select(['slug_fr', 'slug_en', 'slug_it']).orderBy('position').orderBy('id').execute();

  it('lists the test product in its three languages, each with its alternates', async () => {
    const urls = await sitemap();
    const expected = inEveryLanguage({
      fr: `/fr/produit/essai-${productKey}`,
      en: `/en/produit/trial-lemon-${productKey}`,
      it: `/it/produit/limone-di-prova-${productKey}`,
    });
    for (const entry of expected) expect(urls.find((url) => url.loc === entry.loc)).toEqual(entry);
    expect(urls.filter((url) => url.loc.includes(productKey) && url.loc.includes('/produit/'))).toHaveLength(3);
  });

  it('lists exactly the home, content and recipes pages, every category and every product', async () => {
    const urls = await sitemap();
    const staticPages = ['', '/a-propos', '/contact', '/recettes', '/mentions-legales', '/cgv'].flatMap((page) =>
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
    expect([...urls].sort(byLoc)).toEqual(
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
      const app = Fastify();
      app.decorate('db', shop.app.db);
      app.decorate('publicUrl', publicUrl);
      app.decorate('catalogueCache', new CatalogueCache(0));
      await app.register(sitemapRoutes);
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
        const locs = parseSitemap((await app.inject({ url: '/sitemap.xml' })).body).map((url) => url.loc);
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
    const xml = (await shop.app.inject({ url: '/sitemap.xml' })).body;
    const locs = parseSitemap(xml).map((url) => url.loc);
    expect(locs).toContain('http://localhost:3000/fr');
    expect(locs.every((loc) => loc.startsWith('http://localhost:3000/') && !loc.slice('http://'.length).includes('//'))).toBe(true);
    expect((await shop.app.inject({ url: '/robots.txt' })).body).toContain('Sitemap: http://localhost:3000/sitemap.xml\n');
  });
});
