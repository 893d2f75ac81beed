// pnpm bench:scale: the shop with its seed catalogue against the same build with BENCH_PRODUCTS more products
// (50,000 by default, six variations each), side by side: the catalogue's calls the pages make and the pages'
// HTML, with the catalogue cache on and off, in interleaved rounds (a noisy moment hits every server alike).
// Prints the sitemap index's build time and size, then each call's requests per second and p99 latency, and the
// large catalogue's ratio to the seed's. SQLite by default; BENCH_ENGINE=postgres puts each shop in a PostgreSQL
// schema of its own (TEST_DATABASE_URL, else the local test database) served by two processes, as the shop scales out.
// Run `pnpm build` first: the servers are the built API with the built apps.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { callOf, type CallDeclaration } from '@lemon/app-protocol';
import { callAddress } from '@lemon/shared/api-calls';
import { sql } from 'kysely';
import type { Engine } from '../src/database/engine';
import { seedLargeCatalogue } from '../src/database/seed/seed-large-catalogue';
import { recordFile } from '../src/consumer-records/kept-records';
import { indexedFilePaths } from '../src/test-support/sitemap-reading';
import { createTestDatabase } from '../src/test-support/test-database';
import { askEach, load, median, start, waitUntilUp, type Figures } from './bench-servers';

const extraProducts = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const engine: Engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
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
  /** One process on SQLite, two sharing the database on PostgreSQL. */
  ports: number[];
}

/** A call of the benchmark on one shop: one address, or addresses asked for in turn. */
interface Target {
  path: string;
  spread?: string[];
  headers?: Record<string, string>;
}

/** A shop's database, with what its server processes are given to reach it. */
interface Shop {
  environment: Record<string, string>;
  /** French slugs of products picked evenly over the catalogue. */
  slugs: string[];
  drop: () => Promise<void>;
}

