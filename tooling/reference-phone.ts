// Lighthouse's mobile figures mean "on its reference phone". Its default 4x CPU slowdown makes that phone only of a
// machine whose benchmark index is about 1,500: a faster machine needs more, a slower one less. Lighthouse's
// throttling docs give the slowdown for each index (their CPU throttling calculator), and the browser benchmarks
// set it from the index of the machine they run on, printing both with every figure.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Browser } from 'playwright-core';
import { median } from './bench-shop';
import { chromiumArgs, chromiumExecutable } from './chromium';

/** The CPU slowdown that makes this machine Lighthouse's reference phone: 2x at an index of 800, 4x at 1,533, 6x at 2,000. */
export function referencePhoneSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

export interface ReferencePhone {
  /** Lighthouse's benchmark index of this machine, unthrottled (the median of a few measures). */
  benchmarkIndex: number;
  /** The CPU slowdown the benchmarks apply, from the index. */
  slowdown: number;
}

/**
 * Lighthouse's benchmark index of this machine now, in an unthrottled page of `browser`: about 1,000 for a
 * desktop-class CPU. Taken as Lighthouse takes it, in a page that has already run (the first measure in a new page
 * reads half as much, its process and compiler still starting): one measure is run first and left out.
 */
export async function benchmarkIndexIn(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const measure = async () => (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
  try {
    await measure();
    return await measure();
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's benchmark index in the browser the benchmarks use, and the slowdown it calls for: the median of a few
 * measures a second apart, as a shared machine's speed wavers.
 */
export async function referencePhone(measures = 5): Promise<ReferencePhone> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    return await referencePhoneIn(browser, measures);
  } finally {
    await browser.close();
  }
}

/** The same, in a browser already open: the one a benchmark is about to measure a page in. */
export async function referencePhoneIn(browser: Browser, measures = 3): Promise<ReferencePhone> {
  const indexes: number[] = [];
  for (let measure = 0; measure < measures; measure += 1) {
    if (measure > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    indexes.push(await benchmarkIndexIn(browser));
  }
  const benchmarkIndex = median(indexes);
  return { benchmarkIndex, slowdown: Math.round(referencePhoneSlowdown(benchmarkIndex) * 10) / 10 };
}

/** How a figure's line names the phone it was taken on. */
export const describePhone = ({ benchmarkIndex, slowdown }: ReferencePhone) =>
  `Lighthouse's reference phone: benchmark index ${Math.round(benchmarkIndex)}, CPU slowdown ${slowdown}x`;

/** How a figure's line names the phones its runs were taken on, each run's measured just before it. */
export function describePhones(phones: readonly ReferencePhone[]): string {
  const indexes = phones.map(({ benchmarkIndex }) => Math.round(benchmarkIndex));
  const slowdowns = phones.map(({ slowdown }) => slowdown);
  return (
    `Lighthouse's reference phone, set before each run: benchmark index ${median(indexes)} ` +
    `(${Math.min(...indexes)} to ${Math.max(...indexes)}), CPU slowdown ${median(slowdowns)}x (${Math.min(...slowdowns)}x to ${Math.max(...slowdowns)}x)`
  );
}
