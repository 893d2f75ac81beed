// pnpm bench:interactive: when each public page answers a tap on Lighthouse's reference phone. Debian's Chromium
// under Lighthouse's mobile conditions, applied rather than simulated (slow 4G: 562.5 ms a request, 1.47 Mbit/s
// down, 675 kbit/s up; a 412 x 823 touch screen), the CPU slowed down as this machine's benchmark index calls for
// (reference-phone.ts: both are printed), a cold cache each run. For each page, the median of BENCH_RUNS cold runs
// (5 by default): first paint, largest paint, and the moment its main control is usable (not disabled, not
// aria-disabled, as assistive technology sees it), with the main thread's blocking time from first paint to that
// moment (Lighthouse's TBT, taken under applied throttling rather than simulated) and its longest task; "tap ->
// effect", in runs of their own: a touch at the control's place as soon as it shows on the painted page, and the
// moment its effect is on screen (the menu open, the cart's count changed, the form's answer), after the tap and
// from the page's start, on the page a form it posted led to if it did; then the product of
// the month's button, timed from the moment a shopper scrolls to it as soon as the home page has painted. Run
// `pnpm build` first; or point BENCH_URL at a shop already running.
// The last row is the machine's floor, measured the same way: a 300-byte page whose one button answers from a line
// of inline script, served by this benchmark; no page of the shop can paint or answer sooner.
// BENCH_DETAILS=1 also prints, for each page's last run, when each file was fetched, the load event, and the main
// thread's long tasks: where the time went.
import { throttling, screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { createServer } from 'node:http';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { benchShop, measuredPages, median, type BenchControl } from './bench-shop';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { benchmarkIndexIn, describePhone, referencePhone } from './reference-phone';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = 4392;
/** A run past this has failed: its control never became usable. */
const runTimeoutMs = 60_000;
const conditions = throttling.mobileSlow4G;
const screen = screenEmulationMetrics.mobile;

interface RunFigures {
  firstPaint: number;
  largestPaint: number;
  usable: number;
  /** Lighthouse's total blocking time, taken here: of each long task between first paint and usable, its part over 50 ms. */
  blocking: number;
  /** The longest task in that time. */
  longestTask: number;
}

/** The long tasks ([start, duration]) between `from` and `to`, each clipped to that time. */
function tasksBetween(longTasks: [number, number][], from: number, to: number): number[] {
  return longTasks.map(([start, duration]) => Math.min(start + duration, to) - Math.max(start, from)).filter((duration) => duration > 0);
}

declare global {
  interface Window {
    benchFigures: {
      firstPaint?: number;
      largestPaint?: number;
      /** When each watched control was first on screen, and first usable. */
      shown: Record<string, number>;
      usable: Record<string, number>;
      /** When the tap's effect was first on screen. */
      effect?: number;
      longTasks: [number, number][];
    };
    benchWatch: (key: string, control: BenchControl) => void;
  }
}

/**
 * Runs in the page before its own scripts: notes the paints, the first moments each watched control (`watch`, and
 * any `benchWatch` adds) is on screen and usable, and the first moment `effect` holds, checked at the next frame
 * whenever the page changes (elements added, text changed, `disabled`, `aria-disabled`, `open` changed).
 */
function recordFigures(watch: Record<string, BenchControl>, effect?: () => boolean) {
  const figures: Window['benchFigures'] = { shown: {}, usable: {}, longTasks: [] };
  window.benchFigures = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') figures.firstPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    figures.largestPaint = list.getEntries().at(-1)!.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  const watched = new Map<string, BenchControl>(Object.entries(watch));
  const shownOf = ({ selector, name }: BenchControl) =>
    [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        (element.textContent?.trim() === name || element.getAttribute('aria-label') === name) && element.getClientRects().length > 0,
    );
  const isUsable = (control: BenchControl) =>
    shownOf(control).some((element) => !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true');
  const check = () => {
    const now = performance.now();
    if (figures.effect === undefined && effect?.()) figures.effect = now;
    for (const [key, control] of watched) {
      if (figures.shown[key] === undefined && shownOf(control).length > 0) figures.shown[key] = now;
      if (!isUsable(control)) continue;
      figures.usable[key] = now;
      watched.delete(key);
    }
  };
  window.benchWatch = (key, control) => {
    watched.set(key, control);
    check();
  };
  // Checked at the next frame, when a change can first be on screen: checked at each change, the watch would lay
  // the page out again and again as it is read, holding back what it measures.
  let checkAtFrame = false;
  const checkAtNextFrame = () => {
    if (checkAtFrame) return;
    checkAtFrame = true;
    requestAnimationFrame(() => {
      checkAtFrame = false;
      check();
    });
  };
  new MutationObserver(checkAtNextFrame).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-disabled', 'aria-invalid', 'class', 'hidden', 'open'],
  });
}

