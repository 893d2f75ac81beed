import escapeHtml from 'escape-html';
import { shop } from '@lemon/kit/shop';
import { callAddress } from '@lemon/shared/api-calls';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { workspacePages } from '@lemon/tooling/workspace-pages';
import { Deployments } from '../remotes/deployments';
import { staffProductResponseSchema } from '@lemon/staff-contract';
import { staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { createTestCategory, newProductPayload, updatePayloadOf } from '../test-support/test-catalogue';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestUser } from '../test-support/test-users';
import { testEngines } from '../test-support/test-database';
import { DrawingTurns } from './drawing-turns';
import { FirstHtml } from './first-html';
import { PageCache } from './page-cache';
import { ServerRenders } from './server-renders';

const publicUrl = 'https://shop.example';
const heads = (title: string, description?: string) => ({
  fr: { title: `${title} (fr)`, ...(description ? { description: `${description} (fr)` } : {}) },
  en: { title: `${title} (en)`, ...(description ? { description: `${description} (en)` } : {}) },
  it: { title: `${title} (it)`, ...(description ? { description: `${description} (it)` } : {}) },
});

const json = (file: string, value: unknown) => writeFileSync(file, JSON.stringify(value));

/** The shell's stylesheet: one that would end its `<style>` if written as it is. */
const shellRules = 'body{margin:0}.note::after{content:"</style>"}';

/** A shell build as the shop's build leaves it, reduced to what the server reads. */
function writeShellBuild(dir: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>L’Atelier du Citron</title>' +
      '<script defer src="/assets/main.1.js"></script></head><body><div id="shell"></div></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'assets', 'bootstrap.1.css'), shellRules);
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
  json(path.join(dir, 'pages.json'), { home: { path: '' } });
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

const shellCalls = [
  callAddress({ path: '/api/product_categories', query: { filter: { is_main: true }, sort: 'order', perPage: 10 } }),
  '/api/festival-notice',
];

/**
 * The shell's: it says the head of its home page and of an address that shows none, loads the menu's categories
 * and the festival notice itself, and lays out the slots and fragments it is handed; it reads the consent cookie
 * as the kind the banner tells apart.
 */
const shellRender = [
  'exports.serverRenderVersion = 3;',
  'exports.buildId = "shell";',
  `const heads = ${JSON.stringify({ home: heads('Home', 'Lemons'), notFound: heads('Not found') })};`,
  'exports.render = async ({ locale, page, draw, cookie, slots, fragments }, host) => {',
  '  const addresses = { fr: host.publicUrl + "/fr", en: host.publicUrl + "/en", it: host.publicUrl + "/it" };',
  '  const own = page === null ? { status: 404, head: heads.notFound[locale] }',
  '    : page.name === "home" ? { status: 200, head: { ...heads.home[locale], canonical: addresses[locale], alternates: addresses } } : {};',
  '  if (!draw) return { ...own, preloads: [], fragments: {}, state: {} };',
  '  const consent = cookie("cc_cookie", (value) => (value === undefined ? "first-time" : "chosen"));',
  `  const [categories, notice] = await Promise.all(${JSON.stringify(shellCalls)}.map((address) => host.get(address)));`,
  '  const state = {};',
  '  if (categories.status === 200) state["shell/main-categories"] = { status: "ready", data: categories.body.data.map((category) => category.id) };',
  '  if (notice.status === 200) state["shell/festival-notice"] = { status: "ready", data: notice.body.data };',
  '  const html = `<main data-locale="${locale}" data-consent="${consent}">` +',
  '    Object.entries(slots).map(([app, { html, build }]) => `<div id="app-${app}" data-build="${build}">${html}</div>`).join("") +',
  '    Object.entries(fragments).map(([key, html]) => `<aside data-fragment="${key}">${html}</aside>`).join("") + "</main>";',
  '  return { ...own, preloads: [], html, fragments: {}, state };',
  '};',
];

const bestSellers = callAddress({ path: '/api/products', query: { perPage: 5, filter: { is_highlighted: true }, sort: 'order' } });

/**
 * A catalogue build's render: it loads, heads and draws its product, category and recipes pages through the
 * server's API, says the head of its pages without data (`pageHeads`), and draws its home blocks when the page
 * shows them; `mark` tells one build from another.
 */
const catalogRender = (mark: string, { showPrice = false, pageHeads = {} }: { showPrice?: boolean; pageHeads?: object } = {}) => [
  'exports.serverRenderVersion = 3;',
  `exports.buildId = "build ${mark}";`,
  `const pageHeads = ${JSON.stringify(pageHeads)};`,
  'exports.render = async (request, host) => {',
  '  const [fragments, page] = await Promise.all([blocks(request, host), ownPage(request, host)]);',
  '  return { preloads: [], ...page, fragments: fragments.html, state: { ...page?.state, ...fragments.state } };',
  '};',
  'const ownPage = async ({ pathname, search, locale, page }, host) => {',
  '  if (page && pageHeads[page.name]) {',
  '    const addresses = { fr: host.publicUrl + "/fr/" + page.name, en: host.publicUrl + "/en/" + page.name, it: host.publicUrl + "/it/" + page.name };',
  '    return { status: 200, head: { ...pageHeads[page.name][locale], canonical: addresses[locale], alternates: addresses }, html: "<p>no data</p>" };',
  '  }',
  '  const key = { product: "catalog/product", category: "catalog/category", recipes: "catalog/recipes" }[page?.name];',
  '  if (!key) return undefined;',
  '  const slug = page.params.slug;',
  '  const address = { product: "/api/products/" + slug, category: "/api/product_categories/" + slug }[page.name] ?? "/api/recipes";',
  '  const { status, body } = await host.get(address);',
  '  if (status === 404 || status === 400)',
  '    return { status: 404, head: { title: "none " + locale }, preloads: [], html: "<p>none</p>", state: { [key]: { params: slug, status: "not-found" } } };',
  '  if (status !== 200) throw new Error("the catalogue answered " + status);',
  '  const name = page.name === "recipes" ? "Recipes" : body.data.label[locale];',
  '  const shown = page.name === "product" && body.data.product_variations[0];',
  `  const price = ${showPrice} && shown ? \` data-price="\${shown.price}" data-stock="\${shown.stock}"\` : "";`,
  `  return { status: 200, html: \`<h1 data-build="${mark}"\${price}>\${name} \${pathname}\${search}</h1>\`,`,
  `    head: { title: name + " · ${mark}", description: "About " + name, canonical: host.publicUrl + pathname, picture: host.publicUrl + "/media/x.webp",`,
  '      kind: "product", alternates: { fr: host.publicUrl + "/fr", en: host.publicUrl + "/en", it: host.publicUrl + "/it" },',
  '      structuredData: { "@type": "Product", name } },',
  '    preloads: page.name === "product" ? [{ href: "/media/x.avif", as: "image", highPriority: true,',
  '      image: { srcset: "/media/x.avif 480w", sizes: "100vw", type: "image/avif" } }] : [],',
  '    state: { [key]: { params: slug, status: "ready", data: { id: body.data.id } } } };',
  '};',
  'const blocks = async ({ locale, fragmentModules }, host) => {',
  '  if (!fragmentModules.includes("home-blocks")) return { html: {}, state: {} };',
  `  const { body } = await host.get(${JSON.stringify(bestSellers)});`,
  `  return { html: { "catalog/home-blocks#BestSellers": \`<section>\${body.data.length} best sellers ${mark} in \${locale}</section>\` },`,
  '    state: { "catalog/best-sellers": { status: "ready", data: body.data.map((product) => product.id) } } };',
  '};',
];

/** The pages a catalogue build declares, as its `src/pages.ts` does. */
const catalogPages = {
  category: { path: 'categorie/:slug', sitemap: 'categories' },
  product: { path: 'produit/:slug', sitemap: 'products' },
  recipes: { path: 'recettes' },
};

/** A catalogue build: its manifest, its pages and their files, its render; `mark` telling one build from another. */
function writeCatalogBuild(dir: string, mark: string, render = catalogRender(mark), pages: object = catalogPages) {
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
    product: {
      js: [`route-product.${mark}.js`, `vendors.${mark}.js`],
      css: [`route-product.${mark}.css`],
      parts: [`page-part-sanitize-html.${mark}.js`],
    },
    category: { js: [`route-category.${mark}.js`], css: [] },
  });
  json(path.join(dir, 'pages.json'), pages);
  writeServerRender(dir, ...render);
}

