import { expect, test } from '../support/fixtures';
import { expectShownBy, openMenu } from '../support/shop-page';
import { texts } from '../support/translations';

const browserLanguages = [
  { browser: 'en-GB', guessed: 'en' },
  { browser: 'it-IT', guessed: 'it' },
  { browser: 'it', guessed: 'it' },
  { browser: 'de-DE', guessed: 'fr' },
] as const;

for (const { browser, guessed } of browserLanguages) {
  test.describe(`a ${browser} browser`, () => {
    test.use({ locale: browser });

    test(`goes from / to /${guessed}`, async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(`/${guessed}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(guessed).shell.home.title);
      await expect(page.locator('html')).toHaveAttribute('lang', guessed);
    });

    test(`goes from an unknown locale to /${guessed}, keeping the page`, async ({ page }) => {
      await page.goto('/de/a-propos?utm=1#lecitron');
      await expect(page).toHaveURL(`/${guessed}/a-propos?utm=1#lecitron`);
      await expectShownBy(page, 'content', texts(guessed).pages.about.title);
    });
  });
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('gets its locale in front of a path without one', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveURL('/en/contact');
    await expectShownBy(page, 'content', texts('en').content.contact.title);
  });

  test('prefers the language chosen on an earlier visit', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'it'));
    await page.goto('/');
    await expect(page).toHaveURL('/it');
  });

  test('switching language keeps the page and is remembered', async ({ page }) => {
    await page.goto('/fr/a-propos');
    await expectShownBy(page, 'content', texts('fr').pages.about.title);

    await openMenu(page, 'fr');
    const languages = page.getByRole('dialog').getByRole('link', { name: /^(English|Italiano|Français)$/ });
    await expect(languages).toHaveText(['English', 'Italiano']);
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();

    await expect(page).toHaveURL('/en/a-propos');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectShownBy(page, 'content', texts('en').pages.about.title);
    await expect(page.getByRole('contentinfo')).toContainText(texts('en').shell.footer.followUs);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/');
    await expect(page).toHaveURL('/en');
  });
});

test('a page fetches its own language’s texts alone, and the next language’s when the shopper switches to it', async ({ page }) => {
  const textFiles: string[] = [];
  page.on('request', (sent) => {
    const file = new URL(sent.url()).pathname;
    if (/\/(?:page-)?texts-\w+\.\w+\.js$/.test(file)) textFiles.push(file);
  });
  await page.goto('/it/produit/liquore-limone-mentone');
  await expect(page.getByRole('contentinfo')).toContainText(texts('it').shell.footer.followUs);
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: texts('it').catalog.card.addToCart })
      .first(),
  ).toBeVisible();
  // The shell's (with those every app uses) and the catalogue's, in Italian only.
  expect(textFiles).toEqual([expect.stringMatching(/\/assets\/page-texts-it\./), expect.stringMatching(/\/apps\/catalog\/.*\/texts-it\./)]);

  textFiles.length = 0;
  await openMenu(page, 'it');
  await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/produit/menton-lemon-liqueur');
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: texts('en').catalog.card.addToCart })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(texts('en').shell.footer.followUs);
  expect(textFiles.sort()).toEqual([
    expect.stringMatching(/\/apps\/catalog\/.*\/texts-en\./),
    expect.stringMatching(/\/assets\/page-texts-en\./),
  ]);
});
