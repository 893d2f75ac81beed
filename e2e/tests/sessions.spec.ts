import { expect } from '@playwright/test';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { logInWith, storedConsentCookie, takenOver, test } from '../support/fixtures';
import { header } from '../support/shop-page';
import { fill, texts } from '../support/translations';

test('a shopper logs out everywhere from the account, and their other browser is logged out too', async ({
  page,
  shopper,
  browser,
  baseURL,
  shopDatabase,
}) => {
  const { shell, account } = texts('fr');
  const sessions = account.sessions;

  // The same shopper in another browser: a phone they logged in on earlier.
  const phoneToken = await issueAccessToken(shopDatabase, shopper.id, { device: { browser: 'Safari', system: 'iPhone' } });
  const phone = await browser.newContext({ locale: 'fr-FR' });
  await phone.addCookies([storedConsentCookie(['necessary'], { baseURL: baseURL! })]);
  await logInWith(phone, phoneToken);
  const phonePage = await phone.newPage();
  await takenOver(phonePage, await phonePage.goto('/fr/mon-compte'));
  await expect(phonePage.getByRole('heading', { level: 1, name: account.account.title })).toBeVisible();

  await page.goto('/fr/mon-compte?tab=sessions');
  const list = page.getByRole('tabpanel', { name: account.account.tabs.sessions });
  await expect(list.getByRole('heading', { level: 2, name: sessions.heading })).toBeVisible();
  await expect(list.getByRole('heading', { level: 3 })).toHaveCount(2);
  await expect(list.getByText(sessions.thisDevice)).toBeVisible();
  await expect(list.getByRole('heading', { level: 3, name: fill(sessions.device, { browser: 'Safari', system: 'iPhone' }) })).toBeVisible();

  await list.getByRole('button', { name: sessions.logOutEverywhere }).click();
  await page.getByRole('dialog').getByRole('button', { name: sessions.confirm.everywhere.confirm }).click();

  // This browser: logged out, the account page asks to log in again.
  await expect(page).toHaveURL(/\/fr\?showAuth=1/);
  await expect(header(page).getByRole('link', { name: shell.header.login })).toBeVisible();

  // The other browser: its next call is refused, and its next page shows it logged out.
  const me = await phone.request.get('/api/me', { headers: { authorization: `Bearer ${phoneToken}` } });
  expect(me.status()).toBe(401);
  await takenOver(phonePage, await phonePage.reload());
  await expect(phonePage).toHaveURL(/\/fr\?showAuth=1/);
  await expect(header(phonePage).getByRole('link', { name: shell.header.login })).toBeVisible();
  await phone.close();
});
