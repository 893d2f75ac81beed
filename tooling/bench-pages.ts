// pnpm bench:pages: how many public pages a second the server draws, and their p50 and p99, at 10 connections,
// for this build and, in the same run, another one (BENCH_BEFORE_URL: an older build started on a port of its
// own), in interleaved rounds so a noisy moment hits both alike. Each answer is a page drawn by the server
// renders, not a cached one: what a spike of shoppers or a crawler costs.
import autocannon from 'autocannon';
import { benchShop, measuredPages } from './bench-shop';

// The server this bench starts keeps no page (a build given by BENCH_BEFORE_URL must be started so too).
process.env.CATALOGUE_CACHE_SECONDS ??= '0';
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
}

async function load(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Asked without cookies: the cart page is the empty cart, which the server draws.
const pages = measuredPages().map(({ path }) => path);
const shop = await benchShop(4396, pages);
const builds: Record<string, string> = { 'this build': shop.url };
if (process.env.BENCH_BEFORE_URL) builds.before = process.env.BENCH_BEFORE_URL;
try {
  console.log(`autocannon on loopback: ${connections} connections; median of ${rounds} interleaved ${seconds} s runs per build`);
  console.log('page                               | build      | pages/s |  p50 ms |  p99 ms | pages/s vs before');
  for (const path of pages) {
    const runs: Record<string, Figures[]> = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, url] of Object.entries(builds)) runs[name]!.push(await load(`${url}${path}`));
    }
    const before = runs.before && median(runs.before.map((figures) => figures.perSecond));
    for (const [name, figures] of Object.entries(runs)) {
      const perSecond = median(figures.map((run) => run.perSecond));
      const ratio = before && name !== 'before' ? `${(perSecond / before).toFixed(2)}x` : '';
      console.log(
        `${path.padEnd(34)} | ${name.padEnd(10)} | ${perSecond.toFixed(0).padStart(7)} | ${median(figures.map((run) => run.p50))
          .toFixed(0)
          .padStart(7)} | ${median(figures.map((run) => run.p99))
          .toFixed(0)
          .padStart(7)} | ${ratio}`,
      );
    }
  }
} finally {
  shop.stop();
}
