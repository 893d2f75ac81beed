import { expect, test } from '@playwright/test';
import { expectShownBy, header, openMenu, slot } from '../support/shop-page';
import { texts } from '../support/translations';

const t = texts('en');

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
    await expectShownBy(page, 'content', t.content.cgv.title);
  });

  test('an unreadable remotes map leaves the shell and home working', async ({ page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
    await page.goto('/en/contact');
    await expect(slot(page, 'content').getByRole('alert')).toContainText(t.common.featureApp.unavailable);
    await header(page).getByRole('link', { name: t.shell.header.home }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.shell.home.title);
    await expect(page.getByRole('navigation', { name: t.shell.home.categories }).getByRole('link')).toHaveCount(4);
  });
});
