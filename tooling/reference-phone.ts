// Lighthouse's mobile figures mean "on its reference phone". Its default 4x CPU slowdown makes that phone only of a
// machine whose benchmark index is about 1,500: a faster machine needs more, a slower one less. Lighthouse's
// throttling docs give the slowdown for each index (their CPU throttling calculator), and the browser benchmarks
// set it from the index of the machine they run on, printing both with every figure.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from './chromium';

/** The CPU slowdown that makes this machine Lighthouse's reference phone: 2x at an index of 800, 4x at 1,533, 6x at 2,000. */
export function referencePhoneSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

export interface ReferencePhone {
  /** Lighthouse's benchmark index of this machine, unthrottled (the highest of a few measures). */
  benchmarkIndex: number;
  /** The CPU slowdown the benchmarks apply, from the index. */
  slowdown: number;
}

/** Lighthouse's benchmark index of this machine now, in an unthrottled page of `browser`: about 1,000 for a desktop-class CPU. */
export async function benchmarkIndexIn(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's benchmark index in the browser the benchmarks use, and the slowdown it calls for. It is the highest of
 * a few measures a second apart: whatever else keeps the machine busy meanwhile (the shop's server still settling
 * after its start, another process) only lowers a measure, and a lower index would make the phone too fast.
 */
export async function referencePhone(measures = 5): Promise<ReferencePhone> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const indexes: number[] = [];
    for (let measure = 0; measure < measures; measure += 1) {
      if (measure > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
      indexes.push(await benchmarkIndexIn(browser));
    }
    const benchmarkIndex = Math.max(...indexes);
    return { benchmarkIndex, slowdown: Math.round(referencePhoneSlowdown(benchmarkIndex) * 10) / 10 };
  } finally {
    await browser.close();
  }
}

/** How a figure's line names the phone it was taken on. */
export const describePhone = ({ benchmarkIndex, slowdown }: ReferencePhone) =>
  `Lighthouse's reference phone: benchmark index ${Math.round(benchmarkIndex)}, CPU slowdown ${slowdown}x`;
