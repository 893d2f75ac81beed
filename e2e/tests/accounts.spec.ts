import { randomUUID } from 'node:crypto';
import { locales, type Locale } from '@lemon/shared/locales';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/fixtures';
import { linkIn, nthMailTo } from '../support/mail';
import { header } from '../support/shop-page';
import { fill, texts } from '../support/translations';

const popup = (page: Page) => page.getByRole('dialog');

/** Opens the auth popup from the header, as an anonymous shopper does. */
async function openAuthPopup(page: Page, locale: Locale): Promise<Locator> {
  await header(page)
    .getByRole('link', { name: texts(locale).shell.header.login })
    .click();
  await expect(popup(page)).toBeVisible();
  return popup(page);
}

async function logIn(dialog: Locator, locale: Locale, email: string, password: string): Promise<void> {
  const t = texts(locale).shell.auth;
  await dialog.getByRole('button', { name: t.choice.logIn }).click();
  await dialog.getByLabel(t.email).fill(email);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: t.login.submit }).click();
}

const loggedInMark = (page: Page, locale: Locale) =>
  header(page)
    .getByRole('link', { name: texts(locale).shell.header.account })
    .getByTestId('logged-in-dot');

test('register in the popup, follow the e-mailed link, log in, edit the profile and the address book, log out', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { shell, common, account } = texts('en');
  const email = `camille-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Zeste-Vif-2026';

  await page.goto('/en/recettes');
  const dialog = await openAuthPopup(page, 'en');
  await dialog.getByRole('button', { name: shell.auth.choice.register }).click();
  await dialog.getByLabel(shell.auth.email).fill(email);
  await dialog.getByLabel(common.address.firstName).fill('Camille');
  await dialog.getByLabel(common.address.lastName).fill('Martin');
  await dialog.getByLabel(common.address.line1, { exact: true }).fill('3 rue des Citrons');
  await dialog.getByLabel(common.address.zip).fill('06500');
  await dialog.getByLabel(common.address.city).fill('Menton');
  await dialog.getByLabel(common.address.country).selectOption('FR');
  await dialog.getByLabel(shell.auth.password, { exact: true }).fill(password);
  await dialog.getByLabel(shell.auth.register.passwordConfirmation).fill(password);
  await dialog.getByRole('button', { name: shell.auth.register.submit }).click();
  await expect(dialog.getByRole('heading', { name: shell.auth.registered.title })).toBeVisible();
  await dialog.getByRole('button', { name: shell.auth.close }).first().click();
  await expect(dialog).toBeHidden();

  // Not verified yet: the login says so.
  await logIn(await openAuthPopup(page, 'en'), 'en', email, password);
  await expect(popup(page).getByRole('alert').filter({ hasText: common.validation.errors.email_unverified })).toBeVisible();
  await popup(page).getByRole('button', { name: shell.auth.close }).first().click();

  const verification = await nthMailTo(request, email);
  await page.goto(linkIn(verification, '/verify-email/'));
  // Outside the locale prefix the page speaks the guessed language: here the browser's, French.
  await expect(page.getByText(texts('fr').account.verifyEmail.verified)).toBeVisible();

  await page.goto('/en');
  // The spec reloads the page after login: the next step waits for that load, not just the mark before it.
  const reloaded = page.waitForEvent('load');
  await logIn(await openAuthPopup(page, 'en'), 'en', email, password);
  await reloaded;
  await expect(loggedInMark(page, 'en')).toBeVisible();

  // The profile.
  await page.goto('/en/mon-compte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.account.title);
  await page.getByLabel(account.profile.firstName).fill('Camilla');
  await page.getByRole('button', { name: account.profile.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: account.profile.saved })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(account.profile.firstName)).toHaveValue('Camilla');

  // The address book: the registration's address is there, the default one.
  await page.getByRole('tab', { name: account.account.tabs.addresses }).click();
  await expect(page).toHaveURL(/tab=addresses/);
  const book = page.getByRole('tabpanel', { name: account.account.tabs.addresses });
  await expect(book.getByText('3 rue des Citrons')).toBeVisible();
  await book.getByRole('button', { name: account.addresses.add }).click();
  await book.getByLabel(account.addresses.fields.label).fill('Work');
  await book.getByLabel(common.address.line1, { exact: true }).fill('12 quai Bonaparte');
  await book.getByLabel(common.address.zip).fill('06500');
  await book.getByLabel(common.address.city).fill('Menton');
  await book.getByRole('button', { name: account.addresses.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: account.addresses.added })).toBeVisible();
  await expect(book.getByText('12 quai Bonaparte')).toBeVisible();

  await book.getByRole('button', { name: fill(account.addresses.editLabel, { label: 'Work' }) }).click();
  await book.getByLabel(common.address.line1, { exact: true }).fill('14 quai Bonaparte');
  await book.getByRole('button', { name: account.addresses.save }).click();
  await expect(book.getByText('14 quai Bonaparte')).toBeVisible();

  await book.getByRole('button', { name: fill(account.addresses.makeDefaultLabel, { label: 'Work' }) }).click();
  await expect(page.getByRole('alert').filter({ hasText: fill(account.addresses.defaultSaved, { label: 'Work' }) })).toBeVisible();
  await page.reload();
  await expect(book.getByRole('button', { name: fill(account.addresses.makeDefaultLabel, { label: 'Work' }) })).toHaveCount(0);

  // The registration's address is named in the language the shopper registered in.
  await book.getByRole('button', { name: fill(account.addresses.deleteLabel, { label: 'My address' }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: account.addresses.confirmDelete.confirm }).click();
  await expect(page.getByRole('alert').filter({ hasText: account.addresses.deleted })).toBeVisible();
  await expect(book.getByText('3 rue des Citrons')).toHaveCount(0);
  await page.reload();
  await expect(book.getByText('3 rue des Citrons')).toHaveCount(0);
  await expect(book.getByText('14 quai Bonaparte')).toBeVisible();

  // Log out: the account page is login-required again.
  await page.getByRole('tab', { name: account.account.tabs.infos }).click();
  await page.getByRole('button', { name: account.actions.logOut }).click();
  await expect(page).toHaveURL(/\/en\?showAuth=1/);
  await expect(header(page).getByRole('link', { name: shell.header.login })).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password; the old one is refused, the new one logs in', async ({
  page,
  request,
  account,
}) => {
  const { shell, common, account: accountTexts } = texts('fr');
  await page.goto('/fr');
  let dialog = await openAuthPopup(page, 'fr');
  await dialog.getByRole('button', { name: shell.auth.choice.logIn }).click();
  await dialog.getByRole('button', { name: shell.auth.login.forgotPassword }).click();
  await dialog.getByLabel(shell.auth.email).fill(account.email);
  await dialog.getByRole('button', { name: shell.auth.forgotPassword.submit }).click();
  await expect(dialog.getByText(shell.auth.forgotPasswordSent.text)).toBeVisible();

  const reset = await nthMailTo(request, account.email);
  await page.goto(linkIn(reset, '/reset-password'));
  const newPassword = 'Nouveau-Citron-7';
  await page.getByLabel(accountTexts.newPassword.password, { exact: true }).fill(newPassword);
  await page.getByLabel(accountTexts.newPassword.confirmation).fill(newPassword);
  await page.getByRole('button', { name: accountTexts.resetPassword.save }).click();
  await expect(page.getByText(accountTexts.resetPassword.done)).toBeVisible();

  await page.goto('/fr');
  await logIn(await openAuthPopup(page, 'fr'), 'fr', account.email, account.password);
  await expect(popup(page).getByRole('alert').filter({ hasText: common.validation.errors.invalid_credentials })).toBeVisible();
  dialog = popup(page);
  await dialog.getByLabel(shell.auth.password, { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: shell.auth.login.submit }).click();
  await expect(loggedInMark(page, 'fr')).toBeVisible();
});

test('a login-required page asks an anonymous visitor to log in, then opens', async ({ page, account }) => {
  await page.goto('/it/mon-compte');
  await expect(page).toHaveURL('/it?showAuth=1');
  await expect(popup(page)).toBeVisible();
  await logIn(popup(page), 'it', account.email, account.password);
  await expect(page).toHaveURL('/it/mon-compte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('it').account.account.title);
});

for (const locale of locales) {
  test(`the popup's forms say each rule of the spec in ${locale}`, async ({ page }) => {
    const { shell, common } = texts(locale);
    const errors = common.validation.errors;
    const alert = (text: string) => popup(page).getByRole('alert').filter({ hasText: text });
    await page.goto(`/${locale}`);
    const dialog = await openAuthPopup(page, locale);

    await dialog.getByRole('button', { name: shell.auth.choice.logIn }).click();
    await dialog.getByRole('button', { name: shell.auth.login.submit }).click();
    await expect(alert(errors.required)).toHaveCount(2);
    await dialog.getByLabel(shell.auth.email).fill('camille@');
    await dialog.getByRole('button', { name: shell.auth.login.submit }).click();
    await expect(alert(errors.email)).toBeVisible();

    await dialog.getByRole('button', { name: shell.auth.login.forgotPassword }).click();
    await dialog.getByRole('button', { name: shell.auth.forgotPassword.submit }).click();
    await expect(alert(errors.required)).toHaveCount(1);
    await dialog.getByRole('button', { name: shell.auth.cancel }).click();
    await dialog.getByRole('button', { name: shell.auth.cancel }).click();

    await dialog.getByRole('button', { name: shell.auth.choice.register }).click();
    await dialog.getByRole('button', { name: shell.auth.register.submit }).click();
    // E-mail, first and last name, address, postcode, town, country, password, confirmation; line 2 is optional.
    await expect(alert(errors.required)).toHaveCount(9);
    // Once sent, each field is checked again as the shopper corrects it.
    const password = dialog.getByLabel(shell.auth.password, { exact: true });
    await password.fill('Court1');
    await expect(alert(errors.password_length)).toBeVisible();
    await password.fill('toutenminuscules1');
    await expect(alert(errors.password_characters)).toBeVisible();
    await password.fill('Zeste-Vif-2026');
    await dialog.getByLabel(shell.auth.register.passwordConfirmation).fill('Zeste-Vif-2027');
    await dialog.getByRole('button', { name: shell.auth.register.submit }).click();
    await expect(alert(errors.passwords_differ)).toBeVisible();
  });
}

test('the login popup takes the whole screen of a phone, and is a card with its × at its corner on a computer', async ({ page }) => {
  const { shell } = texts('fr');
  const boxes = async () => {
    const dialog = await openAuthPopup(page, 'fr');
    const card = (await dialog.boundingBox())!;
    const close = (await dialog.getByRole('button', { name: shell.auth.close }).first().boundingBox())!;
    return { card, close };
  };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr');
  const phone = await boxes();
  expect(phone.card).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  expect(390 - (phone.close.x + phone.close.width)).toBeLessThan(16);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr');
  const computer = await boxes();
  expect(computer.card.width).toBeLessThan(600);
  expect(computer.card.height).toBeLessThan(700);
  // The × is inside the card, in its top end corner, not at the screen's.
  const fromCardEnd = computer.card.x + computer.card.width - (computer.close.x + computer.close.width);
  expect(fromCardEnd).toBeGreaterThanOrEqual(0);
  expect(fromCardEnd).toBeLessThan(16);
  expect(computer.close.y - computer.card.y).toBeLessThan(16);
});