/** Makes the shop's database (migrated and seeded, as a first start does), with `extra` products more. */
async function makeShop(extra: number): Promise<Shop> {
  const database = await createTestDatabase(engine);
  try {
    if (extra > 0) await seedLargeCatalogue(database.connection.db, extra);
    // The planner's statistics, as a database that has grown has them.
    if (engine === 'postgres') await sql`vacuum analyze`.execute(database.connection.db);
    const slugs = await database.connection.db.selectFrom('products').select('slug_fr').where('is_hidden', '=', 0).orderBy('id').execute();
    const step = Math.max(1, Math.floor(slugs.length / spreadOver));
    return {
      environment: { ...database.environment },
      slugs: slugs.filter((_, index) => index % step === 0).map((row) => row.slug_fr),
      drop: () => database.drop(),
    };
  } finally {
    await database.connection.close();
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

/** The catalogue's calls as its deployed build makes them (its kept record): the pages' calls, by name. */
const catalogueCalls = JSON.parse(readFileSync(recordFile('catalog', 'current'), 'utf8')) as Record<string, CallDeclaration>;
const catalogueCall = (name: string, params: Record<string, string | number> = {}, query = {}) => {
  const call = catalogueCalls[name];
  if (!call) throw new Error(`the catalogue's build makes no call ${name}`);
  return callAddress(callOf(call, params, query));
};

/** What each call asks of this shop: its biggest category, its last page, and products spread over the catalogue. */
async function targetsOf(base: string, slugs: string[]): Promise<Record<string, Target>> {
  const categories = await json<{ data: { id: number; slug: { fr: string } }[] }>(
    `${base}${callAddress({ path: '/api/product_categories', query: { sort: 'order', perPage: 100 } })}`,
  );
  const sizes = await Promise.all(
    categories.data.map(async (category) => {
      const first = await json<ProductList>(
        `${base}${catalogueCall('categoryProducts', {}, { filter: { product_category_id: category.id }, page: 1 })}`,
      );
      return { category, total: first.meta.total, lastPage: first.meta.last_page, product: first.data[0] };
    }),
  );
  const biggest = sizes.reduce((most, size) => (size.total > most.total ? size : most));
  const spread = (prefix: string) => slugs.map((slug) => `${prefix}${slug}`);
  return {
    'product of the month': { path: catalogueCall('productOfTheMonth') },
    'best sellers': { path: catalogueCall('bestSellers') },
    'biggest category, last page': {
      path: catalogueCall('categoryProducts', {}, { filter: { product_category_id: biggest.category.id }, page: biggest.lastPage }),
    },
    'related products': {
      path: catalogueCall(
        'relatedProducts',
        {},
        { filter: { product_category_id: biggest.product!.product_category_id, related: biggest.product!.id } },
      ),
    },
    'product by slug, spread': { path: catalogueCall('product', { slug: slugs[0]! }), spread: spread('/api/products/') },
    recipes: { path: catalogueCall('recipes') },
    'page: home': { path: '/fr' },
    'page: biggest category': { path: `/fr/categorie/${biggest.category.slug.fr}` },
    'page: product, spread': { path: `/fr/produit/${slugs[0]}`, spread: spread('/fr/produit/') },
    // As crawlers ask for it, gzipped. Its files are as large as the catalogue: their reads are timed above.
    'sitemap: index': { path: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } },
  };
}

const processes = engine === 'postgres' ? 2 : 1;
const serverOf = (shop: ShopName, cache: CacheName, index: number): Server => ({
  shop,
  cache,
  ports: Array.from({ length: processes }, (_, process) => 4394 + index * processes + process),
});
const servers: Server[] = [
  serverOf('seed', 'cache on', 0),
  serverOf('large', 'cache on', 1),
  serverOf('seed', 'cache off', 2),
  serverOf('large', 'cache off', 3),
];
const children: ChildProcess[] = [];
const shops: Partial<Record<ShopName, Shop>> = {};
try {
  const seeding = performance.now();
  shops.seed = await makeShop(0);
  shops.large = await makeShop(extraProducts);
  console.log(`the large shop: ${extraProducts} products more, made in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  // One after the other: processes starting together on one SQLite file would each make its first staff account.
  for (const { shop, cache, ports } of servers) {
    const cacheSeconds: Record<string, string> = cache === 'cache off' ? { CATALOGUE_CACHE_SECONDS: '0' } : {};
    for (const port of ports) {
      children.push(
        start(['dist/server.js'], {
          PORT: String(port),
          LOG_LEVEL: 'warn',
          PAYMENTS: 'test',
          ...shops[shop]!.environment,
          ...cacheSeconds,
        }),
      );
      await waitUntilUp(`http://127.0.0.1:${port}/api/health`);
    }
  }
  const baseOf = (shop: ShopName) => `http://127.0.0.1:${servers.find((server) => server.shop === shop)!.ports[0]}`;
  const targets = {
    seed: await targetsOf(baseOf('seed'), shops.seed.slugs),
    large: await targetsOf(baseOf('large'), shops.large.slugs),
  };
  // The sitemap once per shop, as a crawler reads it (the index, then each file, gzipped), one shop after the other:
  // the first read builds each part, the second is what every later crawler gets until the catalogue changes.
  for (const { shop, cache, ports } of servers) {
    for (const read of ['built', 'kept'] as const) {
      const figures = await readSitemap(`http://127.0.0.1:${ports[0]}`);
      console.log(
        `${shop}, ${cache}: sitemap ${read}: index and ${figures.files} files in ${figures.ms.toFixed(0)} ms (slowest file ` +
          `${figures.slowestMs.toFixed(0)} ms), ${figures.addresses} addresses, ${(figures.bytes / 1e6).toFixed(1)} MB, ` +
          `${(figures.gzipBytes / 1e3).toFixed(0)} kB gzipped, largest file ${(figures.largestBytes / 1e6).toFixed(1)} MB`,
      );
    }
  }
  console.log(
    `autocannon on loopback, ${connections} connections; ${engine === 'postgres' ? `PostgreSQL, ${processes} processes a shop` : 'SQLite'}; ` +
      `median of ${rounds} interleaved ${seconds} s runs per server; ` +
      `spread traffic over ${spreadOver} products, each asked once before the rounds`,
  );
  console.log('| call | cache | seed req/s | seed p99 | large req/s | large p99 | throughput large / seed | p99 large / seed |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const call of Object.keys(targets.seed)) {
    const figures = new Map<Server, Figures[]>(servers.map((server) => [server, []]));
    // Two processes share the connections, as a load balancer in front of them would.
    const loadOn = async (server: Server): Promise<Figures> => {
      const { path, spread, headers } = targets[server.shop][call]!;
      const share = Math.max(1, Math.round(connections / server.ports.length));
      const each = await Promise.all(
        server.ports.map((port) => load(`http://127.0.0.1:${port}${path}`, { connections: share, seconds, paths: spread, headers })),
      );
      return { requests: each.reduce((sum, run) => sum + run.requests, 0), p99: Math.max(...each.map((run) => run.p99)) };
    };
    for (const server of servers) {
      // Warm-up: with the cache on, spread addresses are each asked once first, as a crawl or a newsletter's first readers would.
      const { spread } = targets[server.shop][call]!;
      if (spread && server.cache === 'cache on')
        await Promise.all(server.ports.map((port) => askEach(`http://127.0.0.1:${port}`, spread, connections)));
      await loadOn(server);
    }
    for (let round = 0; round < rounds; round += 1) for (const server of servers) figures.get(server)!.push(await loadOn(server));
    for (const cache of ['cache on', 'cache off'] as const) {
      const [seed, large] = (['seed', 'large'] as const).map((shop) => {
        const runs = figures.get(servers.find((server) => server.shop === shop && server.cache === cache)!)!;
        return { requests: median(runs.map((run) => run.requests)), p99: median(runs.map((run) => run.p99)) };
      });
      // A server that answered nothing in the time has no latency to compare.
      const p99 = (run: Figures) => (run.requests > 0 ? `${run.p99.toFixed(1)} ms` : '—');
      const ratio = (value: number, of: number) => (value > 0 && of > 0 ? (value / of).toFixed(2) : '—');
      console.log(
        `| ${call} | ${cache} | ${seed!.requests.toFixed(0)} | ${p99(seed!)} | ${large!.requests.toFixed(0)} | ${p99(large!)} | ` +
          `${ratio(large!.requests, seed!.requests)} | ${large!.requests > 0 ? ratio(large!.p99, seed!.p99) : '—'} |`,
      );
    }
  }
} finally {
  for (const child of children) child.kill();
  await new Promise((resolve) => setTimeout(resolve, 500)); // the processes let go of their connections
  for (const shop of Object.values(shops)) await shop.drop();
}