/** A content build with no server render: the home page's about section, taken over when reached for. */
function writeContentBuild(dir: string) {
  mkdirSync(dir, { recursive: true });
  json(path.join(dir, 'pages.json'), { about: { path: 'a-propos' }, cgv: { path: 'cgv' } });
  json(path.join(dir, 'mf-manifest.json'), {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './home-about', assets: { js: { sync: ['home-about.js'] }, css: { sync: ['home-about.css'] } } }],
  });
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var content;');
}

/** A build of an app the server draws nothing of (the cart, the account), with the pages it declares. */
function writeBrowserOnlyBuild(dir: string, app: string, pages: object) {
  mkdirSync(dir, { recursive: true });
  json(path.join(dir, 'pages.json'), pages);
  json(path.join(dir, 'mf-manifest.json'), { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${app};`);
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
    /** The files listed for the page's scripts, fetched when they start. */
    pageScripts: (
      JSON.parse(/<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(head)?.[1] ?? '[]') as { href: string }[]
    ).map(({ href }) => href),
    stylesheets: attribute(/<link rel="stylesheet" href="([^"]+)"/g),
    body: /<div id="shell">(.*)<\/div><\/body>/.exec(html)?.[1],
    jsonLd: /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1],
    remotesMap: /<script type="application\/json" id="remotes-map">(.*?)<\/script>/.exec(head)?.[1],
    states: JSON.parse(/<script type="application\/json" id="page-states">(.*?)<\/script>/.exec(head)?.[1] ?? 'null') as Record<
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
  const page = async (pathname: string, search = '', cookies = '') => {
    const { status, html } = await firstHtml.render(pathname, search, cookies);
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
    const declared = Object.fromEntries(await workspacePages());
    for (const app of ['cart', 'account']) {
      writeBrowserOnlyBuild(path.join(workDir, `${app}-1`), app, declared[app]!);
      await deployments.deploy(app, path.join(workDir, `${app}-1`));
    }
    renders = new ServerRenders(testApp.app.log);
    firstHtml = new FirstHtml({ shellDir, deployments, publicUrl, readApi, renders, log: testApp.app.log });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  /** What the API answers at an address, as a browser would read it. */
  const apiAnswer = async (address: string) => JSON.parse((await testApp.app.inject({ method: 'GET', url: address })).body);
  /** What the shell's render loaded, as the stub writes it: the page carries it for the shell's loaders. */
  const shellStates = async () => ({
    'shell/main-categories': {
      status: 'ready',
      data: (await apiAnswer(shellCalls[0]!)).data.map((category: { id: number }) => category.id),
    },
    'shell/festival-notice': { status: 'ready', data: (await apiAnswer(shellCalls[1]!)).data },
  });

  it('sends the head, preloads, body and state the app owning the page gives, with the shell’s own', async () => {
    const product = await page('/en/produit/menton-lemon-liqueur');
    expect(product.status).toBe(200);
    expect(product.lang).toBe('en');
    expect(product.title).toBe('Menton lemon liqueur · one');
    expect(product.description).toBe('About Menton lemon liqueur');
    expect(product.canonical).toBe(`${publicUrl}/en/produit/menton-lemon-liqueur`);
    expect(product.alternates).toMatchObject({ en: `${publicUrl}/en`, 'x-default': `${publicUrl}/fr` });
    expect(product.ogImage).toBe(`${publicUrl}/media/x.webp`);
    expect(JSON.parse(product.jsonLd!)).toEqual({ '@type': 'Product', name: 'Menton lemon liqueur' });
    expect(product.robots).toBeUndefined();
    expect(product.body).toContain(
      '<div id="app-catalog" data-build="build one"><h1 data-build="one">Menton lemon liqueur /en/produit/menton-lemon-liqueur</h1></div>',
    );
    const liqueur = await apiAnswer('/api/products/menton-lemon-liqueur');
    expect(product.states).toEqual({
      'catalog/product': { params: 'menton-lemon-liqueur', status: 'ready', data: { id: liqueur.data.id } },
      ...(await shellStates()),
    });
    // No page's data is written twice: the loaders' states are all it carries.
    expect(product.html).not.toContain('first-answers');
  });

  it('announces the files the page needs: its picture first; the shell, the deployed app’s entry, chunks and page for when its scripts start', async () => {
    const product = await page('/fr/produit/liqueur-citron-menton');
    const base = `/apps/catalog/${catalogVersion}/`;
    // The page works from its HTML: its scripts' files are not fetched before what it shows, but listed for the
    // page's starter, all fetched at once when the scripts start.
    expect(product.preloads).toEqual(['/media/x.avif']);
    expect(product.pageScripts).toEqual([
      '/assets/bootstrap.1.js',
      `${base}mf-manifest.json`,
      `${base}remoteEntry.js`,
      `${base}lifecycles.one.js`,
      `${base}route-product.one.js`,
      `${base}vendors.one.js`,
    ]);
    // Not its parts: a page the server drew does without them (the sanitiser of the shop's HTML).
    expect(product.html).not.toContain('page-part-');
    expect(product.html).toContain(
      `<script type="application/json" id="page-scripts">[{"href":"/assets/bootstrap.1.js","as":"script"},{"href":"${base}mf-manifest.json","as":"fetch"},`,
    );
    // The page is drawn: its stylesheets apply before it shows, in the order the scripts would add them.
    expect(product.stylesheets).toEqual(['/assets/bootstrap.1.css', `${base}lifecycles.one.css`, `${base}route-product.one.css`]);
    // Their rules come in the page where the builds have them (this catalogue's has none), the file's link disabled.
    expect(product.html).toContain(
      '<style>body{margin:0}.note::after{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/bootstrap.1.css" disabled="">',
    );
    expect(product.html).toContain(`<link rel="stylesheet" href="${base}lifecycles.one.css">`);
    // Only the page's own chunk: not the app's other pages.
    expect((await page('/fr/categorie/boissons')).pageScripts.filter((href) => href.includes('/route-'))).toEqual([
      `${base}route-category.one.js`,
    ]);
    expect((await page('/fr/recettes')).pageScripts.filter((href) => href.includes('/route-'))).toEqual([]);
    // The picture as the app says the page's <picture> takes it.
    expect(product.html).toContain(
      '<link rel="preload" href="/media/x.avif" as="image" imagesrcset="/media/x.avif 480w" imagesizes="100vw" type="image/avif" fetchpriority="high">',
    );
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
    // The blocks' code comes with the page's scripts; the about section's does not.
    expect(home.pageScripts.filter((href) => href.startsWith('/apps/'))).toEqual([
      `/apps/catalog/${catalogVersion}/mf-manifest.json`,
      `/apps/catalog/${catalogVersion}/remoteEntry.js`,
      `/apps/catalog/${catalogVersion}/home-blocks.one.js`,
    ]);
    expect((await page('/fr/recettes')).preloads.filter((href) => href.endsWith('.webp'))).toEqual([]);
  });

  it('draws the page’s body: the shell’s, with the app’s page in its slot, drawn for its address and query', async () => {
    const product = await page('/fr/produit/liqueur-citron-menton', '', 'cc_cookie=yes');
    expect(product.body).toBe(
      '<main data-locale="fr" data-consent="chosen"><div id="app-catalog" data-build="build one">' +
        '<h1 data-build="one">Liqueur de citron de Menton /fr/produit/liqueur-citron-menton</h1></div></main>',
    );
    const secondPage = await page('/en/categorie/drinks', '?page=2');
    expect(secondPage.body).toMatch(/^<main data-locale="en" .*<h1 data-build="one">Drinks \/en\/categorie\/drinks\?page=2<\/h1>/);
  });

  it('draws the home page with the fragments its apps load and draw, and carries what their loaders had', async () => {
    const contentDir = path.join(workDir, 'content-drawn');
    writeContentBuild(contentDir);
    writeServerRender(
      contentDir,
      'exports.serverRenderVersion = 3;',
      'exports.buildId = "content drawn";',
      'exports.render = async ({ fragmentModules }) => ({ preloads: [], state: {},',
      '  fragments: fragmentModules.includes("home-about") ? { "content/home-about#HomeAbout": "<section>about us</section>" } : {} });',
    );
    await deployments.deploy('content', contentDir);
    try {
      const home = await page('/it');
      const answer = (await apiAnswer(bestSellers)) as { data: { id: number }[] };
      expect(home.body).toBe(
        '<main data-locale="it" data-consent="first-time">' +
          `<aside data-fragment="catalog/home-blocks#BestSellers"><section>${answer.data.length} best sellers one in it</section></aside>` +
          '<aside data-fragment="content/home-about#HomeAbout"><section>about us</section></aside></main>',
      );
      expect(home.states).toEqual({
        'catalog/best-sellers': { status: 'ready', data: answer.data.map((product) => product.id) },
        ...(await shellStates()),
      });
    } finally {
      await deployments.rollback('content');
    }
    // A content build without a render: its fragment is left to the browser, the others are drawn.
    expect((await page('/it')).body).not.toContain('data-fragment="content/');
  });

  it('leaves to the browser a page behind the login and an address without its language: styles only fetched early', async () => {
    for (const pathname of ['/fr/mon-compte', '/produit/liqueur-citron-menton']) {
      const left = await page(pathname);
      expect(left.body, pathname).toBe('');
      expect(left.states, pathname).toBeNull();
      expect(left.stylesheets, pathname).toEqual([]);
      expect(left.preloads, pathname).toContain('/assets/bootstrap.1.css');
      // Its scripts are the page: their files are fetched as the head is read, and start once it has loaded.
      expect(left.preloads, pathname).toContain('/assets/bootstrap.1.js');
      expect(left.pageScripts, pathname).toEqual([]);
    }
  });

  it('answers 404, not for search engines, when the app has none of what the address names', async () => {
    for (const pathname of ['/it/produit/no-such-lemon', '/en/categorie/no-such-shelf', '/fr/produit/99999999']) {
      const missing = await page(pathname);
      expect(missing.status, pathname).toBe(404);
      expect(missing.title, pathname).toBe(`none ${pathname.slice(1, 3)}`);
      expect(missing.robots, pathname).toBe('noindex');
      expect(missing.canonical, pathname).toBeUndefined();
      expect(missing.body, pathname).toContain('<p>none</p>');
    }
    expect((await page('/it/produit/no-such-lemon')).states).toMatchObject({
      'catalog/product': { params: 'no-such-lemon', status: 'not-found' },
    });
  });

  it('sends a page whose app could not load or draw it for the browser to draw: 503 when it failed, says why', async () => {
    const renders = {
      failing: [...catalogRender('failing'), 'exports.render = async () => { throw new Error("the own render broke"); };'],
      broken: ['exports.serverRenderVersion = 3; this is not JavaScript'],
      older: catalogRender('older').map((line) => line.replace('serverRenderVersion = 3', 'serverRenderVersion = 1')),
    };
    const warn = vi.spyOn(testApp.app.log, 'warn');
    for (const [name, render] of Object.entries(renders)) {
      const dir = path.join(workDir, `catalog-${name}`);
      writeCatalogBuild(dir, name);
      writeServerRender(dir, ...render);
      await deployments.deploy('catalog', dir);
      try {
        const product = await page('/fr/produit/liqueur-citron-menton');
        // A render that failed may answer on the next try; one that cannot be asked leaves the page unknown to the server.
        expect(product.status, name).toBe(name === 'failing' ? 503 : 200);
        expect(product.title, name).toBe(escapeHtml(shop.name));
        expect(product.robots, name).toBe('noindex');
        expect(product.canonical, name).toBeUndefined();
        expect(product.body, name).toBe('<main data-locale="fr" data-consent="first-time"></main>');
        expect(product.states, name).toEqual(await shellStates());
        // Its scripts must draw the page: their files are fetched at once, not listed for later.
        expect(product.preloads, name).toContain(`/apps/catalog/${JSON.parse(product.remotesMap!).catalog.version}/lifecycles.${name}.js`);
        expect(product.pageScripts, name).toEqual([]);
      } finally {
        await deployments.rollback('catalog');
      }
    }
    expect(warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'the own render broke' }) },
      expect.stringContaining('the catalog part of /fr/produit/liqueur-citron-menton'),
    );
    warn.mockRestore();
  });

  it('draws a build made before render version 3 as it drew it: its own pages, its pages without data, its fragments', async () => {
    const dir = path.join(workDir, 'catalog-version-2');
    const versionTwo = [
      'exports.serverRenderVersion = 2;',
      'exports.buildId = "build v2";',
      // A page without data, drawn from the cookies it declares it varies with.
      'exports.renderPage = async ({ pathname, cookies }) => (pathname.endsWith("/selection") ? `<p>selection ${cookies}</p>` : undefined);',
      'exports.ownedRoutes = ["product"];',
      'exports.renderOwnPage = async ({ pathname, locale }, host) => {',
      '  const { body } = await host.get("/api/products/" + pathname.split("/")[3]);',
      '  const name = body.data.label[locale];',
      '  return { status: 200, html: `<h1 data-build="v2">${name}</h1>`, head: { title: name + " · v2", canonical: host.publicUrl + pathname },',
      '    preloads: [], state: { "catalog/product": { params: "x", status: "ready", data: { id: body.data.id } } } };',
      '};',
      'exports.fragmentModules = ["home-blocks"];',
      'exports.renderFragments = async (module, { locale }) => ({ html: { BestSellers: `<section>v2 in ${locale}</section>` }, state: {} });',
    ];
    const pages = { ...catalogPages, selection: { path: 'selection', variesWithCookies: ['cart'] } };
    writeCatalogBuild(dir, 'v2', versionTwo, pages);
    json(path.join(dir, 'page-heads.json'), { selection: heads('Selection', 'Our pick') });
    await deployments.deploy('catalog', dir);
    try {
      const product = await page('/en/produit/menton-lemon-liqueur');
      expect(product).toMatchObject({
        status: 200,
        title: 'Menton lemon liqueur · v2',
        canonical: `${publicUrl}/en/produit/menton-lemon-liqueur`,
      });
      expect(product.body).toContain('<div id="app-catalog" data-build="build v2"><h1 data-build="v2">Menton lemon liqueur</h1></div>');
      expect((await page('/it')).body).toContain(
        '<aside data-fragment="catalog/home-blocks#BestSellers"><section>v2 in it</section></aside>',
      );
      const selection = await page('/en/selection', '', 'cart=c1; cc_cookie=x');
      expect(selection).toMatchObject({
        status: 200,
        title: 'Selection (en)',
        description: 'Our pick (en)',
        canonical: `${publicUrl}/en/selection`,
      });
      expect(selection.body).toContain('<p>selection cart=c1</p>');
      expect((await page('/en/selection')).body).toContain('<p>selection </p>');
    } finally {
      await deployments.rollback('catalog');
    }
  });

  describe('when pages come faster than they are drawn', () => {
    /** A catalogue render whose pages wait until the test lets them go (`release`), counting those it started. */
    const heldRender = [
      ...catalogRender('held'),
      'exports.render = async ({ pathname }) => { const held = globalThis.heldDraws; held.started += 1;',
      '  const page = { status: 200, head: { title: "held" }, preloads: [], html: `<h1>held ${pathname}</h1>`, fragments: {}, state: {} };',
      '  return held.waiting ? new Promise((resolve) => held.release.push(() => resolve(page))) : page; };',
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
        const pending = line.render(pathname);
        void pending.then(() => settled.add(pathname));
        return pending;
      };
      const drawing = open('/fr/produit/liqueur-citron-menton');
      await vi.waitFor(() => expect(held.started).toBe(1));
      const waiting = [open('/fr/produit/gin-citron-menton'), open('/fr/produit/sirop-citron')];
      await vi.waitFor(() => expect(turns.waitingPages).toBe(2));

      // The line is full: the next page goes out without its body, while the others still wait.
      const turnedAway = await line.render('/fr/produit/limonade-artisanale');
      expect(headOf(turnedAway.html).body).toBe('');
      expect(turnedAway.status).toBe(503);
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
      const pending = pages.map((pathname) => line.render(pathname));
      await vi.waitFor(() => expect(held.started).toBe(2));
      await vi.waitFor(() => expect(turns.waitingPages).toBe(1));

      // One of the two ends, shell and all: the third is drawn in its turn.
      held.release.shift()!();
      await vi.waitFor(() => expect(held.started).toBe(3));
      expect(turns.waitingPages).toBe(0);
      held.waiting = false;
      releaseAll();
      expect(await Promise.all(pending.map(bodyOf))).toEqual(pages.map((pathname) => expect.stringContaining(`<h1>held ${pathname}</h1>`)));
    });

    it('counts the time a page waits in the line in its drawing budget: past it, the browser draws the page', async () => {
      const { firstHtml: line, turns } = lineOf({ budgetMs: 200, atOnce: 1, waitingAtMost: 8 });
      const drawing = line.render('/fr/produit/liqueur-citron-menton');
      await vi.waitFor(() => expect(held.started).toBe(1));
      const waiting = line.render('/fr/produit/gin-citron-menton');

      // Neither draw ends while the first is held: both go out bare once their budget has run out.
      expect(await bodyOf(waiting)).toBe('');
      expect(await bodyOf(drawing)).toBe('');
      expect(turns.waitingPages).toBe(0);
      expect(held.started).toBe(1);

      // The held draw ends; the page that gave up its turn is never drawn, and the next page is drawn again.
      held.waiting = false;
      releaseAll();
      expect(await bodyOf(line.render('/fr/produit/sirop-citron'))).toContain('<h1>held /fr/produit/sirop-citron</h1>');
      expect(held.started).toBe(2);
    });
  });

  it('follows a deployment made after the server started: heads, preloads and body of the new version', async () => {
    writeCatalogBuild(path.join(workDir, 'catalog-2'), 'two');
    const { version } = await deployments.deploy('catalog', path.join(workDir, 'catalog-2'));
    try {
      const product = await page('/fr/produit/liqueur-citron-menton');
      expect(product.title).toBe('Liqueur de citron de Menton · two');
      expect(product.pageScripts).toContain(`/apps/catalog/${version}/lifecycles.two.js`);
      expect(product.pageScripts).toContain(`/apps/catalog/${version}/route-product.two.js`);
      expect(product.preloads.filter((href) => href.includes(catalogVersion))).toEqual([]);
      expect(product.body).toContain('<h1 data-build="two">');
    } finally {
      await deployments.rollback('catalog');
    }
    const rolledBack = await page('/fr/produit/liqueur-citron-menton');
    expect(rolledBack.title).toBe('Liqueur de citron de Menton · one');
    expect(rolledBack.body).toContain('<h1 data-build="one">');
  });

  it('names the shell’s new files once the shell is rebuilt in place, without a restart', async () => {
    const shellDir = path.join(workDir, 'shell');
    const before = await page('/fr/recettes');
    expect(before.pageScripts).toContain('/assets/bootstrap.1.js');
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
      expect(after.pageScripts).toContain('/assets/bootstrap.2.js');
      expect(after.pageScripts).not.toContain('/assets/bootstrap.1.js');
    } finally {
      writeShellBuild(shellDir);
      const again = new Date(Date.now() + 120_000);
      for (const file of ['shell-assets.json', 'index.html']) utimesSync(path.join(shellDir, file), again, again);
    }
    expect((await page('/fr/recettes')).pageScripts).toContain('/assets/bootstrap.1.js');
  });

  it('answers 503 when the catalogue cannot give a page’s data, and still draws the shell with its own', async () => {
    const failing = new FirstHtml({
      shellDir: path.join(workDir, 'shell'),
      deployments,
      publicUrl,
      renders,
      log: testApp.app.log,
      readApi: async (url) => (url.startsWith('/api/products/') ? { statusCode: 500, body: '{"message":"down"}' } : readApi(url)),
    });
    const { status, html } = await failing.render('/fr/produit/liqueur-citron-menton');
    const product = headOf(html);
    expect(status).toBe(503);
    expect(product.robots).toBe('noindex');
    expect(product.body).toBe('<main data-locale="fr" data-consent="first-time"></main>');
    expect(product.states).toEqual(await shellStates());
  });

  it('keeps personal pages out of search engines and gives an unknown page the not-found head', async () => {
    const cart = await page('/it/panier');
    expect(cart).toMatchObject({ status: 200, robots: 'noindex', canonical: undefined });
    expect(cart.alternates).toEqual({});

    const unknown = await page('/it/nulla');
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
    json(path.join(dir, 'pages.json'), { adminOrders: { path: 'gestion/commandes', access: 'staff' } });
    // Its render says its pages' heads, and draws nothing.
    writeServerRender(
      dir,
      'exports.serverRenderVersion = 3;',
      `const heads = ${JSON.stringify({ adminOrders: heads('Orders') })};`,
      'exports.render = async ({ page, locale, draw }) => ({ status: 200, head: heads[page.name][locale], preloads: [], fragments: {}, state: {},',
      '  html: draw ? "<h1>Orders</h1>" : undefined });',
    );
    await deployments.deploy('admin', dir);
    const orders = await page('/fr/gestion/commandes');
    expect(orders).toMatchObject({ status: 200, robots: 'noindex', title: 'Orders (fr)', canonical: undefined });
    expect(orders.preloads.filter((href) => href.startsWith('/apps/admin/'))).toEqual([]);
    expect(orders.html).not.toContain('<h1');
  });

  it('tells the shop’s public pages, drawn whole the same for everyone, from the pages its scripts draw', async () => {
    const isPublic = async (pathname: string) => (await firstHtml.render(pathname)).isPublic;
    expect(await isPublic('/fr/produit/liqueur-citron-menton')).toBe(true);
    // The cart and account apps' builds here draw nothing: their pages are the browser's.
    expect(await isPublic('/fr/panier')).toBe(false);
    expect(await isPublic('/fr/mon-compte')).toBe(false);
    // The shell's not-found page is drawn whole for everyone too.
    expect(await isPublic('/fr/nulle-part')).toBe(true);
  });

  it('goes out with what it can say when a build holds no render or a broken manifest', async () => {
    const bare = path.join(workDir, 'catalog-bare');
    mkdirSync(bare);
    writeFileSync(path.join(bare, 'mf-manifest.json'), '{"not":"a manifest"}');
    json(path.join(bare, 'pages.json'), catalogPages);
    const { version } = await deployments.deploy('catalog', bare);
    try {
      const recipes = await page('/fr/recettes');
      // No render: the server cannot say what the page is, and keeps it from search engines.
      expect(recipes).toMatchObject({ status: 200, title: escapeHtml(shop.name), robots: 'noindex', canonical: undefined });
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
      // The head the server writes from what the app says (the app's HTML is React's, which escapes it).
      const head = product.html.slice(0, product.html.indexOf('</head>'));
      expect(head).not.toContain('<script>alert(1)');
      expect(head).not.toContain('<img src=x');
      expect(JSON.parse(product.jsonLd!).name).toBe(hostile);
      expect(product.title).toBe(
        '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt; $&#39; $&amp; $` · one',
      );
      expect(product.html.match(/<title>/g)).toHaveLength(1);
    } finally {
      await renamed('Liqueur de citron de Menton');
    }
  });
});

