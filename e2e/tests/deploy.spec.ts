import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callAddress } from '@lemon/shared';
import { listEnvelope } from '@lemon/shared/contract';
import { productSchema } from '@lemon/catalog-contract';
import { locales, type Locale } from '@lemon/shared/locales';
import { localizedPath } from '@lemon/shared/routes';
import { staffHomePageResponseSchema } from '@lemon/staff-contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { documentTitle } from '../../kit/src/shop/shop-identity';
import { adminSelectionTexts } from '../fixtures/admin-selection-page/selection/selection-texts';
import { selectionTexts } from '../fixtures/catalog-selection-page/selection/selection-texts';
import { liveProduct } from '../support/catalogue';
import { asHtmlText, expectOnlyDeployed, headOf, pnpm, servedVersions, sitemapPaths } from '../support/deploying';
import { header, slot } from '../support/shop-page';
import { enrolledStaffLoggedIn } from '../support/staff-accounts';
import { baseURL, workspaceRoot } from '../support/test-server';
import { texts } from '../support/translations';

// Each test deploys a build of a feature app while the server runs: they run one after the other,
// after every other test (see the config), and each rolls back what it deployed.
test.describe.configure({ mode: 'serial' });

const t = texts('en');

const sharedPackageFile = path.join(workspaceRoot, 'shared', 'package.json');
const sharedVersion = (JSON.parse(readFileSync(sharedPackageFile, 'utf8')) as { version: string }).version;
const [major, minor, patch] = sharedVersion.split('.').map(Number) as [number, number, number];

/** A change to one file of an app's sources for one build: the file, and what its text becomes. */
interface SourceChange {
  file: string;
  change: (source: string) => string;
}

// Replacer functions: a `$&` in the added code must stay code.
/** A change that adds lines after a line the file has. */
const addAfter = (file: string, line: string, added: string): SourceChange => ({
  file,
  change: (source) => source.replace(line, () => `${line}\n${added}`),
});
/** A change that adds lines before a line the file has. */
const addBefore = (file: string, line: string, added: string): SourceChange => ({
  file,
  change: (source) => source.replace(line, () => `${added}\n${line}`),
});

/** What one build of an app is made from besides its sources as they are; all of it undone once built. */
interface BuildOptions {
  /** The release of `shared` the build says it was made against. */
  builtAgainstShared?: string;
  /** Changes to the app's files, in order (several may change one file). */
  sourceChanges?: SourceChange[];
  /** A folder of `e2e/fixtures/` whose files and folders are added to the app's `src/`: new ones, never replacing any. */
  addedSources?: string;
}

const fixturesDir = path.join(workspaceRoot, 'e2e', 'fixtures');

/**
 * Builds one app alone and deploys it, as a team deploying it would: `shared` as built against, when it differs,
 * and its sources changed and added to for this build, when asked. The sources are put back as they were, whatever happens.
 */
