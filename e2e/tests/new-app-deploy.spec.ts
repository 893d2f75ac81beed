import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listEnvelope } from '@lemon/shared/contract';
import { recipeSchema, type Recipe } from '@lemon/catalog-contract';
import { locales, type Locale } from '@lemon/shared/locales';
import type { APIRequestContext } from '@playwright/test';
import { documentTitle } from '../../kit/src/shop/shop-identity';
import { journalTexts } from '../fixtures/journal-app/src/i18n/journal-texts';
import { asHtmlText, expectOnlyDeployed, headOf, pnpm, servedVersions, sitemapPaths } from '../support/deploying';
import { expect, test } from '../support/fixtures';
import { expectShownBy, slot } from '../support/shop-page';
import { baseURL, workspaceRoot } from '../support/test-server';
import { texts } from '../support/translations';

// A new team's app, the journal of the shop's recipes (`e2e/fixtures/journal-app/`), which no code of the shop
// names: built alone outside the workspace, deployed into the running shop, retired again. The shell, `shared`
// and the other apps stay as they are. The tests run one after the other, after `deploy.spec.ts` (see the config).
test.describe.configure({ mode: 'serial' });

const app = 'journal';
const buildId = 'e2e-journal';
const journalPath = (locale: Locale) => `/${locale}/journal`;
const addresses = Object.fromEntries(locales.map((locale) => [locale, `${baseURL}${journalPath(locale)}`])) as Record<Locale, string>;

/** The app's sources, as its team keeps them. */
const journalSources = path.join(workspaceRoot, 'e2e', 'fixtures', 'journal-app');
/** The packages it is built with: those of an app of the same shape, already installed. */
const contentModules = path.join(workspaceRoot, 'mf-content', 'node_modules');

