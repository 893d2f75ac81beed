import { expect, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { createTestUser } from '../../api/src/test-support/test-users';
import { storedConsentCookie, takenOver, test } from '../support/fixtures';
import { header } from '../support/shop-page';
import { texts } from '../support/translations';

const { shell, account } = texts('fr');

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
const appCode = (secret: string, steps = 0) => authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

/** Logs in with the password in the header's popup, as anyone does. */
async function logInWithPassword(page: Page, email: string, password: string) {
  await header(page).getByRole('link', { name: shell.header.login }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: shell.auth.choice.logIn }).click();
  await dialog.getByLabel(shell.auth.email).fill(email);
  await dialog.getByLabel(shell.auth.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: shell.auth.login.submit }).click();
  return dialog;
}

const loggedInMark = (page: Page) => header(page).getByRole('link', { name: shell.header.account }).getByTestId('logged-in-dot');

/** What the staff's list of orders answers to the session this browser holds. */
const staffCallStatus = async (page: Page) => (await page.request.get('/api/staff/orders')).status();

test('a staff member enrols an authenticator app on the account page, then logs in with its code in another browser', async ({
  page,
  shopDatabase,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const staff = await createTestUser(shopDatabase, { staffRole: 'staff' });
  const texts2fa = account.secondFactor;

  // The password alone: logged in, but no staff call until the app is enrolled.
  await page.goto('/fr');
  // The spec reloads the page after login: the next step waits for that load, not just the mark before it.
  const reloaded = page.waitForEvent('load');
  await logInWithPassword(page, staff.email, staff.password);
  await reloaded;
  await expect(loggedInMark(page)).toBeVisible();
  await page.goto('/fr/mon-compte');
  expect(await staffCallStatus(page)).toBe(403);
  const section = page.getByRole('region', { name: texts2fa.title });
  await section.getByRole('button', { name: texts2fa.start }).click();
  await expect(section.getByRole('img', { name: texts2fa.qrCode })).toBeVisible();
  const secret = (await section.getByLabel(texts2fa.typeInstead).textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel(texts2fa.code).fill(appCode(secret));
  await section.getByRole('button', { name: texts2fa.confirm }).click();
  const recoveryCodes = section.getByRole('list', { name: texts2fa.recoveryCodes }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  // The code just typed proves the app: this browser now does the staff's work.
  expect(await staffCallStatus(page)).toBe(200);

  // Another browser: the password, then the popup asks for the app's code.
  const other = await browser.newContext({ locale: 'fr-FR' });
  await other.addCookies([storedConsentCookie(['necessary'], { baseURL: baseURL! })]);
  const otherPage = await other.newPage();
  await takenOver(otherPage, await otherPage.goto('/fr'));
  const dialog = await logInWithPassword(otherPage, staff.email, staff.password);
  await expect(dialog.getByRole('heading', { name: shell.auth.secondFactor.title })).toBeVisible();
  await dialog.getByLabel(shell.auth.secondFactor.code).fill('000000');
  await dialog.getByRole('button', { name: shell.auth.secondFactor.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(texts('fr').common.validation.errors.second_factor_code);
  // The enrolment took this period's code: the app's next one.
  await dialog.getByLabel(shell.auth.secondFactor.code).fill(appCode(secret, 1));
  await dialog.getByRole('button', { name: shell.auth.secondFactor.submit }).click();
  await expect(otherPage.getByRole('dialog')).toBeHidden();
  await expect(loggedInMark(otherPage)).toBeVisible();
  await otherPage.goto('/fr/mon-compte');
  await expect(otherPage.getByRole('region', { name: texts2fa.title }).getByText(texts2fa.on)).toBeVisible();
  expect(await staffCallStatus(otherPage)).toBe(200);
  await other.close();
});
