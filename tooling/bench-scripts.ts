// pnpm bench:scripts: how much JavaScript each public page loads on a first visit, everything included (the
// shell, shared, the feature apps, their texts), against the issue's budgets. For each page, in a cold browser:
// once its scripts have started (the mouse moved over it) and the page is taken over and quiet; then once the
// shopper has scrolled to its end (home's blocks below the fold load as they near the screen). Each figure three
// ways: the bodies as the shop sent them (brotli), the same with each answer's headers (what the phone fetched),
// and the files compressed with gzip -9 (the budgets' unit). BENCH_BEFORE_URL: an older build started on a port of
// its own, measured in the same run for the ratio. Run `pnpm build` first; or point BENCH_URL at a running shop.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { benchShop, measuredPages } from './bench-shop';
import { chromiumArgs, chromiumExecutable } from './chromium';

const port = 4394;
/** The issue's budgets for a page's JavaScript, everything included, gzip. */
const budgets: Record<string, number> = { '/fr': 190_000, '/fr/produit/liqueur-citron-menton': 200_000 };

interface Weight {
  files: number;
  sent: number;
  fetched: number;
  gzip: number;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);
const weightOf = (rows: { sent: number; fetched: number; gzip: number }[]): Weight => ({
  files: rows.length,
  sent: rows.reduce((sum, row) => sum + row.sent, 0),
  fetched: rows.reduce((sum, row) => sum + row.fetched, 0),
  gzip: rows.reduce((sum, row) => sum + row.gzip, 0),
});

async function scriptWeights(browser: Browser, url: string): Promise<{ atLoad: Weight; scrolled: Weight }> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const rows: Promise<{ sent: number; fetched: number; gzip: number }>[] = [];
  const measure = async (response: Response) => {
    const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
    return {
      sent: sizes.responseBodySize,
      fetched: sizes.responseBodySize + sizes.responseHeadersSize,
      gzip: gzipSync(body, { level: 9 }).length,
    };
  };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') rows.push(measure(response));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.mouse.move(100, 100);
  await page.locator('html[data-taken-over]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const atLoad = weightOf(await Promise.all(rows));
  // Down the page a screen at a time, as a thumb would, each screen given time to fetch what it needs.
  for (let screens = 0; screens < 30; screens += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const scrolled = weightOf(await Promise.all(rows));
  await context.close();
  return { atLoad, scrolled };
}

const pages = measuredPages().map(({ path }) => path);
const shop = await benchShop(port, pages);
const builds: Record<string, string> = { 'this build': shop.url };
if (process.env.BENCH_BEFORE_URL) builds.before = process.env.BENCH_BEFORE_URL;
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  console.log('JavaScript of a first visit, kB: files as sent (brotli) / with their headers / gzip -9 (the budgets)');
  console.log(
    'page                               | build      | once started: files   sent fetched   gzip | scrolled to the end: files   sent   gzip | budget (gzip)',
  );
  for (const path of pages) {
    for (const [name, url] of Object.entries(builds)) {
      const { atLoad, scrolled } = await scriptWeights(browser, `${url}${path}`);
      const budget = budgets[path];
      const verdict = budget ? `${kB(budget)} ${scrolled.gzip <= budget ? 'met' : `over by ${kB(scrolled.gzip - budget).trim()}`}` : '';
      console.log(
        `${path.padEnd(34)} | ${name.padEnd(10)} | ${String(atLoad.files).padStart(19)} ${kB(atLoad.sent)} ${kB(atLoad.fetched).padStart(7)} ${kB(atLoad.gzip)} | ` +
          `${String(scrolled.files).padStart(25)} ${kB(scrolled.sent)} ${kB(scrolled.gzip)} | ${verdict}`,
      );
    }
  }
} finally {
  await browser.close();
  shop.stop();
}