/** Runs a command, its output kept in the error when it fails (a build's errors are on its standard output). */
function run(command: string, args: string[], options: { cwd: string; env: Record<string, string> }): void {
  try {
    execFileSync(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${command} ${args.join(' ')} failed in ${options.cwd}:\n${stdout?.toString() ?? ''}\n${stderr?.toString() ?? ''}`, {
      cause: error,
    });
  }
}

/**
 * Builds the journal as its team would, from a checkout of its own outside the workspace: a copy of its sources in a
 * fresh folder, with the packages it declares. The workspace is left as it is: no folder, no link, no file in it.
 *
 * Its packages are mf-content's, the same ones (`node_modules` linked), standing in for an install of its own; a
 * package it declares that mf-content does not (zod, for its own schema) is the workspace's installed copy of that
 * version, in the checkout's `node_modules`.
 */
function buildJournalApp(buildDir: string): void {
  const checkout = mkdtempSync(path.join(tmpdir(), 'journal-app-'));
  try {
    const appDir = path.join(checkout, `mf-${app}`);
    cpSync(journalSources, appDir, { recursive: true });
    symlinkSync(contentModules, path.join(appDir, 'node_modules'), 'dir');

    const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      if (existsSync(path.join(contentModules, name))) continue;
      const installed = path.join(workspaceRoot, 'node_modules', '.pnpm', `${name.replace('/', '+')}@${version}`, 'node_modules', name);
      expect(existsSync(installed), `${name}@${version}, which the journal declares, is installed in the workspace`).toBe(true);
      const linked = path.join(checkout, 'node_modules', name);
      mkdirSync(path.dirname(linked), { recursive: true });
      symlinkSync(installed, linked, 'dir');
    }

    run(path.join(contentModules, '.bin', 'rspack'), ['build', '--output-path', buildDir], {
      cwd: appDir,
      env: {
        NODE_ENV: 'production',
        BUILD_ID: buildId,
        // jiti's cache would be written into mf-content's node_modules.
        JITI_FS_CACHE: 'false',
      },
    });
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}

/** Builds the journal alone and deploys it into the running shop, as its team would. */
function deployJournalApp(): void {
  const buildDir = mkdtempSync(path.join(tmpdir(), 'journal-build-'));
  try {
    buildJournalApp(buildDir);
    expect(JSON.parse(readFileSync(path.join(buildDir, 'pages.json'), 'utf8'))).toEqual({ journal: { path: 'journal' } });
    expect(pnpm(['app:deploy', app, '--from', buildDir])).toMatch(`${app}: now serving`);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

/** The scripts the shell's page loads: its own files, which no deploy of a feature app changes. */
async function shellScripts(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/')).text();
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
}

/** The shop's recipes, as the API gives them to anyone. */
async function shopRecipes(request: APIRequestContext): Promise<Recipe[]> {
  const response = await request.get('/api/recipes?perPage=100');
  expect(response.status()).toBe(200);
  const recipes = listEnvelope(recipeSchema).parse(await response.json()).data;
  expect(recipes.length, 'the shop has recipes for the journal to list').toBeGreaterThan(0);
  return recipes;
}

/** An app as `/remotes.json` hands it out. */
interface ServedApp {
  version: string;
  manifest: string;
  pages?: unknown;
}

/** What the shop served before the journal came: the tests compare with it. */
let versionsBefore: Record<string, string>;
let scriptsBefore: string[];

test.afterAll(() => {
  // Whatever happened, the shop is left without the journal.
  try {
    pnpm(['app:retire', app]);
  } catch (error) {
    const output = `${String((error as { stderr?: Buffer }).stderr ?? '')}${String((error as { stdout?: Buffer }).stdout ?? '')}`;
    if (!output.includes(`${app} is not served`)) throw error;
  }
});

test('a new team’s app, built alone and deployed, shows its page in a shell opened before it existed, without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  versionsBefore = await servedVersions(request);
  expect(Object.keys(versionsBefore)).not.toContain(app);
  expect(Object.keys(versionsBefore).length).toBeGreaterThan(0);
  scriptsBefore = await shellScripts(request);
  expect(scriptsBefore.filter((src) => src.startsWith('/assets/')).length, 'the shell’s own scripts in its page').toBeGreaterThan(0);
  expect((await request.get(journalPath('en'))).status()).toBe(404);
  const recipes = await shopRecipes(request);

  // A shopper on the recipes page: the shell is open before the journal exists.
  await page.goto('/en/recettes');
  await expectShownBy(page, 'catalog', texts('en').catalog.recipes.title);
  await expect(slot(page, app)).toHaveCount(0);
  await page.evaluate(() => {
    Object.assign(window, { openedBeforeTheDeploy: true });
  });

  deployJournalApp();
  await expectOnlyDeployed(request, app, versionsBefore);
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, ServedApp>;
  expect(remotes[app]).toEqual({
    version: expect.any(String),
    manifest: `/apps/${app}/${remotes[app]!.version}/mf-manifest.json`,
    pages: { journal: { path: 'journal' } },
  });
  // The shell was not rebuilt: its page loads the same files.
  expect(await shellScripts(request)).toEqual(scriptsBefore);

  // A link to the journal, as another app's router would follow it: the address pushed, no page load.
  await page.evaluate(
    ({ href, name }) => {
      const link = document.createElement('a');
      link.href = href;
      link.textContent = name;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        history.pushState(null, '', link.href);
      });
      document.querySelector('#app-catalog section.page')!.append(link);
    },
    { href: journalPath('en'), name: journalTexts.en.title },
  );
  const entryLoaded = page.waitForRequest(`**/apps/${app}/${remotes[app]!.version}/remoteEntry.js`);
  await slot(page, 'catalog').getByRole('link', { name: journalTexts.en.title }).click();
  await entryLoaded;
  await expect(page).toHaveURL(journalPath('en'));
  await expectShownBy(page, app, journalTexts.en.title);
  await expect(slot(page, app)).toHaveAttribute('data-build', buildId);
  await expect(slot(page, app).getByRole('list', { name: journalTexts.en.recipes }).getByRole('listitem')).toHaveText(
    recipes.map((recipe) => recipe.label.en),
  );
  await expect(page).toHaveTitle(documentTitle(journalTexts.en.title));
  expect(await page.evaluate(() => (window as { openedBeforeTheDeploy?: boolean }).openedBeforeTheDeploy)).toBe(true);
});

test('its page is drawn by the server with its head in every language, and the browser takes it over', async ({ page, request }) => {
  test.setTimeout(60_000);
  const recipes = await shopRecipes(request);
  // The heading the server drew, once the page is parsed and before its scripts run: the browser must take it over,
  // not draw it again.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') Object.assign(window, { serverHeading: document.querySelector('#app-journal h1') });
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));

  for (const locale of locales) {
    const pageTexts = journalTexts[locale];
    const response = await request.get(journalPath(locale));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(headOf(html)).toEqual({
      title: documentTitle(pageTexts.title),
      description: pageTexts.description,
      canonical: addresses[locale],
      alternates: { ...addresses, 'x-default': addresses.fr },
      noIndex: false,
    });
    // Drawn in the app's slot before any script runs, with the recipes it loaded.
    const drawn = new RegExp(`<div id="app-${app}"[^>]* data-build="${buildId}"><!--\\$--><section class="page">.*?</section>`, 's').exec(
      html,
    )?.[0];
    expect(drawn, `the journal drawn in the first HTML of ${journalPath(locale)}`).toContain(`<h1>${asHtmlText(pageTexts.title)}</h1>`);
    for (const recipe of recipes) expect(drawn).toContain(asHtmlText(recipe.label[locale]));

    await page.goto(journalPath(locale));
    const journal = slot(page, app);
    await expect(journal.getByRole('heading', { level: 1 })).toHaveText(pageTexts.title);
    await expect(page).toHaveTitle(documentTitle(pageTexts.title));
    await expect(journal).toHaveAttribute('data-build', buildId);
    await expect(journal.getByRole('list', { name: pageTexts.recipes }).getByRole('listitem')).toHaveText(
      recipes.map((recipe) => recipe.label[locale]),
    );
    // The heading is the very element the server drew, now React's: the slot was hydrated, never redrawn.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { serverHeading } = window as { serverHeading?: Element | null };
          const heading = document.querySelector('#app-journal h1');
          return {
            drawnByServer: serverHeading instanceof Element,
            sameElement: heading !== null && heading === serverHeading,
            hydrated: heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$')),
          };
        }),
      )
      .toEqual({ drawnByServer: true, sameElement: true, hydrated: true });
  }
  expect(errors).toEqual([]);
});

test('it is listed in the sitemap in every language', async ({ request }) => {
  expect(await sitemapPaths(request)).toEqual(expect.arrayContaining(locales.map(journalPath)));
});

test('retired, it leaves the shop: its pages are not found and leave the sitemap, the other apps untouched', async ({ page, request }) => {
  test.setTimeout(60_000);
  expect(pnpm(['app:retire', app])).toMatch(`${app}: retired`);
  expect(await servedVersions(request)).toEqual(versionsBefore);
  expect(await shellScripts(request)).toEqual(scriptsBefore);
  for (const locale of locales) expect((await request.get(journalPath(locale))).status()).toBe(404);
  const listed = await sitemapPaths(request);
  for (const locale of locales) expect(listed).not.toContain(journalPath(locale));

  const response = await page.goto(journalPath('fr'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('fr').shell.notFound.title);
  await expect(slot(page, app)).toHaveCount(0);
});
