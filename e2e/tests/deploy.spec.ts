import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { documentTitle } from '../../kit/src/shop/shop-identity';
import { liveProduct } from '../support/catalogue';
import { header, slot } from '../support/shop-page';
import { testDataDir, workspaceRoot } from '../support/test-server';
import { texts } from '../support/translations';

// Each test deploys a build of the content app while the server runs: they run one after the other,
// after every other test (see the config), and each rolls back what it deployed.
test.describe.configure({ mode: 'serial' });

const t = texts('en');

const pnpm = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('pnpm', args, { cwd: workspaceRoot, env: { ...process.env, DATA_DIR: testDataDir, ...env }, stdio: 'pipe' }).toString();

const sharedPackageFile = path.join(workspaceRoot, 'shared', 'package.json');
const sharedVersion = (JSON.parse(readFileSync(sharedPackageFile, 'utf8')) as { version: string }).version;
const [major, minor, patch] = sharedVersion.split('.').map(Number) as [number, number, number];

/** A change to one file of an app's sources for one build: the file, and what its text becomes. */
interface SourceChange {
  file: string;
  change: (source: string) => string;
}

/**
 * Builds one app alone and deploys it, as a team deploying it would: `shared` as built against, when it differs,
 * and its sources changed for this build, when asked.
 */
function deployAppBuild(
  app: 'content' | 'catalog',
  buildId: string,
  { builtAgainstShared = sharedVersion, sourceChange }: { builtAgainstShared?: string; sourceChange?: SourceChange } = {},
): void {
  const buildDir = mkdtempSync(path.join(tmpdir(), `${app}-build-`));
  const packageJson = readFileSync(sharedPackageFile, 'utf8');
  const changedFile = sourceChange && path.join(workspaceRoot, sourceChange.file);
  const source = changedFile && readFileSync(changedFile, 'utf8');
  try {
    writeFileSync(sharedPackageFile, packageJson.replace(`"version": "${sharedVersion}"`, `"version": "${builtAgainstShared}"`));
    if (changedFile && source !== undefined) {
      const changed = sourceChange.change(source);
      expect(changed, `${sourceChange.file} no longer has what the test changes`).not.toBe(source);
      writeFileSync(changedFile, changed);
    }
    pnpm(['--filter', `./mf-${app}`, 'exec', 'rspack', 'build', '--output-path', buildDir], { NODE_ENV: 'production', BUILD_ID: buildId });
  } finally {
    writeFileSync(sharedPackageFile, packageJson);
    if (changedFile && source !== undefined) writeFileSync(changedFile, source);
  }
  try {
    expect(pnpm(['app:deploy', app, '--from', buildDir])).toMatch(new RegExp(`${app}: now serving`));
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

const deployContentBuild = (buildId: string, builtAgainstShared = sharedVersion) =>
  deployAppBuild('content', buildId, { builtAgainstShared });

const servedContentVersion = async (request: APIRequestContext) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-store');
  return ((await response.json()) as Record<string, { version: string }>).content!.version;
};

const contentBuild = (page: Page) => slot(page, 'content').getAttribute('data-build');

test('deploying a new version of one feature app and rolling it back changes what the browser gets', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shellPage = await (await request.get('/')).text();
  const firstVersion = await servedContentVersion(request);

  await page.goto('/en/cgv');
  await expect(slot(page, 'content')).toHaveAttribute('data-build', /.+/);
  const firstBuild = (await contentBuild(page))!;
  expect(firstBuild).not.toBe('e2e-next');

  deployContentBuild('e2e-next');
  const nextVersion = await servedContentVersion(request);
  expect(nextVersion).not.toBe(firstVersion);
  // The next page load's first HTML already names the new version: its map, its files to preload, and the
  // page as its own server render draws it.
  const nextPage = await (await request.get('/en/cgv')).text();
  expect(nextPage).toContain(`<link rel="preload" href="/apps/content/${nextVersion}/remoteEntry.js" as="script" fetchpriority="low">`);
  expect(nextPage).toContain(`"manifest":"/apps/content/${nextVersion}/mf-manifest.json"`);
  expect(nextPage).not.toContain(`/apps/content/${firstVersion}/`);
  expect(nextPage).toMatch(/<div id="app-content"[^>]* data-build="e2e-next"><!--\$--><section class="page"><h1>Terms of sale<\/h1>/);
  const entryLoaded = page.waitForRequest(`**/apps/content/${nextVersion}/remoteEntry.js`);
  await page.reload();
  await entryLoaded;
  await expect(slot(page, 'content')).toHaveAttribute('data-build', 'e2e-next');

  expect(pnpm(['app:rollback', 'content'])).toMatch(`rolled back from ${nextVersion} to ${firstVersion}`);
  expect(await servedContentVersion(request)).toBe(firstVersion);
  await page.reload();
  await expect(slot(page, 'content')).toHaveAttribute('data-build', firstBuild);

  // The shell was not rebuilt: its page is the same, byte for byte.
  expect(await (await request.get('/')).text()).toBe(shellPage);
});

