import escapeHtml from 'escape-html';
import { productPictureSizes } from '@lemon/kit/product-picture-sizes';
import { shop } from '@lemon/kit/shop';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deployments } from '../remotes/deployments';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { DrawingTurns } from './drawing-turns';
import { FirstHtml } from './first-html';
import { ServerRenders } from './server-renders';

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
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>L’Atelier du Citron</title>' +
      '<script defer src="/assets/main.1.js"></script></head><body><div id="shell"></div></body></html>',
  );
  json(path.join(dir, 'shell-assets.json'), {
    boot: { js: ['assets/bootstrap.1.js'], css: ['assets/bootstrap.1.css'] },
    fragments: {
      home: [
        { app: 'catalog', module: 'home-blocks', takeOver: 'near-the-screen' },
        { app: 'content', module: 'home-about', takeOver: 'when-reached-for' },
      ],
    },
    pictures: { home: 'assets/hero-poster.1.webp' },
  });
  json(path.join(dir, 'page-heads.json'), { home: heads('Home', 'Lemons'), notFound: heads('Not found') });
  writeServerRender(dir, ...shellRender);
}

/**
 * A build's server render, as its bundler writes it (`server/render.cjs`), made of `exports` lines: the shell's
 * lays out the slots and fragments it is handed; a feature app's writes what it was asked for.
 */
function writeServerRender(dir: string, ...exports: string[]) {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'server', 'render.cjs'), exports.join('\n'));
}

const shellRender = [
  'exports.serverRenderVersion = 1;',
  'exports.renderPage = async ({ locale, cookies, slots, fragments }) => `<main data-locale="${locale}" data-cookies="${cookies}">` +',
  '  Object.entries(slots).map(([app, { html, build }]) => `<div id="app-${app}" data-build="${build}">${html}</div>`).join("") +',
  '  Object.entries(fragments).map(([key, html]) => `<aside data-fragment="${key}">${html}</aside>`).join("") + "</main>";',
];

const catalogRender = (mark: string) => [
  'exports.serverRenderVersion = 1;',
  `exports.buildId = "build ${mark}";`,
  `exports.renderPage = async ({ pathname, search, answers }) => \`<h1 data-build="${mark}">\${Object.keys(answers).length} answers for \${pathname}\${search}</h1>\`;`,
  `exports.renderFragments = async (module) => module === "home-blocks" ? { BestSellers: "<section>best sellers ${mark}</section>" } : {};`,
];

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
  writeServerRender(dir, ...catalogRender(mark));
}

