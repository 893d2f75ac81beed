import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { header, openMenu } from '../support/shop-page';
import { texts } from '../support/translations';

const lemon = 'rgb(247, 214, 62)';
const transparent = 'rgba(0, 0, 0, 0)';

const headerBackground = (page: Page) => header(page).evaluate((element) => getComputedStyle(element).backgroundColor);
const headerTop = async (page: Page) => (await header(page).boundingBox())?.y;
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
/** Today's pages are short; the scroll rules do not depend on what makes a page long. */
const makePageLong = (page: Page) => page.locator('main').evaluate((main) => (main.style.minHeight = '3000px'));

test.describe('the header', () => {
  test('on home is transparent over the hero, then fixed and coloured from 120 px of scroll', async ({ page }) => {
    await page.goto('/fr');
    await makePageLong(page);
    await expect(header(page)).toHaveAttribute('data-placement', 'overlay');
    await expect.poll(() => headerBackground(page)).toBe(transparent);

    await scrollTo(page, 119);
    await expect(header(page)).toHaveAttribute('data-placement', 'overlay');

    await scrollTo(page, 120);
    await expect(header(page)).toHaveAttribute('data-placement', 'floating');
    await expect.poll(() => headerBackground(page)).toBe(lemon);
    await expect.poll(() => headerTop(page)).toBe(0);

    await scrollTo(page, 600);
    await expect.poll(() => headerTop(page)).toBe(0);

    await scrollTo(page, 0);
    await expect(header(page)).toHaveAttribute('data-placement', 'overlay');
  });

  test('elsewhere is coloured and stays at the top of the window', async ({ page }) => {
    await page.goto('/fr/cgv');
    await expect(header(page)).toHaveAttribute('data-placement', 'sticky');
    await expect.poll(() => headerBackground(page)).toBe(lemon);
    await makePageLong(page);
    await scrollTo(page, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => headerTop(page)).toBe(0);
  });

  test('has a logo that leads home, a user icon and a cart icon', async ({ page }) => {
    const t = texts('it').shell;
    await page.goto('/it/contact');
    await expect(header(page).getByRole('link', { name: t.header.login })).toBeVisible();
    await header(page)
      .getByRole('link', { name: new RegExp(`^${t.header.cart}`) })
      .click();
    await expect(page).toHaveURL('/it/panier');
    await header(page).getByRole('link', { name: t.header.home }).click();
    await expect(page).toHaveURL('/it');
  });
});

test('a logged-in shopper’s user icon leads to the account, with a marker dot', async ({ page, shopper: _loggedIn }) => {
  await page.goto('/en/contact');
  const account = header(page).getByRole('link', { name: texts('en').shell.header.account });
  await expect(account.getByTestId('logged-in-dot')).toBeVisible();
  await account.click();
  await expect(page).toHaveURL('/en/mon-compte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('en').account.account.title);
});

test.describe('the burger menu', () => {
  test('lists the main categories, the pages and the other languages, and closes on navigation', async ({ page }) => {
    const t = texts('en').shell;
    await page.goto('/en/contact');
    await openMenu(page, 'en');
    const menu = page.getByRole('dialog');
    await expect(menu.getByTestId('menu-categories').getByRole('link')).toHaveText([
      'Drinks',
      'Groceries',
      'Home and well-being',
      'Boxes and compositions',
      // Inside boxes, under its link.
      'Gift ideas',
    ]);
    await expect(menu.getByRole('link', { name: t.menu.about })).toHaveAttribute('href', '/en/a-propos');
    await expect(menu.getByRole('link', { name: t.menu.recipes })).toHaveAttribute('href', '/en/recettes');
    await expect(menu.getByRole('link', { name: t.menu.contact })).toHaveAttribute('href', '/en/contact');

    await menu.getByRole('link', { name: 'Groceries' }).click();
    await expect(page).toHaveURL('/en/categorie/groceries');
    await expect(menu).toBeHidden();
  });

  test('closes with its close button and with Escape', async ({ page }) => {
    await page.goto('/fr/contact');
    await openMenu(page, 'fr');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: texts('fr').shell.menu.close })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await openMenu(page, 'fr');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('scrolling', () => {
  test('the back-to-top button appears after 700 px and takes the shopper back up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/fr');
    // Scroll anchoring moves the scroll position when content lands above it: let the home blocks land first.
    await expect(page.getByTestId('best-sellers').getByTestId('product-card')).toHaveCount(5);
    await expect(page.locator('#produit-du-mois').getByRole('heading', { level: 2 })).toBeVisible();
    await makePageLong(page);
    const backToTop = page.getByRole('button', { name: texts('fr').shell.backToTop });
    await scrollTo(page, 699);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(699);
    await expect(backToTop).toBeHidden();
    await scrollTo(page, 700);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('every navigation starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/fr');
    await makePageLong(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: texts('fr').shell.footer.legal })
      .click();
    await expect(page).toHaveURL('/fr/mentions-legales');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('the footer', () => {
  test('gives the address, two social links, the hours with the phone and the legal links', async ({ page }) => {
    const t = texts('fr').shell.footer;
    await page.goto('/fr/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Menton');
    await expect(footer.getByRole('link', { name: /Instagram|Facebook/ })).toHaveCount(2);
    await expect(footer).toContainText('Ouvert tous les jours de 10:00 à 19:00');
    await expect(footer.getByRole('link', { name: /^Tél\./ })).toHaveAttribute('href', /^tel:\+33/);
    for (const [label, href] of [
      [t.about, '/fr/a-propos'],
      [t.contact, '/fr/contact'],
      [t.legal, '/fr/mentions-legales'],
      [t.cgv, '/fr/cgv'],
      [t.privacy, '/fr/confidentialite'],
    ]) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('the lemon festival notice', () => {
  test('shows during the festival', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-02-20T10:00:00'));
    await page.goto('/en/contact');
    await expect(page.getByRole('note')).toHaveText(/17 February.*3 March/);
  });

  test('is hidden outside the festival season', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-06-20T10:00:00'));
    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});
