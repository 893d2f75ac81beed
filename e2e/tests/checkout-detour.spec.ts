// Issue 32, item 6: the detour through a login on the way to delivery, kept short. On a phone and on a computer,
// in the shop's three languages, each asserted as the shopper sees it (on screen, not only in the page): the cart
// says what delivery costs before anyone logs in; the register step says why it asks for an address; the link of
// the e-mail, opened on another device, logs the shopper in once and lands on delivery with their cart.
import { randomUUID } from 'node:crypto';
import { locales, type Locale } from '@lemon/shared/locales';
import { localizedPath } from '@lemon/shared/routes';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, storedConsentCookie, test } from '../support/fixtures';
import { linkIn, nthMailTo } from '../support/mail';
import { cartWith, fromTheShop } from '../support/shop-api';
import { header, slot } from '../support/shop-page';
import { baseURL } from '../support/test-server';
import { euros, fill, texts } from '../support/translations';

/** The language a shopper's browser says it speaks, for each of the shop's. */
const browserLanguages: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', it: 'it-IT' };

const viewports = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'computer', size: { width: 1366, height: 900 } },
] as const;

/** Scrolled to as a shopper scrolls to it, then on screen: visible, and within the window. */
async function expectOnScreen(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport();
}

/**
 * Another device: the shopper's phone, its mail app opening the link in a browser that has never seen the shop
 * (no session, no cart cookie), speaking the shopper's language; a client of the test's own to the rate limits.
 */
async function anotherDevice(browser: Browser, locale: Locale, client: string): Promise<{ device: BrowserContext; page: Page }> {
  const device = await browser.newContext({
    baseURL,
    locale: browserLanguages[locale],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': client },
  });
  await device.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  await device.addCookies([storedConsentCookie(['necessary'], { baseURL })]);
  return { device, page: await device.newPage() };
}

