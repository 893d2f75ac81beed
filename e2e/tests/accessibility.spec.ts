import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { seedCategories, seedProducts } from '../../api/src/database/seed/catalogue-data';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { header, slot } from '../support/shop-page';
import { texts } from '../support/translations';

// Every page a shopper meets, in French, scanned by axe-core against WCAG 2.1 A and AA.
const t = texts('fr');
const drinks = seedCategories.find((category) => category.key === 'drinks')!;
const liqueur = seedProducts.find((product) => product.isMonthly)!;

const pages = [
  { name: 'home', path: localizedPath('fr', 'home'), ready: (page: Page) => page.getByTestId('best-sellers').getByRole('article').first() },
  {
    name: 'category',
    path: localizedPath('fr', 'category', { slug: drinks.slug.fr }),
    ready: (page: Page) => slot(page, 'catalog').getByRole('article').first(),
  },
  {
    name: 'product',
    path: localizedPath('fr', 'product', { slug: liqueur.slug.fr }),
    ready: (page: Page) => slot(page, 'catalog').getByRole('heading', { level: 1, name: liqueur.label.fr }),
  },
  {
    name: 'recipes',
    path: localizedPath('fr', 'recipes'),
    ready: (page: Page) => slot(page, 'catalog').getByTestId('recipe').first(),
  },
  { name: 'cart', path: localizedPath('fr', 'cart'), ready: (page: Page) => slot(page, 'cart').getByRole('heading', { level: 1 }) },
  {
    name: 'contact',
    path: localizedPath('fr', 'contact'),
    ready: (page: Page) => slot(page, 'content').getByRole('button', { name: t.content.contact.form.send }),
  },
  { name: 'about', path: localizedPath('fr', 'about'), ready: (page: Page) => slot(page, 'content').getByRole('heading', { level: 1 }) },
  {
    name: 'legal notice',
    path: localizedPath('fr', 'legal'),
    ready: (page: Page) => slot(page, 'content').getByRole('heading', { level: 1 }),
  },
  {
    name: 'terms of sale',
    path: localizedPath('fr', 'cgv'),
    ready: (page: Page) => slot(page, 'content').getByRole('heading', { level: 1 }),
  },
  {
    name: 'privacy policy',
    path: localizedPath('fr', 'privacy'),
    ready: (page: Page) => slot(page, 'content').getByRole('heading', { level: 1 }),
  },
];

for (const { name, path, ready } of pages) {
  test(`the ${name} page has no serious or critical accessibility violation, its headings and landmarks in order`, async ({ page }) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the account page has no serious or critical accessibility violation, its headings and landmarks in order', async ({
  page,
  shopper,
}) => {
  await page.goto(localizedPath('fr', 'account'));
  await expect(slot(page, 'account').getByRole('textbox', { name: t.account.profile.email })).toHaveValue(shopper.email);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the auth popup has no serious or critical accessibility violation, its headings and landmarks in order, in each of its steps', async ({
  page,
}) => {
  const auth = t.shell.auth;
  await page.goto(localizedPath('fr', 'contact'));
  await header(page).getByRole('link', { name: t.shell.header.login }).click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('button', { name: auth.choice.logIn })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await popup.getByRole('button', { name: auth.choice.logIn }).click();
  await expect(popup.getByLabel(auth.email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a first visit', () => {
  test.use({ consentChoice: null });

  test('the cookie banner and its preferences panel have no serious or critical accessibility violation', async ({ page }) => {
    const cookies = t.shell.cookies;
    await page.goto(localizedPath('fr', 'contact'));
    const banner = page.getByRole('dialog', { name: cookies.consent.title });
    await expect(banner).toBeVisible();
    expect(await seriousViolations(page, '#consent-banner')).toEqual([]);

    await banner.getByRole('button', { name: cookies.consent.showPreferences }).click();
    await expect(page.getByRole('dialog', { name: cookies.preferences.title })).toBeVisible();
    // As the panel is once shown: fading in, it has halfway the contrast of no colour the shop chose.
    await page.locator('#cc-main').evaluate((panel) => Promise.all(panel.getAnimations({ subtree: true }).map((shown) => shown.finished)));
    expect(await seriousViolations(page, '#cc-main')).toEqual([]);
  });
});

test.describe('with the keyboard alone', () => {
  /** The element that has the focus: how it is named, and whether its focus ring shows. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const style = element ? getComputedStyle(element) : null;
      return {
        text: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
        id: element?.id ?? '',
        insideDialog: Boolean(element?.closest('dialog[open]')),
        ring: style ? style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 : false,
      };
    });

  test('the first Tab reaches the skip link, which shows and leads to the page’s content', async ({ page }) => {
    await page.goto(localizedPath('fr', 'contact'));
    await expect(slot(page, 'content').getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: t.shell.skipToContent });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    expect((await focused(page)).ring).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main');
  });

  test('a popup keeps the focus while open, closes with Escape and gives the focus back', async ({ page }) => {
    await page.goto(localizedPath('fr', 'contact'));
    const menuButton = header(page).getByRole('button', { name: t.shell.header.openMenu });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      expect(now.insideDialog, `Tab ${step + 1} stays in the menu (on "${now.text}")`).toBe(true);
      expect(now.ring, `Tab ${step + 1} shows where the focus is (on "${now.text}")`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(menuButton).toBeFocused();

    const loginLink = header(page).getByRole('link', { name: t.shell.header.login });
    await loginLink.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('button', { name: t.shell.auth.choice.logIn })).toBeVisible();
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).insideDialog, `Tab ${step + 1} stays in the auth popup`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(loginLink).toBeFocused();
  });
});
