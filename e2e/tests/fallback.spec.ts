import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectShownBy, header, openMenu, slot } from '../support/shop-page';
import { texts } from '../support/translations';

const t = texts('en');

/** The page's first HTML carries the remotes map: this page goes out without it, so the shell asks /remotes.json. */
async function sentWithoutRemotesMap(page: Page, url: string) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    expect(html).toContain('id="remotes-map"');
    await route.fulfill({ response, body: html.replace(/<script type="application\/json" id="remotes-map">.*?<\/script>/, '') });
  });
}

test.describe('a feature app that cannot be loaded', () => {
  test('shows the fallback in its slot while the rest of the site works', async ({ page }) => {
    await page.route('**/apps/content/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/en/a-propos');

    await expect(slot(page, 'content').getByRole('alert')).toContainText(t.common.featureApp.unavailable);
    await expect(slot(page, 'content').getByRole('button', { name: t.common.featureApp.retry })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(t.shell.footer.followUs);

    await openMenu(page, 'en');
    await page.getByRole('dialog').getByRole('link', { name: t.shell.menu.recipes }).click();
    await expectShownBy(page, 'catalog', t.catalog.recipes.title);

    await header(page).getByRole('link', { name: t.shell.header.home }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.home.title);

    await page.getByRole('contentinfo').getByRole('link', { name: t.shell.footer.legal }).click();
    await expect(slot(page, 'content').getByRole('alert')).toBeVisible();
  });

  test('whose entry script alone is missing shows the same fallback', async ({ page }) => {
    await page.route('**/apps/cart/*/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/en/panier');
    await expect(slot(page, 'cart').getByRole('alert')).toContainText(t.common.featureApp.unavailable);
    await page.goto('/en/cgv');
    await expectShownBy(page, 'content', t.pages.cgv.title);
  });

  // Without the map the shell does not know which app shows an address: it says the page could not be loaded.
  test('an unreadable remotes map leaves the shell and home working', async ({ page }) => {
    await sentWithoutRemotesMap(page, '**/en/contact');
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
    await page.goto('/en/contact');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.common.featureApp.unavailable);
    await expect(page.getByRole('heading', { name: t.shell.notFound.title })).toHaveCount(0);
    await header(page).getByRole('link', { name: t.shell.header.home }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.home.title);
    await expect(page.getByRole('navigation', { name: t.shell.home.categories }).getByRole('link')).toHaveCount(4);
  });
});

test.describe('a feature app that fails to load for a moment', () => {
  /** Fails the first `failures` requests matching `url` with a 503, then lets them through; counts them all. */
  async function failFirst(page: Page, url: string, failures: number) {
    const requests = { count: 0 };
    await page.route(url, (route) => {
      requests.count += 1;
      return requests.count <= failures ? route.fulfill({ status: 503, body: 'Unavailable' }) : route.continue();
    });
    return requests;
  }

  test('still shows when the first two requests for its entry fail', async ({ page }) => {
    const entryRequests = await failFirst(page, '**/apps/content/*/remoteEntry.js', 2);
    await page.goto('/en/cgv');
    await expectShownBy(page, 'content', t.pages.cgv.title);
    expect(entryRequests.count).toBe(3);
  });

  test('still shows when the first two requests for its manifest fail', async ({ page }) => {
    const manifestRequests = await failFirst(page, '**/apps/cart/*/mf-manifest.json', 2);
    await page.goto('/en/panier');
    await expectShownBy(page, 'cart', t.cart.cart.title);
    expect(manifestRequests.count).toBe(3);
  });

  test('comes back with the fallback’s button, without reloading the page', async ({ page }) => {
    await page.route('**/apps/content/**', (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
    await page.goto('/en/contact');
    await expect(slot(page, 'content').getByRole('alert')).toContainText(t.common.featureApp.unavailable);

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.unroute('**/apps/content/**');
    await slot(page, 'content').getByRole('button', { name: t.common.featureApp.retry }).click();
    await expectShownBy(page, 'content', t.content.contact.title);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('after a failed read of the remotes map, reads it again', async ({ page }) => {
    await sentWithoutRemotesMap(page, '**/en/a-propos');
    // The map fails until the page has shown the fallback: how many reads that takes depends on when the
    // shell's first read ends (its own, or the app's), so the reads are counted by their answer.
    const mapReads = { failed: 0, answered: 0, unavailable: true };
    await page.route('**/remotes.json', (route) => {
      if (mapReads.unavailable) {
        mapReads.failed += 1;
        return route.fulfill({ status: 503, body: 'Unavailable' });
      }
      mapReads.answered += 1;
      return route.continue();
    });
    await page.goto('/en/a-propos');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(t.common.featureApp.unavailable);

    mapReads.unavailable = false;
    await page.getByRole('main').getByRole('button', { name: t.common.featureApp.retry }).click();
    await expectShownBy(page, 'content', t.pages.about.title);
    await openMenu(page, 'en');
    await page.getByRole('dialog').getByRole('link', { name: t.shell.menu.recipes }).click();
    await expectShownBy(page, 'catalog', t.catalog.recipes.title);
    expect(mapReads.failed).toBeGreaterThanOrEqual(1);
    expect(mapReads.answered).toBe(1);
  });
});

test('a home block that could not be loaded comes back with its button', async ({ page }) => {
  await page.route('**/apps/catalog/**', (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
  await page.goto('/en');
  // The blocks' code loads as they near the screen.
  await page.getByTestId('best-sellers').scrollIntoViewIfNeeded();
  const fallbacks = page.locator('[data-fallback-for="catalog"]');
  // Each block gives up only after its own load's retries (federation-plugins.ts), one block after the other: on a
  // busy machine that is more than the usual wait.
  await expect(fallbacks).toHaveCount(2, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.home.title);

  await page.unroute('**/apps/catalog/**');
  await fallbacks.first().getByRole('button', { name: t.common.featureApp.retry }).click();
  await expect(page.getByText(t.catalog.home.productOfTheMonth)).toBeVisible();
  await expect(fallbacks).toHaveCount(1);
});
