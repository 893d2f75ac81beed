// pnpm bench:scale: the shop with its seed catalogue against the same build with BENCH_PRODUCTS more products
// (50,000 by default, six variations each), side by side: the catalogue's calls the pages make and the pages'
// HTML, with the catalogue cache on and off, in interleaved rounds (a noisy moment hits every server alike).
// Prints the sitemap index's build time and size, then each call's requests per second and p99 latency, and the
// large catalogue's ratio to the seed's. SQLite.
// Run `pnpm build` first: the servers are the built API with the built apps.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { callAddress, catalogCalls } from '@lemon/shared/api-calls';
import { loadConfig } from '../src/config/config';
import { openShopDatabase } from '../src/database/open-shop-database';
import { seedLargeCatalogue } from '../src/database/seed/seed-large-catalogue';
import { indexedFilePaths } from '../src/test-support/sitemap-reading';
import { load, median, start, waitUntilUp, type Figures } from './bench-servers';

const extraProducts = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Addresses the spread traffic goes over: as many products as a crawl or a newsletter reaches in a while. */
const spreadOver = 2_000;

/** Reads the sitemap as a crawler does, timing each part: the index, then every file it names, gzipped. */
async function readSitemap(base: string) {
  const started = performance.now();
  const read = async (path: string) => {
    const partStarted = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    if (!response.ok || response.headers.get('content-encoding') !== 'gzip') throw new Error(`${path}: ${response.status}, not gzipped`);
    // fetch unzips the body itself; the length sent is the gzipped one.
    const gzipBytes = Number(response.headers.get('content-length'));
    return { text: await response.text(), gzipBytes, ms: performance.now() - partStarted };
  };
  const index = await read('/sitemap.xml');
  const files = [];
  for (const path of indexedFilePaths(index.text)) files.push(await read(path));
  const sizes = files.map((file) => Buffer.byteLength(file.text));
  return {
    ms: performance.now() - started,
    files: files.length,
    slowestMs: Math.max(...files.map((file) => file.ms)),
    addresses: files.reduce((sum, file) => sum + file.text.split('<loc>').length - 1, 0),
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    largestBytes: Math.max(...sizes),
    gzipBytes: [index, ...files].reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

type ShopName = 'seed' | 'large';
type CacheName = 'cache on' | 'cache off';
interface Server {
  shop: ShopName;
  cache: CacheName;
  port: number;
}

/** A call of the benchmark on one shop: one address, or addresses asked for in turn. */
interface Target {
  path: string;
  spread?: string[];
  headers?: Record<string, string>;
}

/** Makes the shop's database, with `extra` products more; the French slugs of products picked evenly over it. */
async function makeShop(dataDir: string, extra: number): Promise<string[]> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENTS: 'test' });
  const connection = await openShopDatabase(config, pino({ level: 'warn' }));
  try {
    if (extra > 0) await seedLargeCatalogue(connection.db, extra);
    const slugs = await connection.db.selectFrom('products').select('slug_fr').where('is_hidden', '=', 0).orderBy('id').execute();
    const step = Math.max(1, Math.floor(slugs.length / spreadOver));
    return slugs.filter((_, index) => index % step === 0).map((row) => row.slug_fr);
  } finally {
    await connection.close();
  }
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

type ProductList = {
  data: { id: number; slug: { fr: string }; product_category_id: number }[];
  meta: { total: number; last_page: number };
};

/** What each call asks of this shop: its biggest category, its last page, and products spread over the catalogue. */
async function targetsOf(base: string, slugs: string[]): Promise<Record<string, Target>> {
  const categories = await json<{ data: { id: number; slug: { fr: string } }[] }>(`${base}${callAddress(catalogCalls.allCategories)}`);
  const sizes = await Promise.all(
    categories.data.map(async (category) => {
      const first = await json<ProductList>(`${base}${callAddress(catalogCalls.categoryProducts(category.id, 1))}`);
      return { category, total: first.meta.total, lastPage: first.meta.last_page, product: first.data[0] };
    }),
  );
  const biggest = sizes.reduce((most, size) => (size.total > most.total ? size : most));
  const spread = (prefix: string) => slugs.map((slug) => `${prefix}${slug}`);
  return {
    'product of the month': { path: callAddress(catalogCalls.productOfTheMonth) },
    'best sellers': { path: callAddress(catalogCalls.bestSellers) },
    'biggest category, last page': { path: callAddress(catalogCalls.categoryProducts(biggest.category.id, biggest.lastPage)) },
    'related products': { path: callAddress(catalogCalls.relatedProducts(biggest.product!)) },
    'product by slug, spread': { path: callAddress(catalogCalls.product(slugs[0]!)), spread: spread('/api/products/') },
    recipes: { path: callAddress(catalogCalls.recipes) },
    'page: home': { path: '/fr' },
    'page: biggest category': { path: `/fr/categorie/${biggest.category.slug.fr}` },
    'page: product, spread': { path: `/fr/produit/${slugs[0]}`, spread: spread('/fr/produit/') },
    // As crawlers ask for it, gzipped. Its files are as large as the catalogue: their reads are timed above.
    'sitemap: index': { path: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } },
  };
}

