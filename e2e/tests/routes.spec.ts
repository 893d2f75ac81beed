import { locales } from '@lemon/shared/locales';
import { expect, test } from '../support/fixtures';
import { routeCases, unprefixedRouteCases } from '../support/routes';
import { expectShownBy, openMenu } from '../support/shop-page';
import { texts } from '../support/translations';

for (const locale of locales) {
  test.describe(`routes in ${locale}`, () => {
    test('home is the shell’s own page', async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(locale).shell.home.title);
      await expect(page.locator('.app-slot:not(:empty)')).toHaveCount(0);
    });

    for (const { route, path, owner, title, loginRequired } of routeCases(locale)) {
      if (loginRequired) {
        test(`${route} sends an anonymous visitor home with the auth popup requested`, async ({ page }) => {
          await page.goto(path);
          await expect(page).toHaveURL(`/${locale}?showAuth=1`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(locale).shell.home.title);
        });

        test(`${route} opens in the ${owner} app for a logged-in shopper`, async ({ page, shopper: _loggedIn }) => {
          await page.goto(path);
          await expectShownBy(page, owner, title);
          await expect(page).toHaveURL(path);
        });
      } else {
        test(`${route} opens in the ${owner} app`, async ({ page }) => {
          await page.goto(path);
          await expectShownBy(page, owner, title);
          await expect(page).toHaveTitle(new RegExp(`^${title}`));
        });
      }
    }
  });
}

test('the e-mail links outside the locale prefix open in the account app', async ({ page }) => {
  for (const { path, owner, title } of unprefixedRouteCases('fr')) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expectShownBy(page, owner, title);
  }
});

test('a feature app unmounts when the shopper leaves its routes', async ({ page }) => {
  const [about] = routeCases('en').filter(({ route }) => route === 'about');
  const [recipes] = routeCases('en').filter(({ route }) => route === 'recipes');
  await page.goto(about!.path);
  await expectShownBy(page, 'content', about!.title);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: texts('en').shell.footer.legal })
    .click();
  await expectShownBy(page, 'content', texts('en').pages.legal.title);
  await openMenu(page, 'en');
  await page
    .getByRole('dialog')
    .getByRole('link', { name: texts('en').shell.menu.recipes })
    .click();
  await expect(page).toHaveURL(recipes!.path);
  await expectShownBy(page, 'catalog', recipes!.title);
});

test('an unknown page shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('en').shell.notFound.title);
  await page.getByRole('link', { name: texts('en').shell.notFound.backHome }).click();
  await expect(page).toHaveURL('/en');
});

test('following a link to a login-required page as an anonymous visitor asks to log in', async ({ page }) => {
  await page.goto('/it/contact');
  await page
    .getByRole('banner')
    .getByRole('link', { name: texts('it').shell.header.login })
    .click();
  await expect(page).toHaveURL('/it/contact?showAuth=1');
  await page.goto('/it');
  await page.evaluate(() => {
    history.pushState(null, '', '/it/mon-compte');
  });
  await expect(page).toHaveURL('/it?showAuth=1');
});

test('the next page’s code starts loading when the pointer is over its link, before the click', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('en').shell.home.title);
  // The cart app is on no part of the home page: only the intent to go there fetches its code.
  const cartLink = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${texts('en').shell.header.cart}`) });
  let fetchedAhead = false;
  page.on('request', (request) => {
    if (/\/apps\/cart\/[^/]+\/remoteEntry\.js$/.test(request.url())) fetchedAhead = true;
  });
  await page.waitForLoadState('networkidle');
  expect(fetchedAhead).toBe(false);
  await cartLink.hover();
  await expect.poll(() => fetchedAhead).toBe(true);
  await cartLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('en').cart.cart.title);
});
