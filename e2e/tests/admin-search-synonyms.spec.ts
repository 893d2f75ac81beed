import { randomUUID } from 'node:crypto';
import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { slot } from '../support/shop-page';
import { phone } from '../support/screens';
import { fill, texts } from '../support/translations';

// What shoppers search for, in the owner's hands on her phone (issue 54): a word a shopper searched that found
// nothing shows on Today; from there she makes it a synonym of what the shop calls that thing, and the next shopper
// searching that word finds it. The group is deleted at the end: other tests search the seed as it is.
const t = texts('fr').admin;
const shop = texts('fr').catalog;
const admin = (page: Page) => slot(page, 'admin');
const cardNames = (page: Page) => slot(page, 'catalog').getByTestId('product-card').getByRole('heading');

test.use(phone);

test('a word shoppers searched in vain, seen on Today, becomes a synonym, and then finds the product', async ({
  page,
  browser,
  owner: _loggedIn,
}) => {
  // A word of this test's own, letters only: a shopper's word for the lemon liqueur.
  const word = `liquorello${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const shopper = await (await browser.newContext({ ...phone, locale: 'fr-FR' })).newPage();
  const searchFor = async () => {
    await shopper.goto(`${localizedPath('fr', 'search')}?q=${word}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(fill(shop.search.titleFor, { words: word }));
  };

  await searchFor();
  await expect(slot(shopper, 'catalog').getByText(fill(shop.search.nothing, { words: word }))).toBeVisible();
  // Paged or filtered, the same search is not counted again.
  await shopper.goto(`${localizedPath('fr', 'search')}?q=${word}&in-stock=1`);

  await page.goto(localizedPath('fr', 'adminToday'));
  const nothing = admin(page).getByRole('region', { name: t.today.searches.foundNothing });
  const row = nothing.getByRole('row').filter({ hasText: word });
  await expect(row.getByRole('cell')).toHaveText('1');
  await expect(admin(page).getByRole('region', { name: t.today.searches.top }).getByRole('row').filter({ hasText: word })).toContainText(
    t.today.searches.nothing,
  );
  await row.getByRole('link', { name: fill(t.today.searches.addSynonymFor, { query: word }) }).click();

  await expect(page).toHaveURL(`${localizedPath('fr', 'adminSearchSynonyms')}?ajouter=${word}`);
  const form = admin(page).getByRole('form', { name: t.searchSynonyms.form.newTitle });
  const terms = form.getByLabel(t.searchSynonyms.form.terms);
  await expect(terms).toHaveValue(`${word}, `);
  await expect(terms).toBeFocused();
  await form.getByRole('button', { name: t.searchSynonyms.form.create }).click();
  await expect(form.getByText(t.searchSynonyms.form.fewest)).toBeVisible();
  await terms.pressSequentially('liqueur de citron');
  await form.getByRole('button', { name: t.searchSynonyms.form.create }).click();
  const created = fill(t.searchSynonyms.created, { terms: `${word}, liqueur de citron` });
  await expect(page.getByRole('alert').filter({ hasText: created }).last()).toBeVisible();
  const group = admin(page).getByRole('list', { name: t.searchSynonyms.listLabel }).getByRole('listitem').filter({ hasText: word }).first();
  await expect(group).toBeVisible();
  await expect(page).toHaveURL(localizedPath('fr', 'adminSearchSynonyms'));

  // The next search for the word finds the liqueur, on every process at once.
  await searchFor();
  await expect(cardNames(shopper).filter({ hasText: 'Liqueur de citron de Menton' })).toHaveCount(1);

  // Deleted, the word finds nothing again.
  await admin(page)
    .getByRole('button', { name: fill(t.searchSynonyms.deleteGroup, { terms: `${word}, liqueur de citron` }) })
    .click();
  await admin(page).getByRole('button', { name: t.deletion.yes }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: fill(t.searchSynonyms.deleted, { terms: `${word}, liqueur de citron` }) })
      .last(),
  ).toBeVisible();
  await searchFor();
  await expect(slot(shopper, 'catalog').getByText(fill(shop.search.nothing, { words: word }))).toBeVisible();
  await shopper.context().close();
});
