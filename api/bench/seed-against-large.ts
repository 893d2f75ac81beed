// What bench:scale and bench:search share: the shop with its seed catalogue beside the same build with
// BENCH_PRODUCTS more products (50,000 by default, six variations each), each with the catalogue cache on and off,
// loaded call by call in interleaved rounds (a noisy moment hits every server alike). SQLite by default;
// BENCH_ENGINE=postgres puts each shop in a PostgreSQL schema of its own (TEST_DATABASE_URL, else the local test
// database) served by two processes, as the shop scales out. Run `pnpm build` first: the servers are the built API.
import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import type { Engine } from '../src/database/engine';
import { seedLargeCatalogue } from '../src/database/seed/seed-large-catalogue';
import { createTestDatabase } from '../src/test-support/test-database';
import { askEach, load, median, rotated, start, waitUntilUp, type Figures } from './bench-servers';

export const extraProducts = Number(process.env.BENCH_PRODUCTS ?? 50_000);
export const engine: Engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export type ShopName = 'seed' | 'large';
type CacheName = 'cache on' | 'cache off';
interface Server {
  shop: ShopName;
  cache: CacheName;
  /** One process on SQLite, two sharing the database on PostgreSQL. */
  ports: number[];
}

/** A call of the benchmark on one shop: one address, or addresses asked for in turn. */
export interface Target {
  path: string;
  spread?: string[];
  /** Instead of `spread`: each request asks the next address it gives (one never asked before, at times). */
  stream?: () => string;
  /** The addresses a cache has before the rounds (`spread`'s all, when not said): the others it meets first in them. */
  warm?: string[];
  headers?: Record<string, string>;
}

/** A shop's database, with what its server processes are given to reach it. */
interface Shop {
  environment: Record<string, string>;
  /** French slugs of products picked evenly over the catalogue (`spreadOver` of them). */
  slugs: string[];
  drop: () => Promise<void>;
}

/** Makes the shop's database (migrated and seeded, as a first start does), with `extra` products more. */
async function makeShop(extra: number, spreadOver: number): Promise<Shop> {
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

export interface Comparison {
  /** How many products' slugs each shop hands `targetsOf`, spread over its catalogue. */
  spreadOver: number;
  /** What each call asks of a shop, by the call's name, from one of its servers' address. */
  targetsOf: (base: string, slugs: string[]) => Promise<Record<string, Target>>;
  /** What to measure once the servers are up, before the calls (the sitemap's reads). */
  before?: (base: (shop: ShopName, cache: CacheName) => string) => Promise<void>;
  /** What the runs' heading adds about their traffic. */
  traffic: string;
}

/** Starts both shops' servers, loads each call on each, and prints a table of the figures, the large shop's ratio to the seed's. */
export async function compareSeedWithLarge({ spreadOver, targetsOf, before, traffic }: Comparison): Promise<void> {
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
    shops.seed = await makeShop(0, spreadOver);
    shops.large = await makeShop(extraProducts, spreadOver);
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
    const baseOf = (shop: ShopName, cache: CacheName = 'cache on') =>
      `http://127.0.0.1:${servers.find((server) => server.shop === shop && server.cache === cache)!.ports[0]}`;
    const targets = {
      seed: await targetsOf(baseOf('seed'), shops.seed.slugs),
      large: await targetsOf(baseOf('large'), shops.large.slugs),
    };
    await before?.(baseOf);
    console.log(
      `autocannon on loopback, ${connections} connections; ${engine === 'postgres' ? `PostgreSQL, ${processes} processes a shop` : 'SQLite'}; ` +
        `median of ${rounds} interleaved ${seconds} s runs per server; ${traffic}`,
    );
    console.log('| call | cache | seed req/s | seed p99 | large req/s | large p99 | throughput large / seed | p99 large / seed |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const call of Object.keys(targets.seed)) {
      const figures = new Map<Server, Figures[]>(servers.map((server) => [server, []]));
      // Two processes share the connections, as a load balancer in front of them would.
      const loadOn = async (server: Server): Promise<Figures> => {
        const { path, spread, stream, headers } = targets[server.shop][call]!;
        const share = Math.max(1, Math.round(connections / server.ports.length));
        const each = await Promise.all(
          server.ports.map((port, index) =>
            load(`http://127.0.0.1:${port}${path}`, {
              connections: share,
              seconds,
              paths: stream ?? (spread && rotated(spread, index, server.ports.length)),
              headers,
            }),
          ),
        );
        return { requests: each.reduce((sum, run) => sum + run.requests, 0), p99: Math.max(...each.map((run) => run.p99)) };
      };
      for (const server of servers) {
        // Warm-up: with the cache on, spread addresses (those said warm) are each asked once first, as a crawl or a
        // newsletter's first readers would; then a run not counted.
        const { spread, warm = spread } = targets[server.shop][call]!;
        if (warm && server.cache === 'cache on')
          await Promise.all(server.ports.map((port) => askEach(`http://127.0.0.1:${port}`, warm, connections)));
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
}