const dataDirs = {
  seed: mkdtempSync(path.join(tmpdir(), 'bench-scale-seed-')),
  large: mkdtempSync(path.join(tmpdir(), 'bench-scale-large-')),
};
const servers: Server[] = [
  { shop: 'seed', cache: 'cache on', port: 4394 },
  { shop: 'large', cache: 'cache on', port: 4395 },
  { shop: 'seed', cache: 'cache off', port: 4396 },
  { shop: 'large', cache: 'cache off', port: 4397 },
];
const children: ChildProcess[] = [];
try {
  const seeding = performance.now();
  const slugs = { seed: await makeShop(dataDirs.seed, 0), large: await makeShop(dataDirs.large, extraProducts) };
  console.log(`the large shop: ${extraProducts} products more, made in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  for (const { shop, cache, port } of servers) {
    const cacheSeconds: Record<string, string> = cache === 'cache off' ? { CATALOGUE_CACHE_SECONDS: '0' } : {};
    children.push(
      start(['dist/server.js'], { PORT: String(port), DATA_DIR: dataDirs[shop], LOG_LEVEL: 'warn', PAYMENTS: 'test', ...cacheSeconds }),
    );
  }
  for (const { port } of servers) await waitUntilUp(`http://127.0.0.1:${port}/api/health`);
  const baseOf = (shop: ShopName) => `http://127.0.0.1:${servers.find((server) => server.shop === shop)!.port}`;
  const targets = { seed: await targetsOf(baseOf('seed'), slugs.seed), large: await targetsOf(baseOf('large'), slugs.large) };
  // The sitemap once per shop, as a crawler reads it (the index, then each file, gzipped), one shop after the other:
  // the first read builds each part, the second is what every later crawler gets until the catalogue changes.
  for (const { shop, cache, port } of servers) {
    for (const read of ['built', 'kept'] as const) {
      const figures = await readSitemap(`http://127.0.0.1:${port}`);
      console.log(
        `${shop}, ${cache}: sitemap ${read}: index and ${figures.files} files in ${figures.ms.toFixed(0)} ms (slowest file ` +
          `${figures.slowestMs.toFixed(0)} ms), ${figures.addresses} addresses, ${(figures.bytes / 1e6).toFixed(1)} MB, ` +
          `${(figures.gzipBytes / 1e3).toFixed(0)} kB gzipped, largest file ${(figures.largestBytes / 1e6).toFixed(1)} MB`,
      );
    }
  }
  console.log(
    `autocannon on loopback, ${connections} connections; SQLite; median of ${rounds} interleaved ${seconds} s runs per server; ` +
      `spread traffic over ${spreadOver} products`,
  );
  console.log('| call | cache | seed req/s | seed p99 | large req/s | large p99 | throughput large / seed | p99 large / seed |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const call of Object.keys(targets.seed)) {
    const figures = new Map<Server, Figures[]>(servers.map((server) => [server, []]));
    const loadOn = (server: Server) => {
      const { path, spread, headers } = targets[server.shop][call]!;
      return load(`http://127.0.0.1:${server.port}${path}`, { connections, seconds, paths: spread, headers });
    };
    for (const server of servers) await loadOn(server); // warm-up
    for (let round = 0; round < rounds; round += 1) for (const server of servers) figures.get(server)!.push(await loadOn(server));
    for (const cache of ['cache on', 'cache off'] as const) {
      const [seed, large] = (['seed', 'large'] as const).map((shop) => {
        const runs = figures.get(servers.find((server) => server.shop === shop && server.cache === cache)!)!;
        return { requests: median(runs.map((run) => run.requests)), p99: median(runs.map((run) => run.p99)) };
      });
      // A server that answered nothing in the time has no latency to compare.
      const p99 = (run: Figures) => (run.requests > 0 ? `${run.p99} ms` : '—');
      const ratio = (value: number, of: number) => (value > 0 && of > 0 ? (value / of).toFixed(2) : '—');
      console.log(
        `| ${call} | ${cache} | ${seed!.requests.toFixed(0)} | ${p99(seed!)} | ${large!.requests.toFixed(0)} | ${p99(large!)} | ` +
          `${ratio(large!.requests, seed!.requests)} | ${large!.requests > 0 ? ratio(large!.p99, seed!.p99) : '—'} |`,
      );
    }
  }
} finally {
  for (const child of children) child.kill();
  for (const dir of Object.values(dataDirs)) rmSync(dir, { recursive: true, force: true });
}
