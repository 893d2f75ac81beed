import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { localizedPath } from '@lemon/shared/routes';
import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { adminMenu } from '../support/back-office';
import { expect, storedConsentCookie, takenOver, test, waitingForScripts } from '../support/fixtures';
import { linkIn, nthMailTo } from '../support/mail';
import { ownerScreens, phone } from '../support/screens';
import { header, slot } from '../support/shop-page';
import { appCode, enrolledStaffLoggedIn } from '../support/staff-accounts';
import { fill, texts } from '../support/translations';

// The owner gives a helper an account: an invitation by e-mail, a password the helper chooses, an authenticator
// app on the helper's phone; the helper does the daily work and not the owner's; removed, the helper is out at once.
const all = texts('fr');
const t = all.admin;
const admin = (page: Page) => slot(page, 'admin');
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

/** The helper's own phone, a browser that never saw the shop. */
async function helperPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ ...phone, locale: 'fr-FR', baseURL });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await context.addCookies([storedConsentCookie(['necessary'], { baseURL })]);
  return waitingForScripts(await context.newPage());
}

for (const { name, screen } of ownerScreens)
  test.describe(`the owner on a ${name}`, () => {
    test.use(screen);

    test('invites a helper, who sets a password and an app, works on the orders but not the catalogue, and is removed', async ({
      page,
      request,
      browser,
      baseURL,
      shopDatabase,
    }) => {
      test.setTimeout(90_000);
      const owner = await enrolledStaffLoggedIn(shopDatabase, page.context(), 'owner');
      const email = `luca-${randomUUID().slice(0, 8)}@example.com`;

      await page.goto(localizedPath('fr', 'adminTeam'));
      await expect(admin(page).getByRole('heading', { level: 1 })).toHaveText(t.team.title);
      const invite = admin(page).getByRole('form', { name: t.team.invite.title });
      await invite.getByLabel(t.team.invite.firstName).fill('Luca');
      await invite.getByLabel(t.team.invite.lastName, { exact: true }).fill('Rossi');
      await invite.getByLabel(t.team.invite.email).fill(email);
      await invite.getByLabel(t.team.invite.role).selectOption({ label: t.team.roles.staff });
      await invite.getByRole('button', { name: t.team.invite.submit }).click();
      await expect(toast(page, fill(t.team.invite.sent, { email }))).toBeVisible();
      const members = admin(page).getByRole('list', { name: t.team.members });
      const luca = members.getByRole('listitem').filter({ hasText: email });
      await expect(luca).toContainText(t.team.secondFactorOff);
      await expect(luca.getByLabel(t.team.roleLabel)).toHaveValue('staff');
      await expect(members.getByRole('listitem').filter({ hasText: owner.email })).toContainText(t.team.secondFactorOn);
      expect(await seriousViolations(page)).toEqual([]);

      // On the helper's phone: the mail's link, a password, then the account page's enrolment with the app.
      const helper = await helperPhone(browser, baseURL!);
      const invitation = await nthMailTo(request, email);
      await helper.goto(linkIn(invitation, '/reset-password'));
      const password = 'Citronnier-Jaune-81';
      await helper.getByLabel(all.account.newPassword.password, { exact: true }).fill(password);
      await helper.getByLabel(all.account.newPassword.confirmation).fill(password);
      await helper.getByRole('button', { name: all.account.resetPassword.save }).click();
      await expect(helper.getByText(all.account.resetPassword.done)).toBeVisible();
      await takenOver(helper, await helper.goto('/fr'));
      const reloaded = helper.waitForEvent('load');
      await header(helper).getByRole('link', { name: all.shell.header.login }).click();
      const login = helper.getByRole('dialog');
      await login.getByRole('button', { name: all.shell.auth.choice.logIn }).click();
      await login.getByLabel(all.shell.auth.email).fill(email);
      await login.getByLabel(all.shell.auth.password, { exact: true }).fill(password);
      await login.getByRole('button', { name: all.shell.auth.login.submit }).click();
      await reloaded;
      await helper.goto(localizedPath('fr', 'adminToday'));
      await admin(helper).getByRole('link', { name: t.setUpSecondFactor.link }).click();
      const enrolment = helper.getByRole('region', { name: all.account.secondFactor.title });
      const words = all.account.secondFactor;
      await enrolment.getByRole('button', { name: words.start }).click();
      // On the phone that holds the app: a link opens it with the account; the key can be copied.
      const openApp = enrolment.getByRole('link', { name: words.openApp });
      const otpauth = new URL((await openApp.getAttribute('href'))!);
      expect(otpauth.protocol).toBe('otpauth:');
      const secret = otpauth.searchParams.get('secret')!;
      await helper.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
      await enrolment.getByRole('button', { name: words.copyKey }).click();
      await expect(enrolment.getByText(words.copied)).toBeVisible();
      expect(await helper.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      const codeField = enrolment.getByLabel(words.code);
      await expect(codeField).toHaveAttribute('inputmode', 'numeric');
      await codeField.fill(appCode(secret));
      await enrolment.getByRole('button', { name: words.confirm }).click();
      const codes = enrolment.getByRole('list', { name: words.recoveryCodes }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      const firstCode = (await codes.first().textContent())!;
      // The codes leave the screen: downloaded as a file, copied; then "kept", and on to the back office.
      const download = helper.waitForEvent('download');
      await enrolment.getByRole('button', { name: words.downloadCodes }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(words.codesFileName);
      expect(await readFile((await file.path())!, 'utf8')).toContain(firstCode);
      await enrolment.getByRole('button', { name: words.copyCodes }).click();
      await expect.poll(() => helper.evaluate(() => navigator.clipboard.readText())).toContain(firstCode);
      await expect(enrolment.getByRole('link', { name: words.toBackOffice })).toHaveCount(0);
      await enrolment.getByLabel(words.kept).check();
      await enrolment.getByRole('link', { name: words.toBackOffice }).click();
      await expect(admin(helper).getByRole('heading', { level: 1 })).toHaveText(t.today.title);

      // The daily work, and not the owner's.
      await helper.goto(localizedPath('fr', 'adminOrders'));
      await expect(admin(helper).getByRole('heading', { level: 1 })).toHaveText(t.orders.title);
      await adminMenu(helper).getByRole('button').click();
      await expect(adminMenu(helper).getByRole('link')).toHaveText([t.today.title, t.orders.title, t.stock.title, t.messages.title]);
      expect((await helper.request.get('/api/staff/products')).status()).toBe(403);

      // The owner sees it, then removes the helper: out at once.
      await page.reload();
      await expect(luca).toContainText(t.team.secondFactorOn);
      await expect(luca).toContainText(fill(t.team.lastSignIn, { moment: '' }).trim());
      await luca.getByRole('button', { name: fill(t.team.remove, { name: 'Luca Rossi' }) }).click();
      const question = page.getByRole('dialog', { name: fill(t.team.removeTitle, { name: 'Luca Rossi' }) });
      await question.getByRole('button', { name: t.team.removeConfirm }).click();
      await expect(toast(page, fill(t.team.removed, { name: 'Luca Rossi' }))).toBeVisible();
      await expect(luca).toHaveCount(0);
      expect((await helper.request.get('/api/staff/orders')).status()).toBe(401);
      await helper.goto('/fr');
      await expect(header(helper).getByRole('link', { name: all.shell.header.login })).toBeVisible();
      await helper.context().close();
    });
  });

test('a helper never sees the team page, nor its calls', async ({ page, helper: _loggedIn }) => {
  await page.goto(localizedPath('fr', 'adminToday'));
  await expect(adminMenu(page).getByRole('link')).toHaveText([t.today.title, t.orders.title, t.stock.title, t.messages.title]);
  expect((await page.request.get('/api/staff/team')).status()).toBe(403);
});