test('a changed catalogue page ships with its app alone: the server sends its new head and markup at once, nothing else rebuilt', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  const productPath = `/en/produit/${liqueur.slug.en}`;
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const jsonLdOf = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { name: string };
  const shellPage = await (await request.get('/')).text();
  const before = await (await request.get(productPath)).text();
  expect(titleOf(before)).toBe(documentTitle(liqueur.label.en));

  // The product page's head and name, changed in the catalogue's sources alone: no release of shared, no new server.
  const renamed = `${liqueur.label.en} (new page)`;
  deployAppBuild('catalog', 'e2e-changed-page', {
    sourceChange: {
      file: 'mf-catalog/src/product/product-head.ts',
      change: (source) => source.replace('const name = product.label[locale];', 'const name = `${product.label[locale]} (new page)`;'),
    },
  });
  try {
    const after = await (await request.get(productPath)).text();
    expect(titleOf(after)).toBe(documentTitle(renamed));
    expect(jsonLdOf(after).name).toBe(renamed);
    expect(after).toMatch(/<div id="app-catalog"[^>]* data-build="e2e-changed-page">/);
    // The browser writes the same head as it takes the page over.
    await page.goto(productPath);
    await expect(slot(page, 'catalog')).toHaveAttribute('data-build', 'e2e-changed-page');
    await expect(page).toHaveTitle(documentTitle(renamed));
  } finally {
    pnpm(['app:rollback', 'catalog']);
  }
  expect(titleOf(await (await request.get(productPath)).text())).toBe(documentTitle(liqueur.label.en));
  // The shell was not rebuilt: its page is the same, byte for byte.
  expect(await (await request.get('/')).text()).toBe(shellPage);
});

test('a feature app dead for the server and the browser leaves its slot to the fallback, and nothing else breaks', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The content app deployed broken: its server render throws as it loads, its entry script is gone.
  const buildDir = mkdtempSync(path.join(tmpdir(), 'content-dead-'));
  try {
    cpSync(path.join(workspaceRoot, 'mf-content', 'dist'), buildDir, { recursive: true });
    writeFileSync(path.join(buildDir, 'server', 'render.cjs'), 'throw new Error("a dead render");');
    for (const file of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']) rmSync(path.join(buildDir, file), { force: true });
    expect(pnpm(['app:deploy', 'content', '--from', buildDir])).toMatch(/content: now serving/);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
  try {
    // The server still draws the page around the app: header, footer and an empty slot for the browser.
    const response = await request.get('/en/cgv');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<div id="app-content" data-app="content" class="app-slot"><\/div>/);
    expect(html).toContain(t.shell.footer.followUs);

    await page.goto('/en/cgv');
    await expect(slot(page, 'content').getByRole('alert')).toContainText(t.common.featureApp.unavailable);
    await header(page).getByRole('link', { name: t.shell.header.home }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.home.title);
    await expect(page.locator('[data-fallback-for="content"]')).toHaveCount(1);
    await expect(page.getByTestId('best-sellers').getByTestId('product-card')).toHaveCount(5);
  } finally {
    pnpm(['app:rollback', 'content']);
  }
});

test.describe('an app built against another release of shared', () => {
  test.afterEach(() => {
    pnpm(['app:rollback', 'content']);
  });

  test('built against a newer minor release, shows its fallback with the reason logged, never the wrong copy', async ({ page }) => {
    test.setTimeout(120_000);
    const newer = `${major}.${minor + 1}.0`;
    deployContentBuild('e2e-newer-shared', newer);

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/en/cgv');
    await expect(slot(page, 'content').getByRole('alert')).toContainText(t.common.featureApp.unavailable);
    await expect(slot(page, 'content').getByRole('heading')).toHaveCount(0);
    await expect.poll(() => errors.join('\n')).toMatch(/Feature app content could not be shown/);
    expect(errors.join('\n')).toContain('@lemon/shared');
    expect(errors.join('\n')).toContain(`^${newer}`);

    // The rest of the shop is untouched.
    await header(page).getByRole('link', { name: t.shell.header.home }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.home.title);
  });

  test('built against a patch release, runs with the page’s copy', async ({ page }) => {
    test.setTimeout(120_000);
    deployContentBuild('e2e-patched-shared', `${major}.${minor}.${patch + 1}`);
    await page.goto('/en/cgv');
    await expect(slot(page, 'content')).toHaveAttribute('data-build', 'e2e-patched-shared');
    await expect(slot(page, 'content').getByRole('heading', { level: 1 })).toHaveText(t.pages.cgv.title);
  });
});