function deployAppBuild(
  app: string,
  buildId: string,
  { builtAgainstShared = sharedVersion, sourceChanges = [], addedSources }: BuildOptions = {},
): void {
  const buildDir = mkdtempSync(path.join(tmpdir(), `${app}-build-`));
  const packageJson = readFileSync(sharedPackageFile, 'utf8');
  const originalSources = new Map<string, string>();
  const addedPaths: string[] = [];
  try {
    writeFileSync(sharedPackageFile, packageJson.replace(`"version": "${sharedVersion}"`, `"version": "${builtAgainstShared}"`));
    for (const { file, change } of sourceChanges) {
      const changedFile = path.join(workspaceRoot, file);
      const source = readFileSync(changedFile, 'utf8');
      const changed = change(source);
      expect(changed, `${file} no longer has what the test changes`).not.toBe(source);
      if (!originalSources.has(changedFile)) originalSources.set(changedFile, source);
      writeFileSync(changedFile, changed);
    }
    if (addedSources) {
      const fixtureDir = path.join(fixturesDir, addedSources);
      for (const entry of readdirSync(fixtureDir)) {
        const added = path.join(workspaceRoot, `mf-${app}`, 'src', entry);
        expect(existsSync(added), `${added} is already in the app: a fixture only adds`).toBe(false);
        addedPaths.push(added);
        cpSync(path.join(fixtureDir, entry), added, { recursive: true });
      }
    }
    pnpm(['--filter', `./mf-${app}`, 'exec', 'rspack', 'build', '--output-path', buildDir], { NODE_ENV: 'production', BUILD_ID: buildId });
  } finally {
    writeFileSync(sharedPackageFile, packageJson);
    for (const [file, source] of originalSources) writeFileSync(file, source);
    for (const added of addedPaths) rmSync(added, { recursive: true, force: true });
  }
  try {
    expect(pnpm(['app:deploy', app, '--from', buildDir])).toMatch(new RegExp(`${app}: now serving`));
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

const deployContentBuild = (buildId: string, builtAgainstShared = sharedVersion) =>
  deployAppBuild('content', buildId, { builtAgainstShared });

const servedContentVersion = async (request: APIRequestContext) => (await servedVersions(request)).content!;

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
  // The next page load's first HTML already names the new version: its map, the files its scripts fetch when they
  // start, and the page as its own server render draws it.
  const nextPage = await (await request.get('/en/cgv')).text();
  expect(nextPage).toContain(`{"href":"/apps/content/${nextVersion}/remoteEntry.js","as":"script"}`);
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
    sourceChanges: [
      {
        file: 'mf-catalog/src/product/product-head.ts',
        change: (source) => source.replace('const name = product.label[locale];', 'const name = `${product.label[locale]} (new page)`;'),
      },
    ],
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

/**
 * The catalogue team's new page (`e2e/fixtures/catalog-selection-page/`): the best sellers at `/{locale}/selection`,
 * declared, mounted as a chunk of its own, loaded, headed and drawn by the app's server render, linked from the recipes page.
 */
const catalogSelectionPageBuild: BuildOptions = {
  addedSources: 'catalog-selection-page',
  sourceChanges: [
    addAfter('mf-catalog/src/pages.ts', "  recipes: { path: 'recettes' },", "  selection: { path: 'selection' },"),
    addBefore(
      'mf-catalog/src/routes.tsx',
      '/** The pages of this app by route',
      `const SelectionPage = lazyPage(
  () => import(/* webpackChunkName: "route-selection" */ './selection/selection-page'),
  (page) => page.SelectionPage,
);
`,
    ),
    addAfter(
      'mf-catalog/src/routes.tsx',
      '<Route path={routePatternOf(catalogPages.recipes)} element={<RecipesPage />} />',
      '      <Route path={routePatternOf(catalogPages.selection)} element={<SelectionPage />} />',
    ),
    addAfter(
      'mf-catalog/src/own-pages.ts',
      "import { recipesPage } from './recipes/recipes-page.model';",
      "import { selectionPage } from './selection/selection-page.model';",
    ),
    addAfter(
      'mf-catalog/src/own-pages.ts',
      "  recipes: ownPageLoading({ route: 'recipes', loader: recipesPage, params: () => undefined }),",
      "  selection: ownPageLoading({ route: 'selection', loader: selectionPage, params: () => undefined }),",
    ),
    addAfter(
      'mf-catalog/src/server-render.tsx',
      "import { recipesHead } from './recipes/recipes-head';",
      "import { selectionHead } from './selection/selection-head';",
    ),
    addAfter(
      'mf-catalog/src/server-render.tsx',
      'ownPage({ ...catalogPageLoading.recipes, head: (_, locale, origin) => recipesHead(locale, origin) }),',
      '      ownPage({ ...catalogPageLoading.selection, head: (_, locale, origin) => selectionHead(locale, origin) }),',
    ),
    addAfter(
      'mf-catalog/src/recipes/recipes-page.tsx',
      "import { recipesPage } from './recipes-page.model';",
      "import { SelectionLink } from '../selection/selection-link';",
    ),
    addAfter('mf-catalog/src/recipes/recipes-page.tsx', "<p className={styles.intro}>{t('recipes.intro')}</p>", '      <SelectionLink />'),
  ],
};

test('a page added to the catalogue goes live with its app alone: drawn by the server with its head, linked, in the sitemap; gone with a rollback', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const selectionPath = (locale: Locale) => `/${locale}/selection`;
  const shellPage = await (await request.get('/')).text();
  const versionsBefore = await servedVersions(request);
  expect((await request.get(selectionPath('en'))).status()).toBe(404);
  const bestSellers = listEnvelope(productSchema).parse(
    await (
      await request.get(callAddress({ path: '/api/products', query: { perPage: 5, filter: { is_highlighted: true }, sort: 'order' } }))
    ).json(),
  ).data;
  expect(bestSellers.length).toBeGreaterThan(0);

  deployAppBuild('catalog', 'e2e-selection-page', catalogSelectionPageBuild);
  try {
    await expectOnlyDeployed(request, 'catalog', versionsBefore);
    const addresses = Object.fromEntries(locales.map((locale) => [locale, `${baseURL}${selectionPath(locale)}`])) as Record<Locale, string>;
    for (const locale of locales) {
      const response = await request.get(selectionPath(locale));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(headOf(html)).toEqual({
        title: documentTitle(selectionTexts[locale].title),
        description: selectionTexts[locale].description,
        canonical: addresses[locale],
        alternates: { ...addresses, 'x-default': addresses.fr },
        noIndex: false,
      });
      // The page is drawn in the app's slot before any script runs, with the products it loaded.
      const drawn = /<div id="app-catalog"[^>]* data-build="e2e-selection-page"><!--\$--><section class="page">.*?<\/section>/s.exec(
        html,
      )?.[0];
      expect(drawn, `the selection page drawn in the first HTML of ${selectionPath(locale)}`).toContain(
        `<h1>${asHtmlText(selectionTexts[locale].title)}</h1>`,
      );
      for (const product of bestSellers) expect(drawn).toContain(asHtmlText(product.label[locale]));
    }

    // A shopper finds it from the recipes page: the shell, not rebuilt, routes the new address to the catalogue.
    await page.goto(localizedPath('en', 'recipes'));
    await slot(page, 'catalog').getByRole('link', { name: selectionTexts.en.link }).click();
    await expect(page).toHaveURL(selectionPath('en'));
    await expect(slot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(selectionTexts.en.title);
    await expect(page).toHaveTitle(documentTitle(selectionTexts.en.title));
    await expect(slot(page, 'catalog').getByTestId('selection').getByTestId('product-card')).toHaveCount(bestSellers.length);

    expect(await sitemapPaths(request)).toEqual(expect.arrayContaining(locales.map(selectionPath)));
  } finally {
    pnpm(['app:rollback', 'catalog']);
  }
  expect(await servedVersions(request)).toEqual(versionsBefore);
  expect((await request.get(selectionPath('en'))).status()).toBe(404);
  const listed = await sitemapPaths(request);
  for (const locale of locales) expect(listed).not.toContain(selectionPath(locale));
  const response = await page.goto(selectionPath('en'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.notFound.title);
  // The shell was not rebuilt: its page is the same, byte for byte.
  expect(await (await request.get('/')).text()).toBe(shellPage);
});

/**
 * The back office's new page (`e2e/fixtures/admin-selection-page/`): the home page's best sellers at
 * `/{locale}/gestion/selection`, for the staff alone, with its tab title, linked from Today.
 */
const adminSelectionPageBuild: BuildOptions = {
  addedSources: 'admin-selection-page',
  sourceChanges: [
    addAfter(
      'mf-admin/src/pages.ts',
      "  adminCustomers: staffPage('gestion/clients'),",
      "  adminSelection: staffPage('gestion/selection'),",
    ),
    addBefore(
      'mf-admin/src/routes.tsx',
      "/** The back office's pages by route",
      `const SelectionPage = lazyPage(
  () => import(/* webpackChunkName: "route-adminSelection" */ './selection/selection-page'),
  (page) => page.SelectionPage,
);
`,
    ),
    addAfter(
      'mf-admin/src/routes.tsx',
      '<Route path={routePatternOf(adminPages.adminCustomers)} element={<CustomersPage />} />',
      '        <Route path={routePatternOf(adminPages.adminSelection)} element={<SelectionPage />} />',
    ),
    addAfter(
      'mf-admin/src/page-heads.ts',
      "import { adminTranslations } from './i18n';",
      "import { adminSelectionTexts } from './selection/selection-texts';",
    ),
    addAfter(
      'mf-admin/src/page-heads.ts',
      '  adminCustomers: headOf((texts) => texts.customers),',
      '  adminSelection: pageHeadOf(adminSelectionTexts),',
    ),
    addAfter(
      'mf-admin/src/today/today-page.tsx',
      "import { ToDoNow } from './to-do-now';",
      "import { SelectionLink } from '../selection/selection-link';",
    ),
    {
      file: 'mf-admin/src/today/today-page.tsx',
      change: (source) =>
        source.replace(
          "<AdminPage title={t('today.title')} description={t('today.description')}>",
          "<AdminPage title={t('today.title')} description={t('today.description')} actions={<SelectionLink />}>",
        ),
    },
  ],
};

test('a back-office page added to the admin app goes live with it alone: for the staff only, never indexed; gone with a rollback', async ({
  page,
  request,
  shopDatabase,
  staffToken,
}) => {
  test.setTimeout(240_000);
  const selectionPath = '/fr/gestion/selection';
  const pageTexts = adminSelectionTexts.fr;
  const versionsBefore = await servedVersions(request);
  expect((await request.get(selectionPath)).status()).toBe(404);

  deployAppBuild('admin', 'e2e-admin-selection-page', adminSelectionPageBuild);
  try {
    await expectOnlyDeployed(request, 'admin', versionsBefore);
    // Its first HTML: a page of the shop, with its tab title, for no search engine, drawn by the browser alone.
    const response = await request.get(selectionPath);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(headOf(html)).toMatchObject({ title: documentTitle(pageTexts.title), noIndex: true, canonical: undefined });
    expect(html).not.toContain('<h1');
    expect(await sitemapPaths(request)).not.toContainEqual(expect.stringContaining('/gestion'));
    const robots = await (await request.get('/robots.txt')).text();
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!);
    for (const locale of locales) expect(disallowed.some((kept) => `/${locale}/gestion/selection`.startsWith(kept))).toBe(true);

    // A visitor not logged in is asked to log in first, as for every back-office page.
    await page.goto(selectionPath);
    await expect(page).toHaveURL('/fr?showAuth=1');
    await expect(page.getByRole('dialog')).toBeVisible();

    // The owner, logged in with the second factor, finds it from Today.
    await enrolledStaffLoggedIn(shopDatabase, page.context(), 'owner');
    await page.goto(localizedPath('fr', 'adminToday'));
    await slot(page, 'admin').getByRole('link', { name: pageTexts.link }).click();
    await expect(page).toHaveURL(selectionPath);
    await expect(slot(page, 'admin').getByRole('heading', { level: 1 })).toHaveText(pageTexts.title);
    await expect(page).toHaveTitle(documentTitle(pageTexts.title));
    const homePage = await request.get('/api/staff/home-page', { headers: { authorization: `Bearer ${staffToken}` } });
    const chosen = staffHomePageResponseSchema.parse(await homePage.json()).data.best_sellers;
    expect(chosen.length).toBeGreaterThan(0);
    await expect(slot(page, 'admin').getByRole('list', { name: pageTexts.title }).getByRole('listitem')).toHaveText(
      chosen.map((product) => product.label.fr),
    );
  } finally {
    pnpm(['app:rollback', 'admin']);
  }
  expect(await servedVersions(request)).toEqual(versionsBefore);
  expect((await request.get(selectionPath)).status()).toBe(404);
  const response = await page.goto(selectionPath);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('fr').shell.notFound.title);
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
