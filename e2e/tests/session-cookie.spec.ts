// The session lives in a cookie no script of the page can read: a shopper logs in, orders, pays and logs out with
// nothing of it in local storage or in `document.cookie`; another site's form cannot make their browser change
// anything at the shop, even with their cookie.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localizedPath } from '@lemon/shared/routes';
import type { BrowserContext, Page } from '@playwright/test';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { testPaymentTexts } from '../../api/src/payments/test-payment-texts';
import { expect, logInWith, takenOver, test } from '../support/fixtures';
import { header, slot } from '../support/shop-page';
import { texts } from '../support/translations';

const t = texts('fr');

/** What of the session the page's scripts can reach: local storage, and the cookies `document.cookie` shows. */
const whatScriptsSee = (page: Page) => page.evaluate(() => ({ storage: JSON.stringify({ ...localStorage }), cookies: document.cookie }));

const sessionCookieOf = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'session');

test('a shopper logs in, orders, pays and logs out with the session in a cookie no script reads, and nothing in local storage', async ({
  page,
  account,
  newProduct,
}) => {
  test.setTimeout(60_000);
  const product = await newProduct({ stocks: [5], prices: [9_50] });
  await takenOver(page, await page.goto('/fr'));
  await header(page).getByRole('link', { name: t.shell.header.login }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.shell.auth.choice.logIn }).click();
  await dialog.getByLabel(t.shell.auth.email).fill(account.email);
  await dialog.getByLabel(t.shell.auth.password, { exact: true }).fill(account.password);
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: t.shell.auth.login.submit }).click();
  await reloaded;
  await expect(header(page).getByRole('link', { name: t.shell.header.account }).getByTestId('logged-in-dot')).toBeVisible();

  const session = await sessionCookieOf(page.context());
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const seen = await whatScriptsSee(page);
  expect(seen.storage).not.toContain(session!.value);
  expect(seen.storage).not.toMatch(/"token"/);
  expect(seen.cookies).not.toContain(session!.value);
  expect(seen.cookies).toContain('signed_in=1');

  // Orders and pays, picked up in the shop.
  await page.goto(localizedPath('fr', 'product', { slug: product.slug.fr }));
  await page.getByTestId('product-details').getByRole('button', { name: t.catalog.card.addToCart }).click();
  await expect(header(page).getByTestId('cart-badge')).toHaveText('1');
  await page.goto(localizedPath('fr', 'cart'));
  await slot(page, 'cart').getByRole('link', { name: t.cart.cart.checkout }).click();
  await expect(page).toHaveURL('/fr/livraison');
  const checkout = slot(page, 'cart');
  await checkout.getByRole('radio', { name: t.cart.checkout.method.pickup }).check();
  await checkout.getByRole('checkbox').check();
  await checkout.getByRole('button', { name: t.cart.checkout.pay.submit }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test\/LC-/);
  await page.getByRole('button', { name: testPaymentTexts.fr.succeed }).click();
  await expect(page.getByRole('dialog', { name: t.shell.orderPopup.success.title })).toBeVisible();
  expect((await whatScriptsSee(page)).storage).not.toContain(session!.value);

  // Logs out: the cookie goes with the session.
  await page.goto(localizedPath('fr', 'account'));
  // The shell loads the page again once logged out: what scripts see is read on that page.
  const loggedOut = page.waitForEvent('load');
  await page.getByRole('button', { name: t.account.actions.logOut }).click();
  await loggedOut;
  await expect(header(page).getByRole('link', { name: t.shell.header.login })).toBeVisible();
  expect(await sessionCookieOf(page.context())).toBeUndefined();
  expect((await whatScriptsSee(page)).cookies).not.toContain('signed_in');
  // The session itself is over: the old cookie opens nothing.
  const replayed = await page.request.get('/api/me', { headers: { cookie: `session=${session!.value}` } });
  expect(replayed.status()).toBe(401);
});

test('takes over a session an earlier version kept in local storage, once', async ({ page, account, shopDatabase }) => {
  const token = await issueAccessToken(shopDatabase, account.id);
  await page.addInitScript((kept) => {
    // Only on the first load: the page hands it over and forgets it.
    if (!sessionStorage.getItem('kept')) {
      localStorage.setItem('token', kept);
      sessionStorage.setItem('kept', '1');
    }
  }, token);
  await takenOver(page, await page.goto('/fr'));
  await expect(header(page).getByRole('link', { name: t.shell.header.account }).getByTestId('logged-in-dot')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect((await sessionCookieOf(page.context()))?.value).toBe(token);
  await page.reload();
  await expect(header(page).getByRole('link', { name: t.shell.header.account }).getByTestId('logged-in-dot')).toBeVisible();
});

/** A page of another site, serving a form that posts itself to the shop as soon as it loads. */
async function otherSite(action: string): Promise<{ server: Server; url: (host: string) => string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Jeu-concours</title><form method="post" action="${action}"><input name="x" value="1"></form><script>document.forms[0].submit()</script>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (host) => `http://${host}:${port}/` };
}

test('refuses a form another site posts to a call that changes something, with or without the shopper’s cookie', async ({
  page,
  baseURL,
  account,
  shopDatabase,
}) => {
  const token = await issueAccessToken(shopDatabase, account.id);
  await logInWith(page.context(), token);
  const attacker = await otherSite(`${baseURL}/api/sessions/log-out-everywhere`);
  // A tab of the shopper's browser on the other site (not one of the shop's pages, which the fixture waits for).
  const tab = await page.context().newPage();
  try {
    // `localhost` is another site than the shop's 127.0.0.1 (its cookie stays home); another port of 127.0.0.1 is
    // the same site, so the browser sends the cookie, and the shop refuses from what the request says of its origin.
    for (const host of ['localhost', '127.0.0.1']) {
      const answered = tab.waitForResponse((response) => response.url().endsWith('/api/sessions/log-out-everywhere'));
      await tab.goto(attacker.url(host));
      const answer = await answered;
      expect(answer.status(), host).toBe(403);
      await expect(tab.locator('body')).toContainText('cross_site');
    }
  } finally {
    await tab.close();
    attacker.server.close();
  }
  // The shopper is still logged in: nothing changed.
  await takenOver(page, await page.goto('/fr'));
  await expect(header(page).getByRole('link', { name: t.shell.header.account }).getByTestId('logged-in-dot')).toBeVisible();
});