/**
 * A fresh context with nothing cached, throttled as Lighthouse's mobile preset on its reference phone, watching
 * `watch` from the start, and `effect` (an expression the page evaluates) if given.
 */
async function coldPhone(
  browser: Browser,
  watch: Record<string, BenchControl> = {},
  effect?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    locale: 'fr-FR',
  });
  // As text: tsx names the functions it compiles with a `__name` helper the page has not got.
  const effectCheck = effect === undefined ? 'undefined' : `function () { return ${effect}; }`;
  await context.addInitScript({
    content: `var __name = (f) => f; (${recordFigures.toString()})(${JSON.stringify(watch)}, ${effectCheck});`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: conditions.requestLatencyMs,
    downloadThroughput: (conditions.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (conditions.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.slowdown });
  return { context, page };
}

/** Waits until the page has noted `key`'s control usable: its time, from the page's start. */
async function usableAt(page: Page, key: string): Promise<number> {
  const handle = await page.waitForFunction((watched) => window.benchFigures.usable[watched], key, {
    timeout: runTimeoutMs,
    polling: 100,
  });
  return (await handle.jsonValue()) as number;
}

/** A cart with one jar of the liqueur, as the cart page is reached: its id in the shop's cookie. */
async function cartCookie(shopUrl: string) {
  const product = (await (await fetch(`${shopUrl}/api/products/liqueur-citron-menton`)).json()) as {
    data: { product_variations: { id: number }[] };
  };
  const added = await fetch(`${shopUrl}/api/add-to-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ product_variation_id: product.data.product_variations[0]!.id, quantity: 1 }),
  });
  const { data } = (await added.json()) as { data: { uuid: string } };
  return { name: 'cart', value: data.uuid, url: shopUrl };
}

async function pageRun(browser: Browser, shopUrl: string, path: string, control: BenchControl): Promise<RunFigures> {
  const { context, page } = await coldPhone(browser, { main: control });
  try {
    if (path.endsWith('/panier')) await context.addCookies([await cartCookie(shopUrl)]);
    await page.goto(`${shopUrl}${path}`, { waitUntil: 'commit' });
    const usable = await usableAt(page, 'main');
    // The paints are known once the page has settled.
    await page.waitForFunction(() => window.benchFigures.largestPaint !== undefined, undefined, { timeout: runTimeoutMs });
    const { firstPaint, largestPaint, longTasks } = await page.evaluate(() => window.benchFigures);
    if (details) lastRunDetails.set(path, await whereTheTimeWent(page));
    const tasks = tasksBetween(longTasks, firstPaint!, usable);
    const blocking = tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
    return { firstPaint: firstPaint!, largestPaint: largestPaint!, usable, blocking, longestTask: Math.max(0, ...tasks) };
  } finally {
    await context.close();
  }
}

/** A tap whose effect is not on screen this long after it is lost: the shopper has tapped for nothing. */
const tapLostAfterMs = 20_000;

/** When a tap's effect came on screen: from the tap, and from the start of the page tapped. */
interface TapEffect {
  afterTap: number;
  fromStart: number;
}

/**
 * A touch at the control's place as soon as it shows on screen (in the page, and the page painted: Chromium takes
 * no input before its first paint, nor does a shopper tap what they cannot see; scrolled to, if the first screen
 * does not hold it), and the moment its effect is on screen (undefined when the tap was lost); for a shopper who
 * has answered the cookie banner.
 */
async function tapRun(
  browser: Browser,
  shopUrl: string,
  path: string,
  control: BenchControl,
  effect: string,
): Promise<TapEffect | undefined> {
  const { context, page } = await coldPhone(browser, { main: control }, effect);
  try {
    // A shopper who answered the cookie banner on an earlier visit: on a first one, it covers the bottom of the screen.
    const consent = {
      name: 'cc_cookie',
      value: encodeURIComponent(JSON.stringify({ categories: ['necessary'], revision: 1 })),
      url: shopUrl,
    };
    await context.addCookies([consent, ...(path.endsWith('/panier') ? [await cartCookie(shopUrl)] : [])]);
    await page.goto(`${shopUrl}${path}`, { waitUntil: 'commit' });
    // Where to touch, found in the same check that sees the control shown: each call into a throttled page costs
    // a round trip the shopper's thumb does not wait for.
    const placeHandle = await page.waitForFunction(
      ({ selector, name }) => {
        if (!window.benchFigures.shown.main || window.benchFigures.firstPaint === undefined) return false;
        const element = [...document.querySelectorAll<HTMLElement>(selector)].find(
          (found) => (found.textContent?.trim() === name || found.getAttribute('aria-label') === name) && found.getClientRects().length > 0,
        )!;
        const box = element.getBoundingClientRect();
        if (box.top < 0 || box.bottom > innerHeight) element.scrollIntoView({ block: 'center' });
        const { left, top, width, height } = element.getBoundingClientRect();
        const { timeOrigin } = performance;
        return { x: left + width / 2, y: top + height / 2, start: timeOrigin, tapped: timeOrigin + performance.now() };
      },
      control,
      { timeout: runTimeoutMs, polling: 20 },
    );
    const place = (await placeHandle.jsonValue()) as { x: number; y: number; start: number; tapped: number };
    const { start, tapped } = place;
    await page.touchscreen.tap(place.x, place.y);
    const at = await effectAt(page);
    return at === undefined ? undefined : { afterTap: at - tapped, fromStart: at - start };
  } finally {
    await context.close();
  }
}

/**
 * When the tap's effect is first on screen (as a time since the epoch), on whichever page shows it: a form the tap
 * posted leads to another; undefined when it has not come within `tapLostAfterMs`.
 */
async function effectAt(page: Page): Promise<number | undefined> {
  const lostAt = Date.now() + tapLostAfterMs;
  while (Date.now() < lostAt) {
    const at = await page
      .evaluate(() => (window.benchFigures.effect === undefined ? undefined : performance.timeOrigin + window.benchFigures.effect))
      // A page being replaced by the next answers nothing.
      .catch(() => undefined);
    if (at !== undefined) return at;
    await page.waitForTimeout(50);
  }
  return undefined;
}

const details = process.env.BENCH_DETAILS === '1';
/** Each page's last run, told by its files, load event and long tasks (BENCH_DETAILS=1). */
const lastRunDetails = new Map<string, string>();

async function whereTheTimeWent(page: Page): Promise<string> {
  const { files, navigation, longTasks } = await page.evaluate(() => {
    const { requestStart, responseStart, responseEnd, domInteractive, loadEventStart } = performance.getEntriesByType(
      'navigation',
    )[0] as PerformanceNavigationTiming;
    return {
      files: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) => [new URL(entry.name).pathname, entry.startTime, entry.responseEnd] as const,
      ),
      navigation: { requestStart, responseStart, responseEnd, domInteractive, loadEventStart },
      longTasks: window.benchFigures.longTasks,
    };
  });
  const at = (ms: number) => (ms / 1000).toFixed(2);
  return [
    `page asked at ${at(navigation.requestStart)} s, answered ${at(navigation.responseStart)} -> ${at(navigation.responseEnd)} s, ` +
      `read at ${at(navigation.domInteractive)} s; load event at ${at(navigation.loadEventStart)} s`,
    ...files.map(([file, start, end]) => `  ${at(start)} -> ${at(end)} s  ${file}`),
    `long tasks: ${longTasks.map(([start, duration]) => `${at(start)} s +${Math.round(duration)} ms`).join(', ')}`,
  ].join('\n');
}

/** The product of the month's button, from the moment the shopper scrolls to it as soon as home has painted. */
async function monthlyRun(browser: Browser, shopUrl: string): Promise<number> {
  const { context, page } = await coldPhone(browser);
  try {
    await page.goto(`${shopUrl}/fr`, { waitUntil: 'commit' });
    // Painted, and the block in the page (the page shows its first screen before it has read the rest).
    await page.waitForFunction(
      () => window.benchFigures.largestPaint !== undefined && document.querySelector('#produit-du-mois') !== null,
      undefined,
      { timeout: runTimeoutMs, polling: 50 },
    );
    const reached = await page.evaluate(() => {
      document.querySelector('#produit-du-mois')!.scrollIntoView();
      window.benchWatch('monthly', { selector: '#produit-du-mois button', name: 'Ajouter au panier' });
      return performance.now();
    });
    return (await usableAt(page, 'monthly')) - reached;
  } finally {
    await context.close();
  }
}

/** The floor: a 300-byte page, its button answering from inline script, served from this process. */
const floorPage = {
  control: { selector: 'button', name: 'Menu' },
  effect: "!document.querySelector('nav').hidden",
  html:
    '<!doctype html><html lang="fr"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<title>Floor</title><h1>A page of nothing</h1>' +
    '<button onclick="this.nextSibling.hidden = false">Menu</button><nav hidden>Opened</nav>',
};

async function serveFloorPage(): Promise<{ url: string; stop: () => void }> {
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(floorPage.html));
  await new Promise<void>((listening) => server.listen(port + 1, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${port + 1}`, stop: () => server.close() };
}

/** A duration in seconds; one under nothing (usable before it was reached) is none. */
const seconds = (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(1)} s`;

/** The taps' median effect, after the tap and from the page's start, and how many were lost (their effect never came). */
function tapFigure(taps: (TapEffect | undefined)[]): string {
  const effective = taps.filter((tap) => tap !== undefined);
  const lost = taps.length - effective.length;
  if (effective.length === 0) return `every tap lost (${lost})`;
  const after = `${seconds(median(effective.map((tap) => tap.afterTap)))} (${seconds(median(effective.map((tap) => tap.fromStart)))} from the start)`;
  return `${after}${lost > 0 ? `, ${lost} of ${taps.length} taps lost` : ''}`;
}

const pages = measuredPages();
// The product of the month is on the home page: measured with it.
const withMonthly = pages.some(({ path }) => path === '/fr');
const shop = await benchShop(
  port,
  pages.map(({ path }) => path),
);
const phone = await referencePhone();
const floor = await serveFloorPage();
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
try {
  const indexBefore = await benchmarkIndexIn(browser);
  const rows: string[] = [];
  const measured = [
    ...pages.map((page) => ({ ...page, url: shop.url, label: `\`${page.path}\`` })),
    { path: '/', url: floor.url, label: 'the floor: a 300-byte page, its button answered by inline script', ...floorPage },
  ];
  for (const { path, url, label, control, effect } of measured) {
    const results: RunFigures[] = [];
    const tapped: (TapEffect | undefined)[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await pageRun(browser, url, path, control));
    for (let run = 0; run < runs; run += 1) tapped.push(await tapRun(browser, url, path, control, effect));
    const of = (pick: (figures: RunFigures) => number) => seconds(median(results.map(pick)));
    const ms = (pick: (figures: RunFigures) => number) => `${Math.round(median(results.map(pick)))} ms`;
    rows.push(
      `| ${label} | ${of((f) => f.firstPaint)} | ${of((f) => f.largestPaint)} | ${of((f) => f.usable)} (${control.name}) | ` +
        `${tapFigure(tapped)} | ${ms((f) => f.blocking)} | ${ms((f) => f.longestTask)} |`,
    );
  }
  const monthly: number[] = [];
  for (let run = 0; run < runs && withMonthly; run += 1) monthly.push(await monthlyRun(browser, shop.url));
  const indexAfter = await benchmarkIndexIn(browser);

  console.log(
    `Chromium ${browser.version()}, Lighthouse's mobile conditions applied (slow 4G, ${screen.width} x ${screen.height} touch) ` +
      `on ${describePhone(phone)}, cold cache, median of ${runs} runs; ` +
      `benchmark index ${Math.round(indexBefore)} before the runs, ${Math.round(indexAfter)} after`,
  );
  console.log('| page | first paint | largest paint | main control usable | tap -> effect | blocking until usable (TBT) | longest task |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  if (withMonthly)
    console.log(`| product of the month, scrolled to once home has painted | | | ${seconds(median(monthly))} after the scroll | | | |`);
  for (const [path, told] of lastRunDetails) console.log(`\n${path}, last run:\n${told}`);
} finally {
  await browser.close();
  shop.stop();
  floor.stop();
}
