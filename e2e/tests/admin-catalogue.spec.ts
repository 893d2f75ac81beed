import { randomUUID } from 'node:crypto';
import type { Locale } from '@lemon/shared/locales';
import { localizedPath } from '@lemon/shared/routes';
import type { Browser, Page } from '@playwright/test';
import { phonePhoto } from '../../api/src/test-support/test-photos';
import { wholeSitemap } from '../../api/src/test-support/sitemap-reading';
import { seriousViolations } from '../support/accessibility';
import { expect, test, waitingForScripts } from '../support/fixtures';
import { slot } from '../support/shop-page';
import { euros, fill, texts } from '../support/translations';

// The catalogue in the owner's hands, as she uses it on a computer and on her phone: a product made from the back
// office reaches every shopper at once (its category, its page with the photo in the sizes the shop serves, the
// sitemap), in the three languages; a new price reaches a shopper's open cart; a renamed page's old address leads
// to the new one; a hidden product is gone from the shop. Reordering the best sellers changes the home page.
const t = texts('fr').admin;
const admin = (page: Page) => slot(page, 'admin');
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();
const language: Record<Locale, string> = { fr: t.languages.fr, en: t.languages.en, it: t.languages.it };
const column = (page: Page, locale: Locale) => admin(page).getByRole('group', { name: language[locale], exact: true }).first();

/** A shopper's own browser, anonymous, beside the owner's. */
async function shopperPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  return waitingForScripts(await context.newPage());
}

