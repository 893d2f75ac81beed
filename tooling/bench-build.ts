// pnpm bench:build: how long every app takes to build, how long one feature app takes alone, and how
// much JavaScript (gzip) the home page loads: by package, and how much of it the design card's libraries take.
// Builds run one after the other in this same run, so the ratio holds even on a noisy machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { addCodeByPackage, isDesignCardPackage } from './script-packages';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);

function timed(args: string[]): number {
  const started = process.hrtime.bigint();
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'ignore' });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (value: number) => `${value.toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const buildAll = ['-r', '--workspace-concurrency=2', '--filter', './shell', '--filter', './mf-*', '--filter', './api', 'run', 'build'];
const buildOne = ['--filter', './mf-content', 'run', 'build'];

const all: number[] = [];
const one: number[] = [];
for (let run = 0; run < runs; run += 1) {
  all.push(timed(buildAll));
  one.push(timed(buildOne));
}
// BENCH_RUNS=0 measures only the home page, of the builds already made.
if (runs > 0) {
  console.log(`build, every app (shell, 4 feature apps, API), median of ${runs}: ${seconds(median(all))}`);
  console.log(`build, one feature app alone (mf-content), median of ${runs}: ${seconds(median(one))}`);
  console.log(`one app alone / every app: ${(median(one) / median(all)).toFixed(2)}`);
}

// The home page in a real browser against the production server, with a data folder of its own.
const port = 4390;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
const server = spawn('node', ['api/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENTS: 'test' },
  stdio: 'ignore',
});
try {
  for (let attempt = 0; ; attempt += 1) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (attempt > 100) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const page = await browser.newPage({ locale: 'fr-FR' });
  const bodies: Promise<[string, Buffer]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.body().then((body): [string, Buffer] => [response.url(), body]));
  });
  await page.goto(`http://127.0.0.1:${port}/fr`);
  // Home is complete once the catalogue's blocks (a feature app's fragment) show their products.
  await page.locator('#meilleures-ventes [data-testid="product-card"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = new Map(await Promise.all(bodies));
  await browser.close();

  const shellScripts = [...scripts].filter(([url]) => new URL(url).pathname.startsWith('/assets/'));
  const gzipped = (entries: [string, Buffer][]) => entries.reduce((total, [, body]) => total + gzipSync(body, { level: 9 }).length, 0);
  const raw = [...scripts.values()].reduce((total, body) => total + body.length, 0);
  console.log(`home page JavaScript: ${scripts.size} files, ${kib(raw)} raw, ${kib(gzipped([...scripts]))} gzip`);
  console.log(`  the shell's files (with the shared libraries): ${shellScripts.length} files, ${kib(gzipped(shellScripts))} gzip`);
  console.log(
    `  the catalogue's home blocks: ${scripts.size - shellScripts.length} files, ${kib(gzipped([...scripts]) - gzipped(shellScripts))} gzip`,
  );

  // Where the bytes go: the shell's files are in its build, a feature app's in its deployed version.
  const codeByPackage = new Map<string, string[]>();
  for (const url of scripts.keys()) {
    const { pathname } = new URL(url);
    const file = pathname.startsWith('/apps/') ? path.join(dataDir, pathname) : path.join(root, 'shell', 'dist', pathname);
    addCodeByPackage(file, codeByPackage);
  }
  // Each package's code compressed alone: a little more than its share of the page's compressed files.
  const packages = [...codeByPackage].map(([name, parts]) => {
    const code = parts.join('');
    return { name, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
  });
  console.log('home page JavaScript by package (minified; and compressed, each package alone; the largest 15):');
  for (const { name, bytes, gzip } of packages.sort((a, b) => b.bytes - a.bytes).slice(0, 15)) {
    console.log(`  ${kib(bytes).padStart(10)}  ${((bytes / raw) * 100).toFixed(1).padStart(4)} %  ${kib(gzip).padStart(9)} gzip  ${name}`);
  }
  const gzipOf = (rows: typeof packages) => rows.reduce((total, row) => total + row.gzip, 0);
  const card = packages.filter(({ name }) => isDesignCardPackage(name));
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
  console.log(
    `the design card's libraries and the bundler's runtime: ${kB(gzipOf(card))} gzip (${card.length} packages, each compressed alone); ` +
      `everything else: ${kB(gzipOf(packages) - gzipOf(card))}; the budget for the whole home page: 170 kB`,
  );
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
