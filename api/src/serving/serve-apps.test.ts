import { gunzipSync } from 'node:zlib';
import { type AddressInfo, connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppPages } from '@lemon/app-protocol';
import { workspacePages } from '@lemon/tooling/workspace-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { authPlugin } from '../auth/auth.plugin';
import { catalogRoutes } from '../catalog/catalog.routes';
import { catalogueCachePlugin } from '../catalog/catalogue-cache.plugin';
import { databasePlugin } from '../database/database.plugin';
import { metricsPlugin } from '../metrics/metrics.plugin';
import { figure } from '../test-support/metrics-text';
import { serializerCompiler } from '../http/json-serializer';
import { Deployments } from '../remotes/deployments';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { testShopNotice } from '../payments/test-shop-notice';
import { serveApps } from './serve-apps';
import { staffCategoryById, updateCategory } from '../staff-catalog/staff-categories.repository';
import { createProduct, deleteProduct, staffProductById, updateProduct } from '../staff-catalog/staff-products.repository';
import { createTestCategory, newProductPayload, updatePayloadOf } from '../test-support/test-catalogue';
import { createTestUser } from '../test-support/test-users';

let workDir: string;
let app: FastifyInstance;
let version: string;
let database: TestDatabase;
/** The pages each build of the workspace declares, which the builds deployed here publish. */
let declared: Record<string, AppPages>;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'serve-apps-'));
  const shellDir = path.join(workDir, 'shell');
  mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Shop</title></head><body><div id="shell"></div></body></html>',
  );
  writeFileSync(path.join(shellDir, 'assets', 'main.0123456789.js'), 'console.log(1)');
  writeFileSync(path.join(shellDir, 'assets', 'main.0123456789.js.map'), '{"sources":["src/secret.ts"]}');
  writeFileSync(path.join(shellDir, 'favicon.svg'), '<svg/>');
  // Each build publishes the pages it shows, as the workspace's declare them: the server routes them.
  declared = Object.fromEntries(await workspacePages());
  writeFileSync(path.join(shellDir, 'pages.json'), JSON.stringify(declared.shell));

  const build = path.join(workDir, 'build');
  mkdirSync(build);
  writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
  writeFileSync(path.join(build, 'remoteEntry.js'), 'var catalog;');
  writeFileSync(path.join(build, 'pages.json'), JSON.stringify(declared.catalog));
  writeFileSync(path.join(build, 'remoteEntry.js.map'), '{"sources":["src/secret.ts"]}');
  // Its server render, reduced to what the server asks of it: whether there is a product or category at an address,
  // and where one that is no longer there went, as the catalogue's says.
  mkdirSync(path.join(build, 'server'));
  writeFileSync(
    path.join(build, 'server', 'render.cjs'),
    [
      'exports.serverRenderVersion = 3;',
      'exports.buildId = "catalog";',
      'exports.render = async ({ page, locale, search }, host) => {',
      '  const none = { preloads: [], fragments: {}, state: {} };',
      '  if (page?.name !== "product" && page?.name !== "category") return none;',
      // Counted, so the tests see what a query costs.
      '  globalThis.catalogPageDraws = (globalThis.catalogPageDraws ?? 0) + 1;',
      '  const { slug } = page.params;',
      '  const { status } = await host.get((page.name === "product" ? "/api/products/" : "/api/product_categories/") + slug);',
      '  if (status === 200) return { ...none, status, head: { title: slug } };',
      '  const moved = await host.get(`/api/moved_pages/${page.name}/${slug}`);',
      '  const to = moved.body?.data.slug?.[locale];',
      '  const path = `/${locale}/${page.name === "product" ? "produit" : "categorie"}/${to}${search}`;',
      '  return to ? { ...none, status: 301, location: path } : { ...none, status: moved.status === 200 ? 410 : 404, head: { title: slug } };',
      '};',
    ].join('\n'),
  );
  const deployments = new Deployments(path.join(workDir, 'data'));
  ({ version } = await deployments.deploy('catalog', build));
  // The cart's and the account's pages are the shop's as long as a build of each is deployed.
  for (const other of ['cart', 'account']) {
    const otherBuild = path.join(workDir, other);
    mkdirSync(otherBuild);
    writeFileSync(path.join(otherBuild, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(otherBuild, 'pages.json'), JSON.stringify(declared[other]));
    await deployments.deploy(other, otherBuild);
  }

  database = await createTestDatabase('sqlite');
  app = Fastify();
  // As the shop's app does: answers are declared with zod. The catalogue answers what the pages load.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(metricsPlugin, { allowedNetworks: [] });
  await app.register(databasePlugin, { connection: database.connection });
  await app.register(catalogueCachePlugin, { lifetimeSeconds: 60, connection: database.connection });
  await app.register(cookie);
  await app.register(authPlugin); // the restock call's staff check
  await app.register(catalogRoutes);
  await serveApps(app, { shellDir, deployments, publicUrl: 'https://shop.example' });
});

afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('serving the built site', () => {
  it('answers every shop page with the shell, never cached', async () => {
    for (const url of ['/', '/fr', '/en/produit/menton-lemon-liqueur', '/panier', '/reset-password', '/verify-email/1/t?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="shell"');
    }
  });

  it('tags each page, so that a browser or a CDN asking again with its tag gets a 304 without the page', async () => {
    const first = await app.inject({ url: '/fr' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/fr', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const otherTag = await app.inject({ url: '/fr', headers: { 'if-none-match': '"another-page"' } });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.body).toBe(first.body);
    // A page that did not go out whole is never answered from a tag.
    const unknown = await app.inject({ url: '/fr/no-such-page' });
    const unknownAgain = await app.inject({ url: '/fr/no-such-page', headers: { 'if-none-match': unknown.headers.etag as string } });
    expect(unknownAgain.statusCode).toBe(404);
  });

  it('sends a page gzipped as it was kept to a client that takes gzip, under a tag of its own', async () => {
    const plain = await app.inject({ url: '/en/produit/menton-lemon-liqueur' });
    const zipped = await app.inject({ url: '/en/produit/menton-lemon-liqueur', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipTag = zipped.headers.etag as string;
    expect(gzipTag).not.toBe(plain.headers.etag);
    const again = await app.inject({
      url: '/en/produit/menton-lemon-liqueur',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': gzipTag },
    });
    expect(again.statusCode).toBe(304);
    // The gzipped body's tag is not the plain page's: a client taking no gzip gets the page.
    const plainAgain = await app.inject({ url: '/en/produit/menton-lemon-liqueur', headers: { 'if-none-match': gzipTag } });
    expect(plainAgain.statusCode).toBe(200);
  });

  it('answers an unknown page with the shell and a 404', async () => {
    const response = await app.inject({ url: '/fr/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('id="shell"');
  });

  it('caches hashed shell assets and versioned feature app files for good', async () => {
    const asset = await app.inject({ url: '/assets/main.0123456789.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const entry = await app.inject({ url: `/apps/catalog/${version}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var catalog;');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('hands out the remotes map uncached', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().catalog).toEqual({ version, manifest: `/apps/catalog/${version}/mf-manifest.json`, pages: declared.catalog });
    expect(Object.keys(response.json())).toEqual(['catalog', 'cart', 'account']);
  });

  it('never hands out the source maps a build keeps', async () => {
    for (const url of ['/assets/main.0123456789.js.map', `/apps/catalog/${version}/remoteEntry.js.map`]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('answers a hand-made request whose path carries a fragment with a malformed escape', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET /fr/produit/liqueur-citron-menton#%E0 HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n'),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('id="shell"');
  });

  it('answers missing files and unknown API calls with a JSON 404', async () => {
    for (const url of ['/apps/catalog/000000000000/remoteEntry.js', '/assets/gone.js', '/api/nothing-here']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });
});

describe('a test shop', () => {
  let testShop: FastifyInstance;
  beforeAll(async () => {
    testShop = Fastify();
    testShop.setValidatorCompiler(validatorCompiler);
    testShop.setSerializerCompiler(serializerCompiler);
    const { connection } = await createTestDatabase('sqlite');
    await testShop.register(metricsPlugin, { allowedNetworks: [] });
    await testShop.register(databasePlugin, { connection });
    await testShop.register(catalogueCachePlugin, { lifetimeSeconds: 60, connection });
    await testShop.register(cookie);
    await testShop.register(authPlugin);
    await testShop.register(catalogRoutes);
    const shellDir = path.join(workDir, 'shell');
    await serveApps(testShop, {
      shellDir,
      deployments: new Deployments(path.join(workDir, 'data')),
      publicUrl: 'https://shop.example',
      pageNotice: testShopNotice(),
    });
  });
  afterAll(() => testShop.close());

  it('says on every page, before the shell and in every language, that no payment is taken', async () => {
    for (const [url, name] of [
      ['/fr', 'Boutique de test'],
      ['/en/produit/menton-lemon-liqueur', 'Test shop'],
      ['/it/panier', 'Negozio di prova'],
      ['/reset-password', 'Boutique de test'],
      ['/fr/nulle-part', 'Boutique de test'],
    ]) {
      const { body } = await testShop.inject({ url });
      // A landmark named in the page's language.
      expect(body, url).toContain(`<aside class="test-shop-notice" aria-label="${name}">`);
      const notice = body.indexOf('<aside class="test-shop-notice"');
      expect(notice, url).toBeGreaterThan(-1);
      expect(notice, url).toBeLessThan(body.indexOf('<div id="shell">'));
      for (const text of ['Boutique de test : aucun paiement n’est encaissé.', 'Test shop: no payment is taken.', 'Negozio di prova'])
        expect(body, url).toContain(text);
      expect(body, url).toMatch(/<style>\.test-shop-notice[^<]*html\[lang="en"\] \.test-shop-notice \[lang="en"\][^<]*<\/style><\/head>/);
    }
  });

  it('is said by no page of a shop that takes payments', async () => {
    for (const url of ['/fr', '/panier', '/fr/nulle-part']) expect((await app.inject({ url })).body, url).not.toContain('test-shop-notice');
  });
});

describe('a product or category whose address changed', () => {
  const owner = async () => {
    const user = await createTestUser(database.connection.db, { staffRole: 'owner' });
    return { id: user.id, email: user.email };
  };
  const newProduct = async () => {
    const { id: categoryId } = await createTestCategory(database.connection.db);
    const id = await createProduct(database.connection.db, newProductPayload(categoryId), await owner());
    await app.catalogueChanged();
    return (await staffProductById(database.connection.db, id))!;
  };

  it('sends a renamed product’s old addresses, in each language, to its page now (301), query and all', async () => {
    const product = await newProduct();
    const renamed = { fr: `${product.slug.fr}-bio`, en: `${product.slug.en}-organic`, it: product.slug.it };
    await updateProduct(database.connection.db, product.id, { ...updatePayloadOf(product), slug: renamed }, await owner());
    await app.catalogueChanged();
    for (const locale of ['fr', 'en'] as const) {
      const response = await app.inject({ url: `/${locale}/produit/${product.slug[locale]}?utm_source=lettre` });
      expect(response.statusCode, locale).toBe(301);
      expect(response.headers.location).toBe(`/${locale}/produit/${renamed[locale]}?utm_source=lettre`);
    }
    // An old French address asked in English leads to the English page.
    expect((await app.inject({ url: `/en/produit/${product.slug.fr}` })).headers.location).toBe(`/en/produit/${renamed.en}`);
    expect((await app.inject({ url: `/fr/produit/${renamed.fr}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/it/produit/${product.slug.it}` })).statusCode).toBe(200);
  });

  it('says a deleted product is gone (410), and a hidden one is not found (404)', async () => {
    const [deleted, hidden] = [await newProduct(), await newProduct()];
    await deleteProduct(database.connection.db, deleted.id, await owner());
    await updateProduct(database.connection.db, hidden.id, { ...updatePayloadOf(hidden), is_hidden: true }, await owner());
    await app.catalogueChanged();
    const gone = await app.inject({ url: `/fr/produit/${deleted.slug.fr}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('id="shell"');
    expect((await app.inject({ url: `/fr/produit/${hidden.slug.fr}` })).statusCode).toBe(404);
  });

  it('sends a renamed category’s old address to its page now', async () => {
    const { id, slug } = await createTestCategory(database.connection.db);
    const before = (await staffCategoryById(database.connection.db, id))!;
    const label = { fr: 'Agrumes', en: 'Citrus', it: 'Agrumi' };
    const renamed = { fr: `agrumes-${id}`, en: `citrus-${id}`, it: `agrumi-${id}` };
    await updateCategory(database.connection.db, id, { label, slug: renamed, is_main: false, version: before.version }, await owner());
    await app.catalogueChanged();
    const response = await app.inject({ url: `/it/categorie/${slug}` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/it/categorie/${renamed.it}`);
  });
});

describe('a page asked for with any query', () => {
  let kept: FastifyInstance;
  beforeAll(async () => {
    // The server as `pnpm start` runs it: pages kept until what they show changes.
    kept = Fastify();
    kept.setValidatorCompiler(validatorCompiler);
    kept.setSerializerCompiler(serializerCompiler);
    await kept.register(metricsPlugin, { allowedNetworks: [] });
    await kept.register(databasePlugin, { connection: database.connection });
    await kept.register(catalogueCachePlugin, { lifetimeSeconds: 60, connection: database.connection });
    await kept.register(cookie);
    await kept.register(authPlugin);
    await kept.register(catalogRoutes);
    await serveApps(kept, {
      shellDir: path.join(workDir, 'shell'),
      deployments: new Deployments(path.join(workDir, 'data')),
      publicUrl: 'https://shop.example',
      pageLifetimeSeconds: 60,
    });
  });
  afterAll(() => kept.close());

  const draws = () => (globalThis as { catalogPageDraws?: number }).catalogPageDraws ?? 0;

  it('is drawn once whatever else its query holds: no query makes a new render', async () => {
    const url = '/en/produit/menton-lemon-liqueur';
    // Its first draw tells what of the visitor the page reads; the next is kept.
    await kept.inject({ url });
    const first = await kept.inject({ url });
    expect(first.statusCode).toBe(200);
    const before = draws();
    for (let busting = 0; busting < 200; busting += 1) {
      const response = await kept.inject({ url: `${url}?v=${busting}&utm_source=lettre-${busting}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(first.body);
    }
    expect(draws()).toBe(before);
    // What a page is drawn from is another page: a category's next page.
    await kept.inject({ url: `${url}?page=2` });
    expect(draws()).toBe(before + 1);
  });

  it('counts the pages it drew and those it found kept, for the operator', async () => {
    const url = '/en/produit/menton-lemon-liqueur?metrics';
    await kept.inject({ url: '/en/produit/a-page-drawn-for-the-figures' });
    await kept.inject({ url });
    const text = await kept.metrics.text();
    expect(figure(text, 'shop_page_render_duration_seconds_count', { outcome: 'drawn' })).toBeGreaterThanOrEqual(2);
    expect(figure(text, 'shop_cache_lookups_total', { cache: 'page', result: 'hit' })).toBeGreaterThanOrEqual(200);
    expect(figure(text, 'shop_cache_lookups_total', { cache: 'page', result: 'miss' })).toBeGreaterThanOrEqual(2);
    expect(figure(text, 'shop_page_renders_in_progress', { state: 'waiting' })).toBe(0);
  });

  it('says that it is drawn from the visitor’s cookies, for any cache in front', async () => {
    const response = await kept.inject({ url: '/en/produit/menton-lemon-liqueur' });
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
  });
});
