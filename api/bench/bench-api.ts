// pnpm bench:api: requests per second and p99 latency of the home page's calls and of one product by
// slug, on the real server over SQLite, and in the same run the same figures for a bare Fastify route
// answering the same JSON from memory. Load comes from autocannon on loopback, bounded in time.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load as loadWith, median, start, waitUntilUp, type Figures } from './bench-servers';

const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const calls = {
  'best sellers': '/api/products?perPage=5&filter[is_highlighted]=true&sort=order',
  'product of the month': '/api/products?filter[is_monthly]=true&include=recipes',
  'main categories': '/api/product_categories?filter[is_main]=true&sort=order&perPage=10',
  'product by slug': '/api/products/liqueur-citron-menton',
};

const load = (url: string) => loadWith(url, { connections, seconds });

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const servers = {
  shop: { port: 4391, env: {} },
  'shop, no cache': { port: 4393, env: { CATALOGUE_CACHE_SECONDS: '0' } },
  bare: { port: 4392, env: {} },
};
const children: ChildProcess[] = [];
try {
  for (const name of ['shop', 'shop, no cache'] as const) {
    const { port, env } = servers[name];
    children.push(start(['dist/server.js'], { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENTS: 'test', ...env }));
    await waitUntilUp(`http://127.0.0.1:${port}/api/health`);
  }

  const responses = Object.fromEntries(
    await Promise.all(
      Object.values(calls).map(async (url) => [url, await (await fetch(`http://127.0.0.1:${servers.shop.port}${url}`)).text()]),
    ),
  );
  const responsesFile = path.join(dataDir, 'responses.json');
  writeFileSync(responsesFile, JSON.stringify(responses));
  children.push(start(['--import', 'tsx', 'bench/bare-server.ts'], { PORT: String(servers.bare.port), BENCH_RESPONSES: responsesFile }));
  await waitUntilUp(`http://127.0.0.1:${servers.bare.port}${calls['main categories']}`);

  console.log(`autocannon on loopback: ${connections} connections; SQLite; median of ${rounds} interleaved ${seconds} s runs per server`);
  console.log('call                 | server          |  req/s |      p99 | req/s vs bare');
  for (const [call, url] of Object.entries(calls)) {
    const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, [] as Figures[]])) as Record<keyof typeof servers, Figures[]>;
    for (const { port } of Object.values(servers)) await load(`http://127.0.0.1:${port}${url}`); // warm-up
    // Interleaved rounds: a noisy moment on the machine hits every server alike.
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, { port }] of Object.entries(servers))
        runs[name as keyof typeof servers].push(await load(`http://127.0.0.1:${port}${url}`));
    }
    const bare = median(runs.bare.map((figures) => figures.requests));
    for (const [name, figures] of Object.entries(runs)) {
      const requests = median(figures.map((run) => run.requests));
      const p99 = median(figures.map((run) => run.p99));
      console.log(
        `${call.padEnd(20)} | ${name.padEnd(15)} | ${requests.toFixed(0).padStart(6)} | ${`${p99.toFixed(1)} ms`.padStart(8)} | ${(requests / bare).toFixed(2).padStart(13)}`,
      );
    }
  }
} finally {
  for (const child of children) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
