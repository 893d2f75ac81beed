// The shop a browser benchmark measures: the production build started on a port of its own with a fresh data
// folder (the seed catalogue, a test shop), or the one BENCH_URL points at (another build, to compare).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchShop {
  url: string;
  stop: () => void;
}

async function untilHealthy(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (attempt > 300 || server.exitCode !== null) throw new Error('The server did not start: run pnpm build first');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The shop to measure, its pages visited once so the server's first answers (database, compression) are warm. */
export async function benchShop(port: number, pages: readonly string[]): Promise<BenchShop> {
  const given = process.env.BENCH_URL;
  const dataDir = given ? undefined : mkdtempSync(path.join(tmpdir(), 'bench-shop-'));
  const url = given ?? `http://127.0.0.1:${port}`;
  // Served at the address the browser asks, as a shop is: its pages name their files there.
  const server = dataDir
    ? spawn('node', ['api/dist/server.js'], {
        cwd: root,
        env: { ...process.env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', PAYMENTS: 'test' },
        stdio: 'ignore',
      })
    : undefined;
  const stop = () => {
    server?.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (server) await untilHealthy(url, server);
    for (const page of pages) await fetch(`${url}${page}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/**
 * What a tap's effect looks like on screen: the menu open; the cart's count, in the header (the badge of the scripts,
 * or the count the page's starter shows after an add made before them) or on the cart page (a line's + before the
 * scripts posts its form, and the server answers with the cart); a form's answer.
 */
const menuOpen = "document.querySelector('#burger-menu')?.open === true";
const cartCount = (count: number) =>
  `(document.querySelector('[data-testid="cart-badge"]')?.textContent === '${count}' || ` +
  `((link) => link !== null && getComputedStyle(link, '::after').content === '"${count}"')(document.querySelector('[data-testid="cart-link"]')) || ` +
  `[...document.querySelectorAll('ul[aria-label="Articles du panier"] [data-testid="quantity"]')]` +
  `.reduce((sum, quantity) => sum + Number(quantity.textContent), 0) === ${count})`;
const formAnswered = 'document.querySelector(\'[aria-invalid="true"]\') !== null';

/** A control a shopper taps: `selector` finds it; `name` is its text or accessible label. */
export interface BenchControl {
  selector: string;
  name: string;
}

/**
 * The public pages every browser benchmark measures, each with the control a shopper came for (it must be usable:
 * not disabled, not aria-disabled, for the page to answer a tap) and what a tap on it does on screen (`effect`, an
 * expression the page evaluates: true once the tap has taken effect, never before).
 */
export const benchPages = [
  // Home's first screen is its hero: its links work without scripts, the menu needs them. Its blocks below (the
  // product of the month, best sellers) go live as they near the screen: bench-interactive times that apart.
  { path: '/fr', control: { selector: 'button', name: 'Ouvrir le menu' }, effect: menuOpen },
  { path: '/fr/categorie/boissons', control: { selector: 'button', name: 'Ajouter au panier' }, effect: cartCount(1) },
  { path: '/fr/produit/liqueur-citron-menton', control: { selector: 'button', name: 'Ajouter au panier' }, effect: cartCount(1) },
  { path: '/fr/recettes', control: { selector: 'button', name: 'Ouvrir le menu' }, effect: menuOpen },
  // Sent empty, the form says what is missing.
  { path: '/fr/contact', control: { selector: 'button[type="submit"]', name: 'Envoyer le message' }, effect: formAnswered },
  { path: '/fr/a-propos', control: { selector: 'button', name: 'Ouvrir le menu' }, effect: menuOpen },
  // With a line in it, as a shopper reaches it: the line's "+".
  {
    path: '/fr/panier',
    control: { selector: 'button', name: 'Augmenter la quantité de Liqueur de citron de Menton' },
    effect: cartCount(2),
  },
] as const satisfies { path: string; control: BenchControl; effect: string }[];

/**
 * The pages this run measures: all of them, or those BENCH_PAGES names (addresses, comma-separated: `/fr,/fr/panier`),
 * to look again at one page while changing it.
 */
export function measuredPages(): (typeof benchPages)[number][] {
  const named = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
  if (!named) return [...benchPages];
  const unknown = named.filter((page) => !benchPages.some(({ path }) => path === page));
  if (unknown.length > 0)
    throw new Error(`BENCH_PAGES: no bench page ${unknown.join(', ')} (${benchPages.map(({ path }) => path).join(', ')})`);
  return benchPages.filter(({ path }) => named.includes(path));
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
