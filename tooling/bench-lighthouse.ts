// pnpm bench:lighthouse: Lighthouse's mobile preset (simulated throttling) on the production build, cold
// cache, for the seven public pages of bench-shop (home, a category, a product, recipes, contact, about, the
// cart), on Lighthouse's reference phone: the CPU slowdown set from this machine's benchmark index
// (reference-phone.ts), measured in Lighthouse's browser just before each run (a shared machine's speed drifts from
// minute to minute). Prints the median of BENCH_RUNS runs (5 by default) of each figure, the JavaScript each page
// loads, the indexes and slowdowns of the runs, and the index Lighthouse measured during its runs. Run `pnpm build`
// first; or point BENCH_URL at a shop already running (another build, to compare) and it measures that one. BENCH_DETAILS=1 also prints,
// for each page's last run, what its LCP waited on and which scripts kept the main thread busy.
import { launch } from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';
import { benchShop, measuredPages, median } from './bench-shop';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { describePhones, referencePhoneIn, type ReferencePhone } from './reference-phone';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const pages = measuredPages().map(({ path }) => path);
const port = 4391;

interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  scriptFiles: number;
}

const details = process.env.BENCH_DETAILS === '1';

function figures(result: Result): Figures {
  const numeric = (audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;
  const details = result.audits['resource-summary']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const scripts = items.find((item) => item.resourceType === 'script') as { transferSize?: number; requestCount?: number } | undefined;
  return {
    performance: Math.round((result.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? 0,
    scriptFiles: scripts?.requestCount ?? 0,
  };
}

type TableItems = Record<string, unknown>[];
const tableOf = (result: Result, audit: string): TableItems => {
  const found = result.audits[audit]?.details;
  return found && 'items' in found ? (found.items as TableItems) : [];
};

/** What held the page back: its LCP element and the phases before it, and the busiest scripts. */
function printDetails(page: string, result: Result): void {
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const audit = (id: string) => result.audits[id]?.displayValue ?? '';
  console.log(
    `\n${page}: FCP ${audit('first-contentful-paint')}, speed index ${audit('speed-index')}, LCP ${audit('largest-contentful-paint')}`,
  );
  // Two tables: the element, then the phases of its LCP.
  const [element, phases] = tableOf(result, 'largest-contentful-paint-element') as { items?: TableItems }[];
  const lcpNode = (element?.items?.[0] as { node?: { snippet?: string } } | undefined)?.node;
  console.log(`  LCP element: ${lcpNode?.snippet ?? 'unknown'}`);
  for (const phase of phases?.items ?? []) console.log(`  ${String(phase.phase).padEnd(14)} ${ms(phase.timing)}`);
  const work = tableOf(result, 'mainthread-work-breakdown').map((item) => `${String(item.groupLabel)} ${ms(item.duration)}`);
  console.log(`  main thread: ${work.join(', ')}`);
  const longTasks = tableOf(result, 'long-tasks').slice(0, 8);
  console.log(
    `  long tasks: ${longTasks.map((task) => `${ms(task.duration)} at ${ms(task.startTime)} (${String(task.url).replace(shopUrl, '')})`).join(', ')}`,
  );
  const scripts = tableOf(result, 'network-requests')
    .filter((request) => request.resourceType === 'Script')
    .sort((a, b) => Number(b.transferSize) - Number(a.transferSize));
  console.log('  scripts, by bytes transferred:');
  for (const script of scripts) {
    console.log(`    ${(Number(script.transferSize) / 1000).toFixed(1).padStart(6)} kB  ${String(script.url).replace(shopUrl, '')}`);
  }
  console.log('  main thread, by script (ms total / scripting):');
  for (const script of tableOf(result, 'bootup-time').slice(0, 10)) {
    console.log(`    ${ms(script.total).padStart(8)} ${ms(script.scripting).padStart(8)}  ${String(script.url).replace(shopUrl, '')}`);
  }
}

/** One Lighthouse run; a run whose trace Lighthouse itself could not record (it says to run again) is run again, once. */
async function measured(url: string, port: number, cpuSlowdownMultiplier: number): Promise<RunnerResult> {
  const phone = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier };
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', throttling: phone });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!outcome.lhr.runtimeError) return outcome;
    if (attempt === 2) throw new Error(`${url}: ${outcome.lhr.runtimeError.message}`);
  }
}

// A first visit of each page warms the server (database pages, compression), never the browser's cache:
// Lighthouse clears it before every run.
const shop = await benchShop(port, pages);
const shopUrl = shop.url;
const chrome = await launch({ chromePath: chromiumExecutable, chromeFlags: chromiumArgs });
const phones: ReferencePhone[] = [];
/** The phone for the next run, measured in Lighthouse's browser, then left to Lighthouse alone. */
async function phoneForNextRun(): Promise<ReferencePhone> {
  const measuring = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    return await referencePhoneIn(measuring);
  } finally {
    await measuring.close();
  }
}
try {
  const rows: string[] = [];
  const benchmarkIndexes: number[] = [];
  let version = '';
  for (const page of pages) {
    const results: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const phone = await phoneForNextRun();
      phones.push(phone);
      const outcome = await measured(`${shopUrl}${page}`, chrome.port, phone.slowdown);
      version = outcome.lhr.lighthouseVersion;
      benchmarkIndexes.push(outcome.lhr.environment.benchmarkIndex);
      results.push(figures(outcome.lhr));
      if (details && run === runs - 1) printDetails(page, outcome.lhr);
    }
    const of = (pick: (figures: Figures) => number) => median(results.map(pick));
    rows.push(
      `| \`${page}\` | ${of((f) => f.performance)} | ${(of((f) => f.lcp) / 1000).toFixed(1)} s | ${Math.round(of((f) => f.tbt))} ms | ` +
        `${of((f) => f.cls).toFixed(3)} | ${(of((f) => f.scriptBytes) / 1000).toFixed(0)} kB in ${of((f) => f.scriptFiles)} files |`,
    );
  }
  console.log(
    `Lighthouse ${version}, mobile preset, simulated throttling, cold cache, median of ${runs} runs; ${describePhones(phones)} ` +
      `(Lighthouse measured an index of ${Math.round(median(benchmarkIndexes))}, from ${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))})`,
  );
  console.log('| page | performance | LCP | TBT | CLS | JavaScript (transferred) |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await chrome.kill();
  shop.stop();
}
