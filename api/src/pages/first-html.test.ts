import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Deployments } from '../remotes/deployments';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { FirstHtml } from './first-html';

const publicUrl = 'https://shop.example';
const heads = (title: string, description?: string) => ({
  fr: { title: `${title} (fr)`, ...(description ? { description: `${description} (fr)` } : {}) },
  en: { title: `${title} (en)`, ...(description ? { description: `${description} (en)` } : {}) },
  it: { title: `${title} (it)`, ...(description ? { description: `${description} (it)` } : {}) },
});

/** An attribute's text as the browser reads it. */
const unescaped = (text: string) =>
  text.replace(/&(#39|quot|lt|gt|amp);/g, (_entity, name: string) => ({ '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' })[name]!);

const json = (file: string, value: unknown) => writeFileSync(file, JSON.stringify(value));

/** A shell build as the shop's build leaves it, reduced to what the server reads. */
function writeShellBuild(dir: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>L\'Atelier du Citron</title>' +
      '<script defer src="/assets/main.1.js"></script></head><body><div id="shell"></div></body></html>',
  );
  json(path.join(dir, 'shell-assets.json'), {
    boot: { js: ['assets/bootstrap.1.js'], css: ['assets/bootstrap.1.css'] },
    fragments: { home: [{ app: 'catalog', module: 'home-blocks' }] },
    pictures: { home: 'assets/hero-poster.1.webp' },
  });
  json(path.join(dir, 'mf-manifest.json'), {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [],
    shared: [{ assets: { js: { sync: ['assets/react.1.js'] }, css: { sync: [] } } }],
  });
  json(path.join(dir, 'page-heads.json'), { home: heads('Home', 'Lemons'), notFound: heads('Not found') });
}

/** A catalogue build: its manifest, its pages' files and heads, `mark` telling one build from another. */
function writeCatalogBuild(dir: string, mark: string) {
  mkdirSync(dir, { recursive: true });
  const assets = (file: string) => ({ js: { sync: [`${file}.${mark}.js`] }, css: { sync: [`${file}.${mark}.css`] } });
  json(path.join(dir, 'mf-manifest.json'), {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './lifecycles', assets: assets('lifecycles') },
      { path: './home-blocks', assets: assets('home-blocks') },
    ],
    shared: [],
  });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var catalog = '${mark}';`);
  json(path.join(dir, 'route-files.json'), {
    product: { js: [`route-product.${mark}.js`, `vendors.${mark}.js`], css: [`route-product.${mark}.css`] },
    category: { js: [`route-category.${mark}.js`], css: [] },
  });
  json(path.join(dir, 'page-heads.json'), {
    product: Object.fromEntries(
      ['fr', 'en', 'it'].map((locale) => [locale, { title: `{{name}} · ${mark} (${locale})`, description: '{{summary}}' }]),
    ),
    category: heads('{{name}}', 'All of {{name}}'),
    recipes: heads('Recipes'),
  });
}

/** The tags of the head, as the browser would read them. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => match[1]!);
  return {
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(head)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(head)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    ogImage: /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1],
    preloads: attribute(/<link rel="preload" href="([^"]+)"/g),
    jsonLd: /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1],
    remotesMap: /<script type="application\/json" id="remotes-map">(.*?)<\/script>/.exec(head)?.[1],
    firstAnswers: JSON.parse(/<script type="application\/json" id="first-answers">(.*?)<\/script>/.exec(head)?.[1] ?? 'null') as Record<
      string,
      unknown
    > | null,
  };
}

describe.each(testEngines)('the first HTML of a page (%s)', (engine) => {
  let testApp: TestApp;
  let workDir: string;
  let deployments: Deployments;
  let firstHtml: FirstHtml;
  let catalogVersion: string;
  const page = async (pathname: string, known = true, search = '') => {
    const { status, html } = await firstHtml.render(pathname, known, search);
    return { status, ...headOf(html) };
  };

  beforeAll(async () => {
    testApp = await createTestApp(engine);
    workDir = mkdtempSync(path.join(tmpdir(), 'first-html-'));
    const shellDir = path.join(workDir, 'shell');
    writeShellBuild(shellDir);
    writeCatalogBuild(path.join(workDir, 'catalog-1'), 'one');
    deployments = new Deployments(path.join(workDir, 'data'));
    ({ version: catalogVersion } = await deployments.deploy('catalog', path.join(workDir, 'catalog-1')));
    const readApi = async (url: string) => {
      const { statusCode, body } = await testApp.app.inject({ method: 'GET', url });
      return { statusCode, body };
    };
    firstHtml = new FirstHtml({ shellDir, deployments, publicUrl, readApi });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('gives a product page its title, summary, addresses in every language, picture and structured data', async () => {
    const product = await page('/en/produit/menton-lemon-liqueur');
    expect(product.status).toBe(200);
    expect(product.lang).toBe('en');
    expect(product.title).toBe('Menton lemon liqueur · one (en)');
    expect(product.description).toMatch(/^Our signature liqueur: Menton lemon/);
    expect(unescaped(product.description!).length).toBeLessThanOrEqual(155);
    expect(product.canonical).toBe(`${publicUrl}/en/produit/menton-lemon-liqueur`);
    expect(product.alternates).toEqual({
      fr: `${publicUrl}/fr/produit/liqueur-citron-menton`,
      en: `${publicUrl}/en/produit/menton-lemon-liqueur`,
      it: `${publicUrl}/it/produit/liquore-limone-mentone`,
      'x-default': `${publicUrl}/fr/produit/liqueur-citron-menton`,
    });
    expect(product.ogImage).toMatch(new RegExp(`^${publicUrl}/media/products/liqueur-citron-menton-.+-page\\.webp$`));
    expect(product.robots).toBeUndefined();

    const jsonLd = JSON.parse(product.jsonLd!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Menton lemon liqueur', image: [product.ogImage] });
    expect(jsonLd.offers).toEqual([
      expect.objectContaining({ name: '20 cl', price: '14.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' }),
      expect.objectContaining({ name: '50 cl', price: '28.90' }),
      expect.objectContaining({ name: '70 cl', price: '36.90' }),
    ]);
  });

  it('names the page by its own slug in each language, whichever slug the address used', async () => {
    const product = await page('/it/produit/liqueur-citron-menton');
    expect(product.canonical).toBe(`${publicUrl}/it/produit/liquore-limone-mentone`);
    expect(product.title).toBe('Liquore al limone di Mentone · one (it)');
  });

  it('announces the files the page needs: its picture first, the shell, then the deployed app’s entry, chunks and page', async () => {
    const product = await page('/fr/produit/liqueur-citron-menton');
    const base = `/apps/catalog/${catalogVersion}/`;
    expect(product.preloads).toEqual([
      product.ogImage!.replace(publicUrl, ''),
      '/assets/bootstrap.1.css',
      '/assets/bootstrap.1.js',
      '/assets/react.1.js',
      `${base}mf-manifest.json`,
      `${base}remoteEntry.js`,
      `${base}lifecycles.one.css`,
      `${base}route-product.one.css`,
      `${base}lifecycles.one.js`,
      `${base}route-product.one.js`,
      `${base}vendors.one.js`,
    ]);
    // Only the page's own chunk: not the app's other pages.
    expect((await page('/fr/categorie/boissons')).preloads.filter((href) => href.includes('/route-'))).toEqual([
      `${base}route-category.one.js`,
    ]);
    expect((await page('/fr/recettes')).preloads.filter((href) => href.includes('/route-'))).toEqual([]);
    expect(product.html).toContain(`<link rel="preload" href="${product.preloads[0]}" as="image" fetchpriority="high">`);
    expect(product.html).toContain(`<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(JSON.parse(product.remotesMap!)).toEqual(await deployments.remotesMap());
  });

  it('announces the home page’s picture and its fragments of feature apps', async () => {
    const home = await page('/fr');
    expect(home.title).toBe('Home (fr)');
    expect(home.description).toBe('Lemons (fr)');
    expect(home.canonical).toBe(`${publicUrl}/fr`);
    expect(home.preloads).toContain(`/apps/catalog/${catalogVersion}/home-blocks.one.js`);
    expect(home.preloads[0]).toBe('/assets/hero-poster.1.webp');
    expect(home.html).toContain('<link rel="preload" href="/assets/hero-poster.1.webp" as="image" fetchpriority="high">');
    expect((await page('/fr/recettes')).preloads.filter((href) => href.endsWith('.webp'))).toEqual([]);
    expect(home.preloads).not.toContain(`/apps/catalog/${catalogVersion}/lifecycles.one.js`);
  });

  it('follows a deployment made after the server started: heads and preloads of the new version', async () => {
    writeCatalogBuild(path.join(workDir, 'catalog-2'), 'two');
    const { version } = await deployments.deploy('catalog', path.join(workDir, 'catalog-2'));
    try {
      const product = await page('/fr/produit/liqueur-citron-menton');
      expect(product.title).toBe('Liqueur de citron de Menton · two (fr)');
      expect(product.preloads).toContain(`/apps/catalog/${version}/lifecycles.two.js`);
      expect(product.preloads).toContain(`/apps/catalog/${version}/route-product.two.js`);
      expect(product.preloads.filter((href) => href.includes(catalogVersion))).toEqual([]);
    } finally {
      await deployments.rollback('catalog');
    }
    expect((await page('/fr/produit/liqueur-citron-menton')).title).toBe('Liqueur de citron de Menton · one (fr)');
  });

  it('names the shell’s new files once the shell is rebuilt in place, without a restart', async () => {
    const shellDir = path.join(workDir, 'shell');
    const before = await page('/fr/recettes');
    expect(before.preloads).toContain('/assets/bootstrap.1.js');
    json(path.join(shellDir, 'shell-assets.json'), { boot: { js: ['assets/bootstrap.2.js'], css: [] }, fragments: {} });
    writeFileSync(
      path.join(shellDir, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>x</title><script defer src="/assets/main.2.js"></script></head><body></body></html>',
    );
    // A rebuild is a later write: the clock of this machine may not tick between two writes.
    const later = new Date(Date.now() + 60_000);
    for (const file of ['shell-assets.json', 'index.html']) utimesSync(path.join(shellDir, file), later, later);
    try {
      const after = await page('/fr/recettes');
      expect(after.html).toContain('src="/assets/main.2.js"');
      expect(after.preloads).toContain('/assets/bootstrap.2.js');
      expect(after.preloads).not.toContain('/assets/bootstrap.1.js');
    } finally {
      writeShellBuild(shellDir);
      const again = new Date(Date.now() + 120_000);
      for (const file of ['shell-assets.json', 'index.html']) utimesSync(path.join(shellDir, file), again, again);
    }
    expect((await page('/fr/recettes')).preloads).toContain('/assets/bootstrap.1.js');
  });

  it('carries the answers to the page’s first calls, as the API gives them, under the addresses the page asks', async () => {
    const apiAnswer = async (address: string) => JSON.parse((await testApp.app.inject({ method: 'GET', url: address })).body);
    const addresses = (answers: Record<string, unknown> | null) =>
      Object.keys(answers ?? {})
        .map(decodeURIComponent)
        .sort();
    const mainCategories = '/api/product_categories?filter[is_main]=true&sort=order&perPage=10';

    const product = await page('/en/produit/menton-lemon-liqueur');
    const liqueur = await apiAnswer('/api/products/menton-lemon-liqueur');
    const related = `/api/products?filter[product_category_id]=${liqueur.data.product_category_id}&filter[related]=${liqueur.data.id}&perPage=3`;
    expect(addresses(product.firstAnswers)).toEqual(
      [related, '/api/product_categories?filter[is_main]=true&sort=order&perPage=10', '/api/products/menton-lemon-liqueur'].sort(),
    );
    for (const [address, answer] of Object.entries(product.firstAnswers!)) expect(answer, address).toEqual(await apiAnswer(address));

    const home = await page('/fr');
    expect(addresses(home.firstAnswers)).toEqual(
      [
        mainCategories,
        '/api/products?filter[is_monthly]=true&include=recipes',
        '/api/products?perPage=5&filter[is_highlighted]=true&sort=order',
      ].sort(),
    );

    const secondPage = await page('/fr/categorie/boissons', true, '?page=2');
    const drinks = await apiAnswer('/api/product_categories/boissons');
    expect(addresses(secondPage.firstAnswers)).toEqual(
      [
        mainCategories,
        '/api/product_categories/boissons',
        `/api/products?filter[product_category_id]=${drinks.data.id}&sort=order&perPage=12&page=2`,
      ].sort(),
    );

    // A page naming nothing gets the answers every page needs; its own call fails again in the browser.
    expect(addresses((await page('/fr/produit/no-such-lemon')).firstAnswers)).toEqual([mainCategories]);
    expect(addresses((await page('/fr/nulle-part', false)).firstAnswers)).toEqual([mainCategories]);
  });

  it('opens a category page with its first card’s picture, loaded first', async () => {
    const drinks = await page('/fr/categorie/boissons');
    const listed = Object.entries(drinks.firstAnswers!).find(([address]) => address.startsWith('/api/products?'))![1] as {
      data: { product_variations: { stock: number; card_picture_url: string }[] }[];
    };
    const [first] = listed.data;
    const shown = first!.product_variations.find((variation) => variation.stock > 0) ?? first!.product_variations[0];
    expect(drinks.preloads[0]).toBe(shown!.card_picture_url);
    expect(drinks.html).toContain(`<link rel="preload" href="${shown!.card_picture_url}" as="image" fetchpriority="high">`);
  });

  it('goes out without a missing answer, and not at all (the server sends the bare page) when the catalogue fails', async () => {
    const failing = (failed: (url: string) => boolean) =>
      new FirstHtml({
        shellDir: path.join(workDir, 'shell'),
        deployments,
        publicUrl,
        readApi: async (url) => {
          if (failed(url)) return { statusCode: 500, body: '{"message":"down"}' };
          const { statusCode, body } = await testApp.app.inject({ method: 'GET', url });
          return { statusCode, body };
        },
      });
    const withoutCategories = headOf((await failing((url) => url.startsWith('/api/product_categories')).render('/fr/recettes', true)).html);
    expect(withoutCategories.firstAnswers).toEqual({});
    expect(withoutCategories.title).toBe('Recipes (fr)');
    await expect(failing((url) => url.startsWith('/api/products/')).render('/fr/produit/liqueur-citron-menton', true)).rejects.toThrow(
      /catalogue answered 500/,
    );
  });

  it('answers a category with its name, and a product or category there is none of with a 404', async () => {
    const category = await page('/fr/categorie/drinks');
    expect(category).toMatchObject({ status: 200, title: 'Boissons (fr)', description: 'All of Boissons (fr)' });
    expect(category.canonical).toBe(`${publicUrl}/fr/categorie/boissons`);
    expect(category.jsonLd).toBeUndefined();

    for (const pathname of ['/fr/produit/no-such-lemon', '/en/categorie/no-such-shelf', '/fr/produit/99999999']) {
      const missing = await page(pathname);
      expect(missing.status, pathname).toBe(404);
      expect(missing.robots).toBe('noindex');
      expect(missing.canonical).toBeUndefined();
    }
    expect((await page('/en/produit/no-such-lemon')).title).toBe('Not found (en)');
  });

  it('keeps personal pages out of search engines and gives an unknown page the not-found head', async () => {
    const cart = await page('/it/panier');
    expect(cart).toMatchObject({ status: 200, robots: 'noindex', canonical: undefined });
    expect(cart.alternates).toEqual({});

    const unknown = await page('/it/nulla', false);
    expect(unknown).toMatchObject({ status: 404, lang: 'it', title: 'Not found (it)', robots: 'noindex' });
  });

  it('goes out with what it can say when a build holds no page heads or a broken manifest', async () => {
    const bare = path.join(workDir, 'catalog-bare');
    mkdirSync(bare);
    writeFileSync(path.join(bare, 'mf-manifest.json'), '{"not":"a manifest"}');
    const { version } = await deployments.deploy('catalog', bare);
    try {
      const recipes = await page('/fr/recettes');
      expect(recipes).toMatchObject({ status: 200, title: 'L&#39;Atelier du Citron' });
      expect(recipes.preloads.some((href) => href.startsWith(`/apps/catalog/${version}/`))).toBe(false);
      expect(JSON.parse(recipes.remotesMap!).catalog.version).toBe(version);
    } finally {
      await deployments.rollback('catalog');
    }
  });

  it('keeps a product’s words inside the tags that carry them', async () => {
    const hostile = `</script><script>alert(1)</script>"><img src=x onerror=alert(1)> $' $& $\``;
    const renamed = async (label: string) => {
      await testApp.database.connection.db
        .updateTable('products')
        .set({ label_fr: label })
        .where('slug_fr', '=', 'liqueur-citron-menton')
        .execute();
      testApp.app.catalogueCache.clear(); // as the shop's own changes to the catalogue do
    };
    await renamed(hostile);
    try {
      const product = await page('/fr/produit/liqueur-citron-menton');
      expect(product.html).not.toContain('<script>alert(1)');
      expect(product.html).not.toContain('<img src=x');
      expect(JSON.parse(product.jsonLd!).name).toBe(hostile);
      expect(product.title).toBe(
        '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt; $&#39; $&amp; $` · one (fr)',
      );
      expect(product.html.match(/<title>/g)).toHaveLength(1);
    } finally {
      await renamed('Liqueur de citron de Menton');
    }
  });
});