/** A content build with no server render: the home page's about section, taken over when reached for. */
function writeContentBuild(dir: string) {
  mkdirSync(dir, { recursive: true });
  json(path.join(dir, 'mf-manifest.json'), {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './home-about', assets: { js: { sync: ['home-about.js'] }, css: { sync: ['home-about.css'] } } }],
  });
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var content;');
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
    stylesheets: attribute(/<link rel="stylesheet" href="([^"]+)"/g),
    body: /<div id="shell">(.*)<\/div><\/body>/.exec(html)?.[1],
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
  let contentVersion: string;
  let renders: ServerRenders;
  /** The API asked from within the server, as the shop's server does. */
  const readApi = async (url: string) => {
    const { statusCode, body } = await testApp.app.inject({ method: 'GET', url });
    return { statusCode, body };
  };
  const page = async (pathname: string, known = true, search = '', cookies = '') => {
    const { status, html } = await firstHtml.render(pathname, known, search, cookies);
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
    writeContentBuild(path.join(workDir, 'content-1'));
    ({ version: contentVersion } = await deployments.deploy('content', path.join(workDir, 'content-1')));
    renders = new ServerRenders(testApp.app.log);
    firstHtml = new FirstHtml({ shellDir, deployments, publicUrl, readApi, renders, log: testApp.app.log });
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
      product.ogImage!.replace(publicUrl, '').replace(/\.webp$/, '.avif'),
      '/assets/bootstrap.1.js',
      `${base}mf-manifest.json`,
      `${base}remoteEntry.js`,
      `${base}lifecycles.one.js`,
      `${base}route-product.one.js`,
      `${base}vendors.one.js`,
    ]);
    // The page is drawn: its stylesheets apply before it shows, in the order the scripts would add them.
    expect(product.stylesheets).toEqual(['/assets/bootstrap.1.css', `${base}lifecycles.one.css`, `${base}route-product.one.css`]);
    // Only the page's own chunk: not the app's other pages.
    expect((await page('/fr/categorie/boissons')).preloads.filter((href) => href.includes('/route-'))).toEqual([
      `${base}route-category.one.js`,
    ]);
    expect((await page('/fr/recettes')).preloads.filter((href) => href.includes('/route-'))).toEqual([]);
    // The picture as the page's <picture> takes it: AVIF, in the size its width on the screen asks.
    const liqueur = (await testApp.app.inject({ url: '/api/products/liqueur-citron-menton' })).json() as {
      data: { product_variations: { picture_srcset: { avif: string } }[] };
    };
    const avif = escapeHtml(liqueur.data.product_variations[0]!.picture_srcset.avif);
    expect(product.html).toContain(
      `<link rel="preload" href="${product.preloads[0]}" as="image" imagesrcset="${avif}" imagesizes="${productPictureSizes.page}" type="image/avif" fetchpriority="high">`,
    );
    // The scripts and what they read come after what the page shows.
    expect(product.html).toContain(
      `<link rel="preload" href="${base}mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">`,
    );
    expect(product.html).toContain(`<link rel="preload" href="${base}remoteEntry.js" as="script" fetchpriority="low">`);
    expect(JSON.parse(product.remotesMap!)).toEqual(await deployments.remotesMap());
  });

  it('announces the home page’s picture, its fragments’ styles, and the code of those whose buttons must answer at once', async () => {
    const home = await page('/fr');
    expect(home.title).toBe('Home (fr)');
    expect(home.description).toBe('Lemons (fr)');
    expect(home.canonical).toBe(`${publicUrl}/fr`);
    expect(home.preloads[0]).toBe('/assets/hero-poster.1.webp');
    expect(home.html).toContain('<link rel="preload" href="/assets/hero-poster.1.webp" as="image" fetchpriority="high">');
    expect(home.stylesheets).toEqual(
      expect.arrayContaining([`/apps/catalog/${catalogVersion}/home-blocks.one.css`, `/apps/content/${contentVersion}/home-about.css`]),
    );
    // The blocks' code comes with the page; the about section's does not.
    expect(home.preloads.filter((href) => href.startsWith('/apps/'))).toEqual([
      `/apps/catalog/${catalogVersion}/mf-manifest.json`,
      `/apps/catalog/${catalogVersion}/remoteEntry.js`,
      `/apps/catalog/${catalogVersion}/home-blocks.one.js`,
    ]);
    expect((await page('/fr/recettes')).preloads.filter((href) => href.endsWith('.webp'))).toEqual([]);
  });

  it('draws the page’s body: the shell’s, with the app showing the page in its slot, from the page’s first answers', async () => {
    const product = await page('/fr/produit/liqueur-citron-menton', true, '', 'cc_cookie=yes');
    expect(product.body).toBe(
      '<main data-locale="fr" data-cookies="cc_cookie=yes"><div id="app-catalog" data-build="build one">' +
        `<h1 data-build="one">${Object.keys(product.firstAnswers!).length} answers for /fr/produit/liqueur-citron-menton</h1></div></main>`,
    );
    const secondPage = await page('/en/categorie/drinks', true, '?page=2');
    expect(secondPage.body).toMatch(/^<main data-locale="en" .*answers for \/en\/categorie\/drinks\?page=2<\/h1>/);
  });

  it('draws the home page with the fragments its feature apps draw for it', async () => {
    const home = await page('/it');
    expect(home.body).toBe(
      '<main data-locale="it" data-cookies=""><aside data-fragment="catalog/home-blocks#BestSellers"><section>best sellers one</section></aside></main>',
    );
    expect(home.stylesheets).toContain(`/apps/catalog/${catalogVersion}/home-blocks.one.css`);
  });

  it('leaves to the browser a page behind the login and an address without its language: styles only fetched early', async () => {
    for (const pathname of ['/fr/mon-compte', '/produit/liqueur-citron-menton']) {
      const left = await page(pathname);
      expect(left.body, pathname).toBe('');
      expect(left.stylesheets, pathname).toEqual([]);
      expect(left.preloads, pathname).toContain('/assets/bootstrap.1.css');
    }
  });

  it('sends the page drawn without an app whose render fails, is broken or speaks another version: the browser draws it', async () => {
    const renders = {
      failing: ['exports.serverRenderVersion = 1;', 'exports.renderPage = async () => { throw new Error("boom"); };'],
      broken: ['exports.serverRenderVersion = 1; this is not JavaScript'],
      newer: ['exports.serverRenderVersion = 2;', 'exports.renderPage = async () => "<h1>from the future</h1>";'],
    };
    for (const [name, render] of Object.entries(renders)) {
      const dir = path.join(workDir, `catalog-${name}`);
      writeCatalogBuild(dir, name);
      writeServerRender(dir, ...render);
      await deployments.deploy('catalog', dir);
      try {
        const product = await page('/fr/produit/liqueur-citron-menton');
        expect(product.status, name).toBe(200);
        expect(product.title, name).toBe(`Liqueur de citron de Menton · ${name} (fr)`);
        expect(product.body, name).toBe('<main data-locale="fr" data-cookies=""></main>');
      } finally {
        await deployments.rollback('catalog');
      }
    }
  });

  describe('a page its app loads, heads and draws whole', () => {
    /** A catalogue render drawing its product page whole, through the server's API, as `renderOwnPage` does. */
    const ownRender = (fails = false) => [
      ...catalogRender('own'),
      'exports.ownedRoutes = ["product"];',
      'exports.renderOwnPage = async ({ pathname, locale }, host) => {',
      fails ? '  throw new Error("the own render broke");' : '',
      '  const slug = pathname.split("/").pop();',
      '  const { status, body } = await host.get("/api/products/" + slug);',
      '  if (status !== 200) return { status: 404, head: { title: "none " + locale }, preloads: [], html: "<p>none</p>",',
      '    state: { "catalog/product": { params: slug, status: "not-found" } } };',
      '  const name = body.data.label[locale];',
      '  return { status: 200, html: `<h1>own ${name}</h1>`,',
      '    head: { title: name + " · own", description: "About " + name, canonical: host.publicUrl + pathname, picture: "/media/x.webp", kind: "product",',
      '      alternates: { fr: host.publicUrl + "/fr", en: host.publicUrl + "/en", it: host.publicUrl + "/it" },',
      '      structuredData: { "@type": "Product", name } },',
      '    preloads: [{ href: "/media/x.avif", as: "image", highPriority: true }],',
      '    state: { "catalog/product": { params: slug, status: "ready", data: { id: body.data.id } } } };',
      '};',
    ];
    const deployOwn = async (fails = false) => {
      const dir = path.join(workDir, fails ? 'catalog-own-failing' : 'catalog-own');
      writeCatalogBuild(dir, 'own');
      writeServerRender(dir, ...ownRender(fails));
      return (await deployments.deploy('catalog', dir)).version;
    };
    const pageStates = (html: string) =>
      JSON.parse(/<script type="application\/json" id="page-states">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;

    it('sends the head, preloads, body and state the app gives, with only the answers the shell draws with', async () => {
      const version = await deployOwn();
      try {
        const product = await page('/en/produit/menton-lemon-liqueur');
        expect(product.status).toBe(200);
        expect(product.title).toBe('Menton lemon liqueur · own');
        expect(product.description).toBe('About Menton lemon liqueur');
        expect(product.canonical).toBe(`${publicUrl}/en/produit/menton-lemon-liqueur`);
        expect(product.alternates).toMatchObject({ en: `${publicUrl}/en`, 'x-default': `${publicUrl}/fr` });
        expect(product.ogImage).toBe(`${publicUrl}/media/x.webp`);
        expect(JSON.parse(product.jsonLd!)).toEqual({ '@type': 'Product', name: 'Menton lemon liqueur' });
        expect(product.robots).toBeUndefined();
        expect(product.preloads).toEqual(expect.arrayContaining(['/media/x.avif', `/apps/catalog/${version}/route-product.own.js`]));
        expect(product.body).toContain('<div id="app-catalog" data-build="build own"><h1>own Menton lemon liqueur</h1></div>');
        const liqueur = JSON.parse((await testApp.app.inject({ method: 'GET', url: '/api/products/menton-lemon-liqueur' })).body);
        expect(pageStates(product.html)).toEqual({
          'catalog/product': { params: 'menton-lemon-liqueur', status: 'ready', data: { id: liqueur.data.id } },
        });
        // The page's own calls are the app's: the first answers are the shell's alone.
        expect(
          Object.keys(product.firstAnswers ?? {})
            .map(decodeURIComponent)
            .sort(),
        ).toEqual(['/api/festival-notice', '/api/product_categories?filter[is_main]=true&sort=order&perPage=10']);

        // Its other pages are drawn with their first answers, as before.
        const category = await page('/fr/categorie/liqueurs');
        expect(category.body).toMatch(/<h1 data-build="own">\d+ answers for \/fr\/categorie\/liqueurs<\/h1>/);
        expect(pageStates(category.html)).toBeNull();
      } finally {
        await deployments.rollback('catalog');
      }
    });

    it('answers 404, not for search engines, when the app has none of what the address names', async () => {
      await deployOwn();
      try {
        const missing = await page('/it/produit/nothing-here');
        expect(missing.status).toBe(404);
        expect(missing.title).toBe('none it');
        expect(missing.robots).toBe('noindex');
        expect(missing.canonical).toBeUndefined();
        expect(missing.body).toContain('<p>none</p>');
        expect(pageStates(missing.html)).toEqual({ 'catalog/product': { params: 'nothing-here', status: 'not-found' } });
      } finally {
        await deployments.rollback('catalog');
      }
    });

    it('draws the page with its first answers when the app’s own render fails, and says why', async () => {
      await deployOwn(true);
      const warn = vi.spyOn(testApp.app.log, 'warn');
      try {
        const product = await page('/fr/produit/liqueur-citron-menton');
        expect(product.status).toBe(200);
        expect(product.title).toBe('Liqueur de citron de Menton · own (fr)');
        expect(product.body).toMatch(/<h1 data-build="own">\d+ answers for \/fr\/produit\/liqueur-citron-menton<\/h1>/);
        expect(pageStates(product.html)).toBeNull();
        expect(warn).toHaveBeenCalledWith(
          { err: expect.objectContaining({ message: 'the own render broke' }) },
          expect.stringContaining('the catalog page /fr/produit/liqueur-citron-menton'),
        );
      } finally {
        warn.mockRestore();
        await deployments.rollback('catalog');
      }
    });
  });

  describe('a shell page whose fragments their apps load and draw whole', () => {
    const pageStates = (html: string) =>
      JSON.parse(/<script type="application\/json" id="page-states">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as unknown;
    const bestSellers = '/api/products?perPage=5&filter[is_highlighted]=true&sort=order';

    it('carries their HTML and their loaders’ state, and none of the answers they would have been given', async () => {
      const catalogDir = path.join(workDir, 'catalog-own-fragments');
      writeCatalogBuild(catalogDir, 'fragments');
      writeServerRender(
        catalogDir,
        ...catalogRender('fragments'),
        'exports.ownedFragmentModules = ["home-blocks"];',
        'exports.renderOwnFragments = async (module, { locale }, host) => {',
        `  const { body } = await host.get(${JSON.stringify(bestSellers)});`,
        '  return { html: { BestSellers: `<section>${body.data.length} own best sellers in ${locale}</section>` },',
        '    state: { "catalog/best-sellers": { status: "ready", data: body.data.map((product) => product.id) } } };',
        '};',
      );
      const contentDir = path.join(workDir, 'content-own-fragments');
      writeContentBuild(contentDir);
      writeServerRender(
        contentDir,
        'exports.serverRenderVersion = 1;',
        'exports.buildId = "content own";',
        'exports.renderPage = async () => undefined;',
        'exports.renderFragments = async () => ({});',
        'exports.ownedFragmentModules = ["home-about"];',
        'exports.renderOwnFragments = async () => ({ html: { HomeAbout: "<section>about, own</section>" }, state: {} });',
      );
      await deployments.deploy('catalog', catalogDir);
      await deployments.deploy('content', contentDir);
      try {
        const home = await page('/it');
        expect(home.body).toContain(
          '<aside data-fragment="catalog/home-blocks#BestSellers"><section>5 own best sellers in it</section></aside>',
        );
        expect(home.body).toContain('<aside data-fragment="content/home-about#HomeAbout"><section>about, own</section></aside>');
        const answer = JSON.parse((await testApp.app.inject({ method: 'GET', url: bestSellers })).body) as { data: { id: number }[] };
        expect(pageStates(home.html)).toEqual({
          'catalog/best-sellers': { status: 'ready', data: answer.data.map((product) => product.id) },
        });
        expect(
          Object.keys(home.firstAnswers ?? {})
            .map(decodeURIComponent)
            .sort(),
        ).toEqual(['/api/festival-notice', '/api/product_categories?filter[is_main]=true&sort=order&perPage=10']);
      } finally {
        await deployments.rollback('content');
        await deployments.rollback('catalog');
      }
      // Back on builds that are given the answers: the home page carries them again.
      expect(Object.keys((await page('/it')).firstAnswers ?? {}).map(decodeURIComponent)).toContain(bestSellers);
    });
  });

  describe('when pages come faster than they are drawn', () => {
    /** A catalogue render whose pages wait until the test lets them go (`release`), counting those it started. */
    const heldRender = [
      'exports.serverRenderVersion = 1;',
      'exports.buildId = "build held";',
      'exports.renderPage = ({ pathname }) => { const held = globalThis.heldDraws; held.started += 1;',
      '  return held.waiting ? new Promise((resolve) => held.release.push(() => resolve(`<h1>held ${pathname}</h1>`))) : `<h1>held ${pathname}</h1>`; };',
      'exports.renderFragments = async () => ({});',
    ];
    const held = { started: 0, waiting: true, release: [] as (() => void)[] };
    const releaseAll = () => held.release.splice(0).forEach((release) => release());
    let lineOf: (limits: { budgetMs: number; atOnce: number; waitingAtMost: number }) => { firstHtml: FirstHtml; turns: DrawingTurns };

    beforeAll(async () => {
      (globalThis as { heldDraws?: typeof held }).heldDraws = held;
      const dir = path.join(workDir, 'catalog-held');
      writeCatalogBuild(dir, 'held');
      writeServerRender(dir, ...heldRender);
      await deployments.deploy('catalog', dir);
      lineOf = (limits) => {
        const turns = new DrawingTurns(limits);
        const options = { shellDir: path.join(workDir, 'shell'), deployments, publicUrl, readApi, log: testApp.app.log };
        return { firstHtml: new FirstHtml({ ...options, renders: new ServerRenders(testApp.app.log, turns) }), turns };
      };
    });
    afterAll(async () => {
      held.waiting = false;
      releaseAll();
      await deployments.rollback('catalog');
    });
    beforeEach(() => {
      Object.assign(held, { started: 0, waiting: true });
      releaseAll();
    });

    const bodyOf = async (pending: Promise<{ html: string }>) => headOf((await pending).html).body;

    it('sends a page the browser draws, at once, when the line of pages waiting to be drawn is full', async () => {
      const { firstHtml: line, turns } = lineOf({ budgetMs: 60_000, atOnce: 1, waitingAtMost: 2 });
      const settled = new Set<string>();
      const open = (pathname: string) => {
        const pending = line.render(pathname, true);
        void pending.then(() => settled.add(pathname));
        return pending;
      };
      const drawing = open('/fr/produit/liqueur-citron-menton');
      await vi.waitFor(() => expect(held.started).toBe(1));
      const waiting = [open('/fr/produit/gin-citron-menton'), open('/fr/produit/sirop-citron')];
      await vi.waitFor(() => expect(turns.waitingPages).toBe(2));

      // The line is full: the next page goes out without its body, while the others still wait.
      expect(await bodyOf(line.render('/fr/produit/limonade-artisanale', true))).toBe('');
      expect(settled).toEqual(new Set());
      expect(held.started).toBe(1);

      // Each drawn in its turn once the one before is done.
      held.waiting = false;
      releaseAll();
      expect(await bodyOf(drawing)).toContain('<h1>held /fr/produit/liqueur-citron-menton</h1>');
      expect(await Promise.all(waiting.map(bodyOf))).toEqual([
        expect.stringContaining('<h1>held /fr/produit/gin-citron-menton</h1>'),
        expect.stringContaining('<h1>held /fr/produit/sirop-citron</h1>'),
      ]);
      expect(held.started).toBe(3);
      expect(turns.waitingPages).toBe(0);
    });

    it('draws pages side by side up to its limit; the next waits for one of them to end', async () => {
      const { firstHtml: line, turns } = lineOf({ budgetMs: 60_000, atOnce: 2, waitingAtMost: 8 });
      const pages = ['/fr/produit/liqueur-citron-menton', '/fr/produit/gin-citron-menton', '/fr/produit/sirop-citron'];
      const pending = pages.map((pathname) => line.render(pathname, true));
      await vi.waitFor(() => expect(held.started).toBe(2));
      await vi.waitFor(() => expect(turns.waitingPages).toBe(1));

      // One of the two ends: the third is drawn.
      held.release.shift()!();
      await vi.waitFor(() => expect(held.started).toBe(3));
      expect(turns.waitingPages).toBe(0);
      held.waiting = false;
      releaseAll();
      expect(await Promise.all(pending.map(bodyOf))).toEqual(pages.map((pathname) => expect.stringContaining(`<h1>held ${pathname}</h1>`)));
    });

    it('counts the time a page waits in the line in its drawing budget: past it, the browser draws the page', async () => {
      const { firstHtml: line, turns } = lineOf({ budgetMs: 200, atOnce: 1, waitingAtMost: 8 });
      const drawing = line.render('/fr/produit/liqueur-citron-menton', true);
      await vi.waitFor(() => expect(held.started).toBe(1));
      const waiting = line.render('/fr/produit/gin-citron-menton', true);

      // Neither draw ends while the first is held: both go out bare once their budget has run out.
      expect(await bodyOf(waiting)).toBe('');
      expect(await bodyOf(drawing)).toBe('');
      expect(turns.waitingPages).toBe(0);
      expect(held.started).toBe(1);

      // The held draw ends; the page that gave up its turn is never drawn, and the next page is drawn again.
      held.waiting = false;
      releaseAll();
      expect(await bodyOf(line.render('/fr/produit/sirop-citron', true))).toContain('<h1>held /fr/produit/sirop-citron</h1>');
      expect(held.started).toBe(2);
    });
  });

  it('follows a deployment made after the server started: heads, preloads and body of the new version', async () => {
    writeCatalogBuild(path.join(workDir, 'catalog-2'), 'two');
    const { version } = await deployments.deploy('catalog', path.join(workDir, 'catalog-2'));
    try {
      const product = await page('/fr/produit/liqueur-citron-menton');
      expect(product.title).toBe('Liqueur de citron de Menton · two (fr)');
      expect(product.preloads).toContain(`/apps/catalog/${version}/lifecycles.two.js`);
      expect(product.preloads).toContain(`/apps/catalog/${version}/route-product.two.js`);
      expect(product.preloads.filter((href) => href.includes(catalogVersion))).toEqual([]);
      expect(product.body).toContain('<h1 data-build="two">');
    } finally {
      await deployments.rollback('catalog');
    }
    const rolledBack = await page('/fr/produit/liqueur-citron-menton');
    expect(rolledBack.title).toBe('Liqueur de citron de Menton · one (fr)');
    expect(rolledBack.body).toContain('<h1 data-build="one">');
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
    const festivalNotice = '/api/festival-notice';

    const product = await page('/en/produit/menton-lemon-liqueur');
    const liqueur = await apiAnswer('/api/products/menton-lemon-liqueur');
    const related = `/api/products?filter[product_category_id]=${liqueur.data.product_category_id}&filter[related]=${liqueur.data.id}&perPage=3`;
    expect(addresses(product.firstAnswers)).toEqual([related, mainCategories, festivalNotice, '/api/products/menton-lemon-liqueur'].sort());
    for (const [address, answer] of Object.entries(product.firstAnswers!)) expect(answer, address).toEqual(await apiAnswer(address));

    const home = await page('/fr');
    expect(addresses(home.firstAnswers)).toEqual(
      [
        mainCategories,
        festivalNotice,
        '/api/products?filter[is_monthly]=true&include=recipes',
        '/api/products?perPage=5&filter[is_highlighted]=true&sort=order',
      ].sort(),
    );

    const secondPage = await page('/fr/categorie/boissons', true, '?page=2');
    const drinks = await apiAnswer('/api/product_categories/boissons');
    expect(addresses(secondPage.firstAnswers)).toEqual(
      [
        mainCategories,
        festivalNotice,
        '/api/product_categories/boissons',
        `/api/products?filter[product_category_id]=${drinks.data.id}&sort=order&perPage=12&page=2`,
      ].sort(),
    );

    const recipes = await page('/it/recettes');
    expect(addresses(recipes.firstAnswers)).toEqual([festivalNotice, mainCategories, '/api/recipes?include=products&perPage=100'].sort());
    const withProducts = recipes.firstAnswers!['/api/recipes?include=products&perPage=100'] as { data: { products: unknown[] }[] };
    expect(withProducts.data.some((recipe) => recipe.products.length > 0)).toBe(true);

    // A page naming nothing gets the answers every page needs; its own call fails again in the browser.
    expect(addresses((await page('/fr/produit/no-such-lemon')).firstAnswers)).toEqual([festivalNotice, mainCategories]);
    expect(addresses((await page('/fr/nulle-part', false)).firstAnswers)).toEqual([festivalNotice, mainCategories]);
  });

  it('opens a category page with its first card’s picture, loaded first', async () => {
    const drinks = await page('/fr/categorie/boissons');
    const listed = Object.entries(drinks.firstAnswers!).find(([address]) => address.startsWith('/api/products?'))![1] as {
      data: { product_variations: { stock: number; card_picture_url: string; picture_srcset: { avif: string } }[] }[];
    };
    const [first] = listed.data;
    const shown = first!.product_variations.find((variation) => variation.stock > 0) ?? first!.product_variations[0];
    const cardAvif = shown!.card_picture_url.replace(/\.webp$/, '.avif');
    expect(drinks.preloads[0]).toBe(cardAvif);
    expect(drinks.html).toContain(
      `<link rel="preload" href="${cardAvif}" as="image" imagesrcset="${escapeHtml(shown!.picture_srcset.avif)}" imagesizes="${productPictureSizes.card}" type="image/avif" fetchpriority="high">`,
    );
  });

  it('goes out without a missing answer, and not at all (the server sends the bare page) when the catalogue fails', async () => {
    const failing = (failed: (url: string) => boolean) =>
      new FirstHtml({
        shellDir: path.join(workDir, 'shell'),
        deployments,
        publicUrl,
        renders,
        log: testApp.app.log,
        readApi: async (url) => {
          if (failed(url)) return { statusCode: 500, body: '{"message":"down"}' };
          const { statusCode, body } = await testApp.app.inject({ method: 'GET', url });
          return { statusCode, body };
        },
      });
    const withoutCategories = headOf((await failing((url) => url.startsWith('/api/product_categories')).render('/fr/recettes', true)).html);
    expect(Object.keys(withoutCategories.firstAnswers ?? {})).toEqual([
      '/api/festival-notice',
      '/api/recipes?include=products&perPage=100',
    ]);
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

  it('sends a back-office page bare: not indexed, nothing drawn, none of its files ahead (the asker may be a shopper)', async () => {
    const dir = path.join(workDir, 'admin-1');
    mkdirSync(dir, { recursive: true });
    json(path.join(dir, 'mf-manifest.json'), {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './lifecycles', assets: { js: { sync: ['lifecycles.admin.js'] }, css: { sync: [] } } }],
    });
    writeFileSync(path.join(dir, 'remoteEntry.js'), "var admin = 'one';");
    json(path.join(dir, 'route-files.json'), { adminOrders: { js: ['route-adminOrders.admin.js'], css: [] } });
    json(path.join(dir, 'page-heads.json'), { adminOrders: heads('Orders') });
    await deployments.deploy('admin', dir);
    const orders = await page('/fr/gestion/commandes');
    expect(orders).toMatchObject({ status: 200, robots: 'noindex', title: 'Orders (fr)', canonical: undefined });
    expect(orders.preloads.filter((href) => href.startsWith('/apps/admin/'))).toEqual([]);
    expect(orders.html).not.toContain('<h1');
  });

  it('goes out with what it can say when a build holds no page heads or a broken manifest', async () => {
    const bare = path.join(workDir, 'catalog-bare');
    mkdirSync(bare);
    writeFileSync(path.join(bare, 'mf-manifest.json'), '{"not":"a manifest"}');
    const { version } = await deployments.deploy('catalog', bare);
    try {
      const recipes = await page('/fr/recettes');
      expect(recipes).toMatchObject({ status: 200, title: escapeHtml(shop.name) });
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
