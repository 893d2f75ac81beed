import { shop } from '../../kit/src/shop/shop-identity';
import { localizedPath } from '@lemon/shared/routes';
import { trackingUrlOf } from '@lemon/staff-contract';
import { expect, type Browser, type Page } from '@playwright/test';
import { testPaymentTexts } from '../../api/src/payments/test-payment-texts';
import type { Db } from '../../api/src/database/database';
import { storedConsentCookie, takenOver, test } from '../support/fixtures';
import { mailTo, nthMailTo } from '../support/mail';
import { header, slot } from '../support/shop-page';
import { appCode, staffWithApp } from '../support/staff-accounts';
import { euros, fill, texts } from '../support/translations';

// The day the back office is for, end to end: a shopper orders and pays in the browser, the shop is told by
// e-mail, the owner logs in with the app's code, finds the order under Today and sends it, and the customer's
// mail carries the parcel's tracking link. On a computer and on a phone.
const t = texts('fr');
const payment = testPaymentTexts.fr;

/** A shopper's whole purchase in the browser: 2 units delivered home, paid on the test provider's page; its reference. */
async function orderAndPay(page: Page, product: { slug: { fr: string }; label: { fr: string } }): Promise<string> {
  const { cart, catalog, common } = t;
  await page.goto(localizedPath('fr', 'product', { slug: product.slug.fr }));
  const details = page.getByTestId('product-details');
  await details.getByRole('button', { name: fill(catalog.card.increase, { name: product.label.fr }) }).click();
  await details.getByRole('button', { name: catalog.card.addToCart }).click();
  await expect(header(page).getByTestId('cart-badge')).toHaveText('2');
  await page.goto(localizedPath('fr', 'cart'));
  await slot(page, 'cart').getByRole('link', { name: cart.cart.checkout }).click();
  await expect(page).toHaveURL('/fr/livraison');

  const checkout = slot(page, 'cart');
  await checkout.getByLabel(cart.checkout.address.label).fill('Maison');
  await checkout.getByLabel(common.address.firstName).fill('Lucia');
  await checkout.getByLabel(common.address.lastName, { exact: true }).fill('Ferri');
  await checkout.getByLabel(common.address.line1, { exact: true }).fill('8 avenue de Verdun');
  await checkout.getByLabel(common.address.zip).fill('06500');
  await checkout.getByLabel(common.address.city).fill('Menton');
  await checkout.getByLabel(common.address.country).selectOption('FR');
  await checkout.getByRole('button', { name: cart.checkout.address.save }).click();
  await checkout.getByRole('radio', { name: cart.checkout.method.shipping }).check();
  await checkout.getByRole('checkbox').check();
  await checkout.getByRole('button', { name: cart.checkout.pay.submit }).click();

  await expect(page).toHaveURL(/\/api\/payments\/test\/LC-/);
  const reference = /LC-\w+/.exec(page.url())![0];
  await page.getByRole('button', { name: payment.succeed }).click();
  await expect(page.getByRole('dialog', { name: t.shell.orderPopup.success.title })).toBeVisible();
  return reference;
}

/** The owner's own browser: the password in the header's popup, then the app's code. */
async function ownerLogsIn(browser: Browser, baseURL: string, viewport: { width: number; height: number } | undefined, db: Db) {
  const owner = await staffWithApp(db, 'owner');
  const context = await browser.newContext({ locale: 'fr-FR', ...(viewport ? { viewport } : {}) });
  await context.addCookies([storedConsentCookie(['necessary'], { baseURL })]);
  const page = await context.newPage();
  await takenOver(page, await page.goto('/fr'));
  await header(page).getByRole('link', { name: t.shell.header.login }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t.shell.auth.choice.logIn }).click();
  await dialog.getByLabel(t.shell.auth.email).fill(owner.email);
  await dialog.getByLabel(t.shell.auth.password, { exact: true }).fill(owner.password);
  await dialog.getByRole('button', { name: t.shell.auth.login.submit }).click();
  await expect(dialog.getByRole('heading', { name: t.shell.auth.secondFactor.title })).toBeVisible();
  await dialog.getByLabel(t.shell.auth.secondFactor.code).fill(appCode(owner.secret));
  await dialog.getByRole('button', { name: t.shell.auth.secondFactor.submit }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  return { page, context };
}

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  test(`a paid order reaches the owner, who sends it, and the customer gets the tracking link (${viewport ? 'phone' : 'computer'})`, async ({
    page,
    shopper,
    newProduct,
    browser,
    baseURL,
    shopDatabase,
    request,
  }) => {
    test.setTimeout(90_000);
    if (viewport) await page.setViewportSize(viewport);
    const product = await newProduct({ stocks: [6], prices: [18_00] });
    const reference = await orderAndPay(page, product);

    // The shop's mailbox: the new order, with a link to its page in the back office.
    await expect.poll(async () => (await mailTo(request, shop.email)).filter((mail) => mail.subject.includes(reference)).length).toBe(1);
    const shopMail = (await mailTo(request, shop.email)).find((mail) => mail.subject.includes(reference))!;
    expect(shopMail.text).toContain(`2 × ${product.label.fr}`);
    expect(shopMail.text).toContain(`/fr/gestion/commandes/${reference}`);

    // The owner, in their own browser, with the app's code.
    const owner = await ownerLogsIn(browser, baseURL!, viewport, shopDatabase);
    const trackingNumber = `XR${Date.now()}FR`;
    try {
      const admin = slot(owner.page, 'admin');
      await header(owner.page).getByRole('link', { name: t.shell.header.backOffice }).click();
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText(t.admin.today.title);
      const toPrepare = admin.getByRole('region', { name: /^À préparer \(\d+\)$/ });
      await toPrepare.getByRole('link', { name: new RegExp(`Commande ${reference}`) }).click();
      await expect(owner.page).toHaveURL(localizedPath('fr', 'adminOrder', { reference }));

      const nextStep = admin.getByTestId('next-step');
      await expect(nextStep.getByRole('heading', { level: 2 })).toHaveText(t.admin.orders.status.paid);
      await expect(admin.getByTestId('order-lines')).toContainText(euros(36_00));
      await nextStep.getByRole('button', { name: t.admin.order.moves.send }).click();
      await nextStep.getByLabel(t.admin.order.send.carrier).selectOption({ label: 'Chronopost' });
      await nextStep.getByLabel(t.admin.order.send.trackingNumber).fill(trackingNumber);
      await nextStep.getByRole('button', { name: t.admin.order.moves.send }).click();
      await expect(nextStep.getByRole('heading', { level: 2 })).toHaveText(t.admin.orders.status.sent);
    } finally {
      await owner.context.close();
    }

    // The customer's mails: the confirmation, then the parcel with its tracking link.
    const sent = await nthMailTo(request, shopper.email, 2);
    expect(sent.subject).toContain(reference);
    expect(sent.text).toContain('Chronopost');
    expect(sent.text).toContain(trackingUrlOf('chronopost', trackingNumber)!);
  });
}