for (const [index, { name: screenName, size }] of viewports.entries()) {
  for (const [localeIndex, locale] of locales.entries()) {
    test.describe(`checkout without a detour, on a ${screenName} (${size.width}×${size.height}), in ${locale}`, () => {
      // A client of its own (the shop trusts the local proxy's X-Forwarded-For): its registration and the links it
      // follows count against nobody else's limits.
      const client = `203.0.113.${20 + index * 10 + localeIndex}`;
      test.use({ viewport: size, locale: browserLanguages[locale], extraHTTPHeaders: { 'x-forwarded-for': client } });

      test('the cart shows the delivery fee and the free-delivery rule before login; registering at checkout explains the address; the e-mailed link, on another device, logs in once and lands on delivery with the cart', async ({
        page,
        context,
        browser,
        request,
        newProduct,
      }, testInfo) => {
        test.setTimeout(90_000);
        const { cart: t, shell, account, common } = texts(locale);

        // A cart of two lines, 2 × 40 € and 1 × 12.50 €: 92.50 €, under the 99 € of free delivery.
        const liqueur = await newProduct({ stocks: [10], prices: [40_00] });
        const jam = await newProduct({ stocks: [10], prices: [12_50] });
        const cartId = (await cartWith(context, liqueur.product_variations[0]!.id, 2)).uuid;
        const added = await context.request.post('/api/add-to-cart', {
          data: { product_variation_id: jam.product_variations[0]!.id, quantity: 1, cart_id: cartId },
          headers: fromTheShop,
        });
        expect(added.status()).toBe(200);

        // 1. Before any login, the cart says what delivery to France costs, from the API's rules, and the way to free delivery.
        await page.goto(localizedPath(locale, 'cart'));
        const cart = slot(page, 'cart');
        await expect(cart.getByTestId('cart-line')).toHaveCount(2);
        const fees = cart.getByRole('region', { name: t.deliveryFees.title });
        await expectOnScreen(fees);
        await expect(fees.getByText(t.deliveryFees.france, { exact: true })).toBeInViewport();
        await expect(fees.getByTestId('cart-fee-shipping')).toHaveText(euros(6_90));
        await expect(fees.getByTestId('cart-fee-shipping')).toBeInViewport();
        await expect(fees.getByText(fill(t.deliveryFees.freeFrom, { amount: euros(99_00) }))).toBeInViewport();
        await expect(fees.getByText(fill(t.freeDelivery.missing, { amount: euros(6_50) }))).toBeInViewport();
        await expect(fees.getByText(fill(t.deliveryFees.pickup, { city: 'Menton' }))).toBeInViewport();
        await expect(fees.getByTestId('cart-fee-pickup')).toHaveText(t.deliveryFees.pickupFree);
        await testInfo.attach(`cart-fees-${screenName}-${locale}`, { body: await page.screenshot(), contentType: 'image/png' });

        // One more jar: 105 €, and the cart follows at once: delivery is free.
        const jamLine = cart.getByTestId('cart-line').filter({ hasText: jam.label[locale] });
        await jamLine.getByRole('button', { name: fill(t.cart.increase, { name: jam.label[locale] }) }).click();
        await expect(cart.getByTestId('cart-total')).toHaveText(euros(105_00));
        await expect(fees.getByTestId('cart-fee-shipping')).toHaveText(t.deliveryFees.shippingFree);
        await expectOnScreen(fees.getByText(t.freeDelivery.reached, { exact: true }));
        await expect(fees.getByTestId('cart-fee-shipping')).toBeInViewport();

        // 2. Delivery needs an account: the login guard opens the popup; the shopper creates one.
        await cart.getByRole('link', { name: t.cart.checkout }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}\\?showAuth=1`));
        const popup = page.getByRole('dialog');
        await popup.getByRole('button', { name: shell.auth.choice.register }).click();
        const firstName = popup.getByLabel(common.address.firstName, { exact: true });
        await expect(firstName).toBeVisible();
        // Why an address: said right above its fields, on screen with them as the form opens, with no scrolling.
        const why = popup.getByText(shell.auth.register.deliveryAddressWhy);
        await expect(why).toBeVisible();
        await expect(why).toBeInViewport();
        await expect(firstName).toBeInViewport();
        await testInfo.attach(`register-at-checkout-${screenName}-${locale}`, { body: await page.screenshot(), contentType: 'image/png' });

        const email = `detour-${locale}-${randomUUID().slice(0, 8)}@example.com`;
        const password = 'Zeste-Vif-2026';
        await popup.getByLabel(shell.auth.email, { exact: true }).fill(email);
        await firstName.fill('Camille');
        await popup.getByLabel(common.address.lastName, { exact: true }).fill('Martin');
        await popup.getByLabel(common.address.line1, { exact: true }).fill('3 rue des Citrons');
        await popup.getByLabel(common.address.zip, { exact: true }).fill('06500');
        await popup.getByLabel(common.address.city, { exact: true }).fill('Menton');
        await popup.getByLabel(common.address.country, { exact: true }).selectOption('FR');
        await popup.getByLabel(shell.auth.password, { exact: true }).fill(password);
        await popup.getByLabel(shell.auth.register.passwordConfirmation, { exact: true }).fill(password);
        await popup.getByRole('button', { name: shell.auth.register.submit }).click();
        await expectOnScreen(popup.getByText(shell.auth.registered.checkoutText));

        // 3. The e-mail's link, opened on the phone: logged in, on the delivery page, with the same cart.
        const link = linkIn(await nthMailTo(request, email), '/verify-email/');
        expect(link).toMatch(/^\/verify-email\/\d+\/[\w-]+$/); // no session in the link: its one-time token only
        const phone = await anotherDevice(browser, locale, client);
        await phone.page.goto(link);
        await expect(phone.page).toHaveURL(localizedPath(locale, 'delivery'));
        const loggedIn = header(phone.page).getByRole('link', { name: shell.header.account }).getByTestId('logged-in-dot');
        await expect(loggedIn).toBeVisible();
        await expect(header(phone.page).getByTestId('cart-badge')).toHaveText('4');
        const checkout = slot(phone.page, 'cart');
        const lines = checkout.getByTestId('order-line');
        await expect(lines).toHaveCount(2);
        for (const [product, quantity] of [
          [liqueur, 2],
          [jam, 2],
        ] as const) {
          const line = lines.filter({ hasText: product.label[locale] });
          await expectOnScreen(line);
          await expect(line).toContainText(fill(t.checkout.summary.quantity, { quantity }));
        }
        await expect(checkout.getByTestId('order-subtotal')).toHaveText(euros(105_00));
        await testInfo.attach(`delivery-after-link-${screenName}-${locale}`, {
          body: await phone.page.screenshot(),
          contentType: 'image/png',
        });
        await phone.device.close();

        // 4. The same link opened again (a second tab, a forwarded mail): the address is verified, nobody is logged in.
        const again = await anotherDevice(browser, locale, client);
        await again.page.goto(link);
        await expectOnScreen(again.page.getByText(account.verifyEmail.alreadyVerified));
        const logIn = again.page.getByRole('link', { name: account.verifyEmail.logInToContinue });
        await expectOnScreen(logIn);
        await expect(logIn).toHaveAttribute(
          'href',
          `${localizedPath(locale, 'home')}?showAuth=1&next=${encodeURIComponent(localizedPath(locale, 'delivery'))}`,
        );
        await expect(again.page).toHaveURL(link);
        await expect(header(again.page).getByRole('link', { name: shell.header.login })).toBeVisible();
        await expect(header(again.page).getByTestId('logged-in-dot')).toHaveCount(0);
        expect((await again.device.cookies()).find((cookie) => cookie.name === 'session')).toBeUndefined();
        await again.device.close();
      });
    });
  }
}
