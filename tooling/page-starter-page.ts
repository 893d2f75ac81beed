// A page the starter (page-starter.js) runs in, for its tests (jsdom).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';

const starter = readFileSync(path.join(import.meta.dirname, 'page-starter.js'), 'utf8');

let pages = 0;

/** The files the server lists for a page that works from its HTML, fetched when its scripts start. */
const pageScripts = [
  { href: '/assets/bootstrap.1.js', as: 'script' },
  { href: '/apps/catalog/1/mf-manifest.json', as: 'fetch' },
];

/**
 * Runs the starter in a page that works from its HTML (its scripts' files listed for later) or one left to its
 * scripts, with the visitor's `cookies` and the address's `search`: returns the address of the page's main script,
 * to see whether and when it starts.
 */
export function openPage({ drawn = true, cookies = [] as string[], search = '' } = {}) {
  pages += 1;
  const main = `/assets/main.${pages}.js`;
  document.head.innerHTML = drawn ? `<script type="application/json" id="page-scripts">${JSON.stringify(pageScripts)}</script>` : '';
  document.body.innerHTML = drawn ? '<div id="shell"><header>L’Atelier du Citron</header></div>' : '<div id="shell"></div>';
  for (const cookie of document.cookie.split('; ').filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; max-age=0`;
  for (const cookie of cookies) document.cookie = cookie;
  history.replaceState(null, '', `/fr${search}`);
  const script = document.createElement('script');
  Object.assign(script.dataset, { main, ownStateCookies: 'cart signed_in', pageScripts: 'page-scripts' });
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(starter)();
  return main;
}

export const started = (main: string) => document.head.querySelector(`script[src="${main}"]`) !== null;

/** Time passes on the page: its timers run, and the frames it waits for are painted. */
export async function pass(milliseconds: number) {
  await vi.advanceTimersByTimeAsync(milliseconds);
}