describe.each(testEngines)('pages kept as they went out (%s)', (engine) => {
  let testApp: TestApp;
  let workDir: string;
  let deployments: Deployments;
  let pages: PageCache;
  let firstHtml: FirstHtml;
  let staffToken: string;
  /** The API calls the renders made: a page kept makes none. */
  let apiReads = 0;
  const readApi = async (url: string, cookies?: string) => {
    apiReads += 1;
    const { statusCode, body } = await testApp.app.inject({ method: 'GET', url, headers: cookies ? { cookie: cookies } : {} });
    return { statusCode, body };
  };
  const page = async (pathname: string, cookies = '') => {
    const { status, html, etag } = await firstHtml.render(pathname, '', cookies);
    return { status, etag, ...headOf(html) };
  };
  /** A page as kept: its first draw tells what of the visitor it reads, the second is kept. */
  const keptPage = async (pathname: string) => {
    await page(pathname);
    return page(pathname);
  };
  const staffCall = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await testApp.app.inject({ method, url, payload, headers: { authorization: `Bearer ${staffToken}` } });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
    return staffProductResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    testApp = await createTestApp(engine);
    workDir = mkdtempSync(path.join(tmpdir(), 'kept-pages-'));
    const shellDir = path.join(workDir, 'shell');
    writeShellBuild(shellDir);
    writeCatalogBuild(path.join(workDir, 'catalog-1'), 'one', catalogRender('one', { showPrice: true }));
    deployments = new Deployments(path.join(workDir, 'data'));
    await deployments.deploy('catalog', path.join(workDir, 'catalog-1'));
    pages = new PageCache(60_000);
    // As the shop's server does: whatever changes the catalogue changes the pages.
    testApp.app.catalogueCache.whenForgetting((forgotten) => pages.forget(forgotten));
    const renders = new ServerRenders(testApp.app.log);
    firstHtml = new FirstHtml({ shellDir, deployments, publicUrl, readApi, renders, log: testApp.app.log, pages });
    const owner = await createTestUser(testApp.app.db, { staffRole: 'owner' });
    staffToken = await staffSessionOf(testApp.app, owner.id);
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('shows a price changed through the API on the next page, and keeps the page until then', async () => {
    const { id: categoryId } = await createTestCategory(testApp.app.db);
    const created = await staffCall('POST', '/api/staff/products', newProductPayload(categoryId));
    const address = `/fr/produit/${created.slug.fr}`;
    const first = await keptPage(address);
    expect(first.body).toContain('data-price="850"');

    // Changed behind the shop's back, the page is the one kept: no render drew it.
    await testApp.app.db.updateTable('product_variations').set({ price: 870 }).where('product_id', '=', created.id).execute();
    const reads = apiReads;
    const kept = await page(address);
    expect(apiReads).toBe(reads);
    expect(kept.html).toBe(first.html);
    expect(kept.etag).toBe(first.etag);

    const variations = updatePayloadOf(created).variations.map((variation, index) =>
      index === 0 ? { ...variation, price: 990 } : variation,
    );
    await staffCall('PUT', `/api/staff/products/${created.id}`, updatePayloadOf(created, { variations }));
    const repriced = await page(address);
    expect(repriced.body).toContain('data-price="990"');
    expect(repriced.etag).not.toBe(first.etag);
  });

  it('shows stock an order took on the next page, and keeps the pages showing other stock', async () => {
    const { id: categoryId } = await createTestCategory(testApp.app.db);
    const [sold, other] = [
      await staffCall('POST', '/api/staff/products', newProductPayload(categoryId)),
      await staffCall('POST', '/api/staff/products', newProductPayload(categoryId)),
    ];
    const [soldAddress, otherAddress] = [`/it/produit/${sold.slug.it}`, `/fr/produit/${other.slug.fr}`];
    const first = await keptPage(soldAddress);
    expect(first.body).toContain('data-stock="10"');
    const otherFirst = await keptPage(otherAddress);

    const customer = await customerWithCart(testApp.app, [{ variationId: sold.variations[0]!.id, quantity: 3 }]);
    placedOrder(await placeOrderCall(testApp.app, customer));
    const reads = apiReads;
    expect((await page(otherAddress)).html).toBe(otherFirst.html);
    expect(apiReads).toBe(reads);
    const after = await page(soldAddress);
    expect(after.body).toContain('data-stock="7"');
    expect(after.etag).not.toBe(first.etag);
  });

  it('shows a deploy and a rollback on the next page', async () => {
    const address = '/en/produit/menton-lemon-liqueur';
    expect((await page(address)).body).toContain('<h1 data-build="one"');
    writeCatalogBuild(path.join(workDir, 'catalog-2'), 'two', catalogRender('two', { showPrice: true }));
    await deployments.deploy('catalog', path.join(workDir, 'catalog-2'));
    try {
      const deployed = await page(address);
      expect(deployed.body).toContain('<h1 data-build="two"');
      expect(deployed.title).toBe('Menton lemon liqueur · two');
    } finally {
      await deployments.rollback('catalog');
    }
    expect((await page(address)).body).toContain('<h1 data-build="one"');
  });

  it('keeps one page for each kind of the cookies its renders read, not one per cookie', async () => {
    const address = '/it/recettes';
    // The first draw tells what of the visitor the page reads (the shell: the consent cookie), the next is kept.
    await page(address, 'cart=a0');
    const firstTime = await page(address, 'cart=a1');
    expect(firstTime.body).toContain('data-consent="first-time"');
    // Another first-time visitor gets the page kept: it is drawn alike for them.
    const reads = apiReads;
    expect((await page(address, 'cart=b2')).html).toBe(firstTime.html);
    expect(apiReads).toBe(reads);
    const chosen = await page(address, 'cc_cookie=%7B%7D; cart=a1');
    expect(chosen.body).toContain('data-consent="chosen"');
    expect(chosen.etag).not.toBe(firstTime.etag);
    expect((await page(address, 'cc_cookie=other')).html).toBe(chosen.html);
    expect(apiReads).toBeGreaterThan(reads);
  });

  it('keeps one page for each kind of visitor an app’s render tells apart, with nothing declared', async () => {
    // A build whose product page differs for a shopper with a cart, as the cart app's does.
    const render = catalogRender('carts').map((line) =>
      line
        .replace('async ({ pathname, search, locale, page }, host)', 'async ({ pathname, search, locale, page, cookie }, host)')
        .replace('<h1 data-build=', '<h1 data-cart="${cookie("cart", (value) => String(value !== undefined))}" data-build='),
    );
    writeCatalogBuild(path.join(workDir, 'catalog-carts'), 'carts', render);
    await deployments.deploy('catalog', path.join(workDir, 'catalog-carts'));
    try {
      const address = '/fr/produit/liqueur-citron-menton';
      expect((await page(address)).body).toContain('data-cart="false"');
      expect((await page(address, 'cart=a1')).body).toContain('data-cart="true"');
      expect((await page(address, 'cart=b2')).body).toContain('data-cart="true"');
      expect((await page(address)).body).toContain('data-cart="false"');
    } finally {
      await deployments.rollback('catalog');
    }
  });

  it('makes a page a newly deployed build declares a page of the shop at once, and a 404 again once rolled back', async () => {
    const address = '/en/selection';
    expect((await page(address)).status).toBe(404);
    const pages = { ...catalogPages, selection: { path: 'selection' } };
    const pageHeads = { selection: heads('Selection', 'Our pick') };
    writeCatalogBuild(path.join(workDir, 'catalog-selection'), 'selection', catalogRender('selection', { pageHeads }), pages);
    const { version } = await deployments.deploy('catalog', path.join(workDir, 'catalog-selection'));
    try {
      const deployed = await page(address);
      expect(deployed).toMatchObject({ status: 200, lang: 'en', title: 'Selection (en)', description: 'Our pick (en)', robots: undefined });
      expect(deployed.canonical).toBe(`${publicUrl}/en/selection`);
      expect(deployed.alternates).toMatchObject({ fr: `${publicUrl}/fr/selection`, it: `${publicUrl}/it/selection` });
      expect(deployed.pageScripts).toContain(`/apps/catalog/${version}/remoteEntry.js`);
      expect(JSON.parse(deployed.remotesMap!).catalog.pages.selection).toEqual({ path: 'selection' });
    } finally {
      await deployments.rollback('catalog');
    }
    expect((await page(address)).status).toBe(404);
  });

  it('draws a page showing the visitor’s own things for them alone, read from the API as them, and keeps it for no one', async () => {
    // A build whose product page shows the visitor's cart, as the cart app's cart page does.
    const render = catalogRender('own').map((line) =>
      line
        .replace(
          'async ({ pathname, search, locale, page }, host)',
          'async ({ pathname, search, locale, page, ownCookie, getAsVisitor }, host)',
        )
        .replace(
          '  const slug = page.params.slug;',
          '  const slug = page.params.slug;\n  const uuid = ownCookie("cart");\n' +
            '  const own = uuid === undefined ? "none" : (await getAsVisitor("/api/carts/" + uuid)).status;',
        )
        .replace('<h1 data-build=', '<h1 data-own="${own}" data-build='),
    );
    writeCatalogBuild(path.join(workDir, 'catalog-own'), 'own', render);
    await deployments.deploy('catalog', path.join(workDir, 'catalog-own'));
    try {
      const address = '/fr/produit/liqueur-citron-menton';
      const product = (await testApp.app.inject({ url: '/api/products/liqueur-citron-menton' })).json<{
        data: { product_variations: { id: number }[] };
      }>();
      const customer = await customerWithCart(testApp.app, [{ variationId: product.data.product_variations[0]!.id }]);
      // Everyone without a cart gets the page kept.
      expect((await keptPage(address)).body).toContain('data-own="none"');
      const held = pages.held.entries;
      const reads = apiReads;
      expect((await page(address)).body).toContain('data-own="none"');
      expect(apiReads).toBe(reads);

      // The customer's cart, read with their session: theirs alone, drawn each time, never kept.
      const asCustomer = `cart=${customer.cartId}; session=${customer.token}`;
      for (let visit = 0; visit < 2; visit += 1) {
        const own = await firstHtml.render(address, '', asCustomer);
        expect(own.audience).toBe('visitor');
        expect(headOf(own.html).body).toContain('data-own="200"');
      }
      expect(pages.held.entries).toBe(held);
      // Someone else who knows the cart's id, without the customer's session, is not given it.
      const other = await firstHtml.render(address, '', `cart=${customer.cartId}`);
      expect(headOf(other.html).body).toContain('data-own="404"');
      expect(other.audience).toBe('visitor');
    } finally {
      await deployments.rollback('catalog');
    }
  });

  it('draws a page back with a form its visitor sent and the server refused, for them alone, kept for no one', async () => {
    // A build whose product page shows the form sent back, as the content app's contact page does.
    const render = catalogRender('sent').map((line) =>
      line
        .replace('async ({ pathname, search, locale, page }, host)', 'async ({ pathname, search, locale, page, sentForm }, host)')
        .replace('<h1 data-build=', '<h1 data-sent="${sentForm ? sentForm.refusal + ":" + sentForm.values.name : "none"}" data-build='),
    );
    writeCatalogBuild(path.join(workDir, 'catalog-sent'), 'sent', render);
    await deployments.deploy('catalog', path.join(workDir, 'catalog-sent'));
    try {
      const address = '/fr/produit/liqueur-citron-menton';
      expect((await keptPage(address)).body).toContain('data-sent="none"');
      const held = pages.held.entries;
      const drawnBack = await firstHtml.withSentForm(address, '', { values: { name: 'Camille' }, refusal: 'fields' });
      expect(drawnBack.audience).toBe('visitor');
      expect(drawnBack.html).toContain('data-sent="fields:Camille"');
      // Answered where the form was posted, it names its own address for its scripts.
      expect(drawnBack.html).toContain(`<div id="shell" data-page-address="${address}">`);
      expect(pages.held.entries).toBe(held);
      // Everyone else still gets the page without it.
      expect((await page(address)).body).toContain('data-sent="none"');
    } finally {
      await deployments.rollback('catalog');
    }
  });

  it('keeps no page that did not go out whole: an unknown product is drawn each time', async () => {
    const before = pages.held.entries;
    expect((await page('/fr/produit/no-such-lemon')).status).toBe(404);
    expect(pages.held.entries).toBe(before);
  });
});
