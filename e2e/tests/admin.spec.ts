import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { seedProducts } from '../../api/src/database/seed/catalogue-data';
import { createTestUser } from '../../api/src/test-support/test-users';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { sections } from '../../mf-admin/src/layout/sections';
import { seriousViolations } from '../support/accessibility';
import { expect, logInWith, test } from '../support/fixtures';
import { header, slot } from '../support/shop-page';
import { fill, texts } from '../support/translations';

// The back office's frame: who gets in, what a shopper's browser never loads, and how it fails alone.
const t = texts('fr');
const liqueur = seedProducts.find((product) => product.isMonthly)!;
const adminBytes = /\/apps\/admin\//;

/** Every address the page asks for from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe('a shopper', () => {
  test('loads no byte of the back office on any page, and sees no way to it', async ({ page, shopper: _loggedIn }) => {
    const requests = requestsOf(page);
    for (const path of [
      localizedPath('fr', 'home'),
      localizedPath('fr', 'product', { slug: liqueur.slug.fr }),
      localizedPath('fr', 'cart'),
      localizedPath('fr', 'account'),
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The header's links are hovered as a shopper would: the next page's app loads on intent.
      for (const link of await header(page).getByRole('link').all()) await link.hover();
    }
    await expect(header(page).getByRole('link', { name: t.shell.header.backOffice })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => adminBytes.test(url))).toEqual([]);
    expect(requests.some((url) => /\/apps\/account\//.test(url))).toBe(true);
  });

  test('asking for the back office goes home, still loading none of it', async ({ page, shopper: _loggedIn }) => {
    const requests = requestsOf(page);
    await page.goto(localizedPath('fr', 'adminOrders'));
    await expect(page).toHaveURL('/fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.home.title);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => adminBytes.test(url))).toEqual([]);
  });

  test('an anonymous visitor is asked to log in first', async ({ page }) => {
    await page.goto(localizedPath('fr', 'adminStock'));
    await expect(page).toHaveURL('/fr?showAuth=1');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('the owner', () => {
  test('reaches the back office from the header, its pages never indexed nor drawn by the server', async ({ page, owner: _loggedIn }) => {
    const first = await page.request.get(localizedPath('fr', 'adminToday'));
    const html = await first.text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('<h1');
    expect(html).not.toMatch(/<link rel="preload" href="\/apps\/admin\//);

    await page.goto(localizedPath('fr', 'home'));
    await header(page).getByRole('link', { name: t.shell.header.backOffice }).click();
    await expect(page).toHaveURL(localizedPath('fr', 'adminToday'));
    await expect(slot(page, 'admin').getByRole('heading', { level: 1 })).toHaveText(t.admin.today.title);
    await expect(page).toHaveTitle(new RegExp(`^${t.admin.today.title}`));

    const menu = slot(page, 'admin').getByRole('navigation', { name: t.admin.menu });
    await menu.getByRole('link', { name: t.admin.journal.title }).click();
    await expect(page).toHaveURL(localizedPath('fr', 'adminJournal'));
    await expect(menu.getByRole('link', { name: t.admin.journal.title })).toHaveAttribute('aria-current', 'page');
    // The owner has every duty: every section.
    await expect(menu.getByRole('link')).toHaveCount(sections.length);

    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/gestion');
  });

  test('finds every section on a phone, in big enough targets', async ({ page, owner: _loggedIn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizedPath('fr', 'adminToday'));
    const menu = slot(page, 'admin').getByRole('navigation', { name: t.admin.menu });
    // One button says where she is; the sections open under it.
    const toggle = menu.getByRole('button', { name: fill(t.admin.menuToggle, { section: t.admin.today.title }) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await toggle.boundingBox())!.height).toBeLessThan(60);
    await toggle.click();
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(sections.length);
    // Every section in sight and big enough to tap: none off the side of the screen.
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('sees the back office fail alone when its app cannot load', async ({ page, owner: _loggedIn }) => {
    await page.route('**/apps/admin/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(localizedPath('fr', 'adminOrders'));
    await expect(slot(page, 'admin').getByRole('alert')).toContainText(t.common.featureApp.unavailable);
    await header(page).getByRole('link', { name: t.shell.header.home }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.home.title);
  });
});

test('a helper sees the daily sections, not the owner’s', async ({ page, helper: _loggedIn }) => {
  await page.goto(localizedPath('fr', 'adminToday'));
  const menu = slot(page, 'admin').getByRole('navigation', { name: t.admin.menu });
  await expect(menu.getByRole('link')).toHaveText([t.admin.today.title, t.admin.orders.title, t.admin.stock.title, t.admin.messages.title]);
});

test('a staff account without its authenticator app is asked to set it up first', async ({ page, shopDatabase }) => {
  const staff = await createTestUser(shopDatabase, { staffRole: 'owner' });
  const token = await issueAccessToken(shopDatabase, staff.id);
  await logInWith(page.context(), token);
  await page.goto(localizedPath('fr', 'adminToday'));
  await expect(slot(page, 'admin').getByRole('heading', { level: 1 })).toHaveText(t.admin.setUpSecondFactor.title);
  await slot(page, 'admin').getByRole('link', { name: t.admin.setUpSecondFactor.link }).click();
  await expect(page).toHaveURL(localizedPath('fr', 'account'));
});
