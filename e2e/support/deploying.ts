// What the deploy tests share: the workspace's commands as a team runs them against the test server's data, and
// what the running shop serves (its apps' versions, a first HTML's head, its sitemap).
import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { wholeSitemap } from '../../api/src/test-support/sitemap-reading';
import { testDataDir, workspaceRoot } from './test-server';

/** Runs a `pnpm` command of the workspace (`app:deploy`, `app:rollback`, `app:retire`) on the test server's data: its output. */
export const pnpm = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('pnpm', args, { cwd: workspaceRoot, env: { ...process.env, DATA_DIR: testDataDir, ...env }, stdio: 'pipe' }).toString();

/** The version of each feature app the shop serves now, by app. */
export async function servedVersions(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-store');
  const remotes = (await response.json()) as Record<string, { version: string }>;
  return Object.fromEntries(Object.entries(remotes).map(([app, { version }]) => [app, version]));
}

/** Only `app` was deployed anew since `before`: every other app serves the version it did. */
export async function expectOnlyDeployed(request: APIRequestContext, app: string, before: Record<string, string>): Promise<void> {
  const { [app]: now, ...othersNow } = await servedVersions(request);
  const { [app]: then, ...othersThen } = before;
  expect(now).not.toBe(then);
  expect(othersNow).toEqual(othersThen);
}

/** What a search engine reads in a first HTML's head. */
export function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(head)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    noIndex: head.includes('<meta name="robots" content="noindex">'),
  };
}

/** A text as React writes it into HTML. */
export const asHtmlText = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character]!);

/** Every address the sitemap lists, as a crawler reads it from `/sitemap.xml`. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await wholeSitemap(async (file) => (await request.get(file)).text());
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