for (const [screen, viewport] of [
  ['on a computer', { width: 1366, height: 900 }],
  ['on a phone', { width: 390, height: 844 }],
] as const) {
  test.describe(screen, () => {
    test.use({ viewport });

    test('a product made in the back office reaches every shopper at once, its price too, its new address and its hiding', async ({
      page,
      browser,
      owner: _loggedIn,
      newCategory,
    }) => {
      test.slow(); // a whole day's work of the owner's, and a shopper's visit beside it
      const category = await newCategory();
      const key = randomUUID().slice(0, 6);
      const names = { fr: `Confiture de citron ${key}`, en: `Lemon marmalade ${key}`, it: `Marmellata di limoni ${key}` };
      const slugs = { fr: `confiture-de-citron-${key}`, en: `lemon-marmalade-${key}`, it: `marmellata-di-limoni-${key}` };

      // A new product, in three languages, with two sizes and a photo.
      await page.goto(localizedPath('fr', 'adminProducts'));
      await admin(page).getByRole('link', { name: t.products.new }).click();
      await expect(page).toHaveURL(localizedPath('fr', 'adminProduct', { id: 'nouveau' }));
      for (const locale of ['fr', 'en', 'it'] as const) {
        await column(page, locale).getByLabel(t.product.fields.label).fill(names[locale]);
        await expect(column(page, locale).getByLabel(t.product.fields.slug)).toHaveValue(slugs[locale]);
        await column(page, locale).getByRole('textbox', { name: t.product.fields.description }).click();
        await page.keyboard.type(
          { fr: 'Des citrons de Menton, cuits doucement.', en: 'Menton lemons, slowly cooked.', it: 'Limoni di Mentone, cotti piano.' }[
            locale
          ],
        );
      }
      await admin(page).getByLabel(t.product.fields.category).selectOption({ label: category.label });
      await admin(page).getByLabel(t.product.fields.vatRate).selectOption('550');

      const sizes = admin(page).getByRole('group', { name: /^Format \d/ });
      const fillSize = async (index: number, name: string, price: string, stock: string) => {
        const size = sizes.nth(index);
        for (const locale of ['fr', 'en', 'it'] as const)
          await size.getByRole('group', { name: language[locale], exact: true }).getByLabel(t.product.sizes.label).fill(name);
        await size.getByLabel(t.product.sizes.price).fill(price);
        await size.getByLabel(t.product.sizes.stock).fill(stock);
      };
      await fillSize(0, '250 g', '8,50', '10');
      await sizes
        .nth(0)
        .getByLabel(t.product.sizes.choose)
        .setInputFiles({ name: 'pot.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
      await expect(sizes.nth(0).getByRole('img', { name: fill(t.product.sizes.pictureOf, { number: 1 }) })).toBeVisible();
      await admin(page).getByRole('button', { name: t.product.sizes.add }).click();
      await fillSize(1, '500 g', '14,50', '5');
      await admin(page).getByRole('button', { name: t.product.create }).click();
      await expect(toast(page, fill(t.product.created, { name: names.fr }))).toBeVisible();
      await expect(page).toHaveURL(/\/fr\/gestion\/produits\/\d+$/);

      // At once, for a shopper: in its category, on its page in each language with the photo in the served sizes, in the sitemap.
      const shopper = await shopperPage(browser, viewport);
      await shopper.goto(localizedPath('fr', 'category', { slug: category.slug }));
      await expect(slot(shopper, 'catalog').getByRole('heading', { name: names.fr })).toBeVisible();
      for (const locale of ['fr', 'en', 'it'] as const) {
        await shopper.goto(localizedPath(locale, 'product', { slug: slugs[locale] }));
        await expect(slot(shopper, 'catalog').getByRole('heading', { level: 1 })).toHaveText(names[locale]);
        await expect(slot(shopper, 'catalog')).toContainText(euros(850));
      }
      const avif = slot(shopper, 'catalog').locator('picture source[type="image/avif"]').first();
      await expect(avif).toHaveAttribute(
        'srcset',
        /\/media\/products\/photo-[0-9a-f]{20}-card\.avif 480w, \/media\/products\/photo-[0-9a-f]{20}-page\.avif 800w/,
      );
      const photo = slot(shopper, 'catalog').getByRole('img', { name: `${names.it}, 250 g` });
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((img: HTMLImageElement) => [img.complete && img.naturalWidth > 0, img.currentSrc])).toEqual([
        true,
        expect.stringMatching(/photo-[0-9a-f]{20}-(card|page)\.avif$/),
      ]);
      const sitemap = await wholeSitemap(async (path) => (await shopper.request.get(path)).text());
      for (const locale of ['fr', 'en', 'it'] as const) expect(sitemap).toContain(`/${locale}/produit/${slugs[locale]}<`);

      // A shopper puts the jar in the cart; the owner changes its price; the open cart shows the new one before checkout.
      await shopper.goto(localizedPath('fr', 'product', { slug: slugs.fr }));
      await shopper
        .getByTestId('product-details')
        .getByRole('button', { name: texts('fr').catalog.card.addToCart })
        .click();
      await expect(shopper.getByRole('banner').getByRole('link', { name: new RegExp(texts('fr').shell.header.cart) })).toContainText('1');
      await shopper.goto(localizedPath('fr', 'cart'));
      await expect(slot(shopper, 'cart').getByTestId('cart-subtotal')).toHaveText(euros(850));
      const repriced = async (price: string) => {
        await sizes.nth(0).getByLabel(t.product.sizes.price).fill(price);
        await admin(page).getByRole('button', { name: t.product.save }).click();
        await expect(toast(page, fill(t.product.saved, { name: names.fr }))).toBeVisible();
      };
      await repriced('9,90');
      // The shopper comes back to the tab where the cart is open.
      await shopper.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(slot(shopper, 'cart').getByTestId('cart-subtotal')).toHaveText(euros(990));
      // Or reaches the cart again by its link: the same.
      await repriced('9,50');
      await shopper
        .getByRole('banner')
        .getByRole('link', { name: texts('fr').shell.header.home })
        .click();
      await shopper
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(texts('fr').shell.header.cart) })
        .click();
      await expect(slot(shopper, 'cart').getByTestId('cart-subtotal')).toHaveText(euros(950));

      // Renamed: the old address leads to the new one.
      const renamed = `${slugs.fr}-extra`;
      await column(page, 'fr').getByLabel(t.product.fields.slug).fill(renamed);
      await admin(page).getByRole('button', { name: t.product.save }).click();
      await expect(toast(page, fill(t.product.saved, { name: names.fr }))).toBeVisible();
      const moved = await shopper.goto(localizedPath('fr', 'product', { slug: slugs.fr }));
      expect(moved?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/fr/produit/${slugs.fr}$`));
      await expect(shopper).toHaveURL(localizedPath('fr', 'product', { slug: renamed }));
      await expect(slot(shopper, 'catalog').getByRole('heading', { level: 1 })).toHaveText(names.fr);

      // Hidden: its page is gone and its category no longer lists it.
      await admin(page).getByLabel(t.product.fields.isHidden).check();
      await admin(page).getByRole('button', { name: t.product.save }).click();
      await expect(toast(page, fill(t.product.saved, { name: names.fr }))).toBeVisible();
      const gone = await shopper.goto(localizedPath('fr', 'product', { slug: renamed }));
      expect(gone?.status()).toBe(404);
      await shopper.goto(localizedPath('fr', 'category', { slug: category.slug }));
      await expect(slot(shopper, 'catalog').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(slot(shopper, 'catalog').getByRole('heading', { name: names.fr })).toHaveCount(0);
      expect(await wholeSitemap(async (path) => (await shopper.request.get(path)).text())).not.toContain(renamed);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await shopper.context().close();
    });
  });
}

test('reordering the best sellers changes the home page, for shoppers at once, on a computer and on a phone', async ({
  page,
  browser,
  owner: _loggedIn,
}) => {
  // Two screens, each with an accessibility check and four pages loaded: more than one page's 30 s on a busy machine.
  test.setTimeout(60_000);
  const bestSellers = (on: Page) => on.getByTestId('best-sellers').getByTestId('product-card').getByRole('heading');
  // A shopper on a phone sees the five, one a row (a wider screen shows only full rows of them).
  const shopper = await shopperPage(browser, { width: 390, height: 844 });
  const homeShows = async (names: string[]) => {
    await shopper.goto(localizedPath('fr', 'home'));
    await bestSellers(shopper).first().scrollIntoViewIfNeeded();
    await expect(bestSellers(shopper)).toHaveText(names);
  };
  await shopper.goto(localizedPath('fr', 'home'));
  await bestSellers(shopper).first().scrollIntoViewIfNeeded();
  const before = await bestSellers(shopper).allTextContents();
  expect(before).toHaveLength(5);

  // One after the other (they move the same list): each puts the shop's own order back for the other tests.
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(localizedPath('fr', 'adminHomePage'));
    const list = admin(page).getByRole('list', { name: t.homePage.bestSellers.listLabel });
    await expect(list).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Saved as soon as it moves: the home page shows it once the call has answered.
    const move = (button: string) =>
      Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/staff/home-page/best-sellers') && response.ok()),
        list.getByRole('button', { name: fill(button, { name: before[0]! }) }).click(),
      ]);
    await move(t.sortable.downItem);
    await expect(page.getByRole('status').filter({ hasText: t.listOrder.saved })).toBeVisible();
    await homeShows([before[1]!, before[0]!, ...before.slice(2)]);

    await move(t.sortable.upItem);
    await homeShows(before);
  }
  await shopper.context().close();
});

for (const [route, title] of [
  ['adminProducts', t.products.title],
  ['adminCategories', t.categories.title],
  ['adminRecipes', t.recipes.title],
  ['adminHomePage', t.homePage.title],
  ['adminSearchSynonyms', t.searchSynonyms.title],
] as const) {
  test(`the catalogue’s page ${route} fits a phone, in reach of a thumb, with no serious accessibility violation`, async ({
    page,
    owner: _loggedIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizedPath('fr', route));
    await expect(admin(page).getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(admin(page).getByRole('button').first()).toBeVisible();
    for (const button of await admin(page).getByRole('button').all()) {
      if (await button.isVisible()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
