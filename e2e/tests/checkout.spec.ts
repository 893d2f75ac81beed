import { localizedPath } from '@lemon/shared/routes';
import { expect, type Page } from '@playwright/test';
import { testPaymentTexts } from '../../api/src/payments/test-payment-texts';
import { test } from '../support/fixtures';
import { nthMailTo } from '../support/mail';
import { cartWith } from '../support/shop-api';
import { header, slot } from '../support/shop-page';
import { euros, fill, texts } from '../support/translations';

const { cart: t, shell, account: accountTexts, catalog, common } = texts('fr');
const payment = testPaymentTexts.fr;

/** The account's orders tab, and the card of the one order the shopper has. */
async function theOrder(page: Page) {
  await page.goto(`${localizedPath('fr', 'account')}?tab=orders`);
  const orders = page.getByRole('tabpanel', { name: accountTexts.account.tabs.orders });
  await expect(orders.getByTestId('order')).toHaveCount(1);
  return orders.getByTestId('order');
}

test('a whole purchase: anonymous cart, promo code, delivery asks to log in, a new address, the fees, a successful test payment, the popup, the paid order and its e-mail', async ({
  page,
  account,
  newProduct,
  newPromo,
  request,
}) => {
  const product = await newProduct({ stocks: [5], prices: [40_00] });
  const name = product.label.fr;
  const code = await newPromo({ kind: 'percentage', value: 10 });

  // Anonymous: 2 units from the product page.
  await page.goto(localizedPath('fr', 'product', { slug: product.slug.fr }));
  const details = page.getByTestId('product-details');
  await details.getByRole('button', { name: fill(catalog.card.increase, { name }) }).click();
  await details.getByRole('button', { name: catalog.card.addToCart }).click();
  await expect(header(page).getByTestId('cart-badge')).toHaveText('2');

  // The cart: 80 € less 10 %.
  await page.goto(localizedPath('fr', 'cart'));
  const cart = slot(page, 'cart');
  await cart.getByLabel(t.promo.label).fill(code);
  await cart.getByRole('button', { name: t.promo.apply }).click();
  await expect(cart.getByTestId('cart-total')).toHaveText(euros(72_00));

  // Delivery needs an account: the popup asks, then the page opens.
  await cart.getByRole('link', { name: t.cart.checkout }).click();
  await expect(page).toHaveURL(/\/fr\?showAuth=1/);
  const popup = page.getByRole('dialog');
  await popup.getByRole('button', { name: shell.auth.choice.logIn }).click();
  await popup.getByLabel(shell.auth.email).fill(account.email);
  await popup.getByLabel(shell.auth.password, { exact: true }).fill(account.password);
  await popup.getByRole('button', { name: shell.auth.login.submit }).click();
  await expect(page).toHaveURL('/fr/livraison');

  // No address yet: the form is there. An address in France.
  const checkout = slot(page, 'cart');
  await checkout.getByLabel(t.checkout.address.label).fill('Maison');
  await checkout.getByLabel(common.address.firstName).fill('Camille');
  await checkout.getByLabel(common.address.lastName, { exact: true }).fill('Martin');
  await checkout.getByLabel(common.address.line1, { exact: true }).fill('3 rue des Citrons');
  await checkout.getByLabel(common.address.zip).fill('06500');
  await checkout.getByLabel(common.address.city).fill('Menton');
  await checkout.getByLabel(common.address.country).selectOption('FR');
  await checkout.getByRole('button', { name: t.checkout.address.save }).click();
  await expect(checkout.getByRole('radio', { name: 'Maison' })).toBeChecked();

  // Home delivery to France under 99 €: 6.90 €; pickup in the shop: free.
  await expect(checkout.getByTestId('fee-shipping')).toHaveText(euros(6_90));
  await expect(checkout.getByTestId('fee-pickup')).toHaveText(t.checkout.fees.free);
  await checkout.getByRole('radio', { name: t.checkout.method.pickup }).check();
  await expect(checkout.getByTestId('order-total')).toHaveText(euros(72_00));
  await checkout.getByRole('radio', { name: t.checkout.method.shipping }).check();
  await expect(checkout.getByTestId('order-delivery')).toHaveText(euros(6_90));
  await expect(checkout.getByTestId('order-total')).toHaveText(euros(78_90));

  // The terms of sale must be accepted.
  await checkout.getByRole('button', { name: t.checkout.pay.submit }).click();
  await expect(checkout.getByText(common.validation.errors.terms_required)).toBeVisible();
  await checkout.getByRole('checkbox').check();
  await checkout.getByRole('button', { name: t.checkout.pay.submit }).click();

  // The test provider's page: the order and its amount, and the choice.
  await expect(page).toHaveURL(/\/api\/payments\/test\/LC-/);
  const reference = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(euros(78_90))).toBeVisible();
  await page.getByRole('button', { name: payment.succeed }).click();

  // The popup says which order it is, and what comes next: the e-mail, then the parcel.
  await expect(page).toHaveURL(`/fr?order=success&reference=${reference}`);
  const confirmation = page.getByRole('dialog', { name: shell.orderPopup.success.title });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText(fill(shell.orderPopup.reference, { reference }))).toBeVisible();
  await expect(confirmation.getByText(fill(shell.orderPopup.success.mailSent, { email: account.email }))).toBeVisible();
  await expect(confirmation.getByText(fill(shell.orderPopup.success.shipping, { city: 'Menton' }))).toBeVisible();
  await test.info().attach('success-popup', { body: await page.screenshot(), contentType: 'image/png' });
  await confirmation.getByRole('link', { name: shell.orderPopup.close }).click();
  await expect(page).toHaveURL('/fr');
  await expect(header(page).getByTestId('cart-badge')).toHaveCount(0);

  const order = await theOrder(page);
  await expect(order).toContainText(accountTexts.orders.statuses.paid);
  await expect(order).toContainText(euros(78_90));
  await expect(order).toContainText(reference);

  const mail = await nthMailTo(request, account.email);
  expect(mail.subject).toBe(`Votre commande ${reference} est confirmée`);
  expect(mail.text).toContain(`2 × ${name}`);
  expect(mail.text).toContain(`Total TTC: ${euros(78_90)}`);
  expect(mail.text).toContain('Livraison à : Camille Martin, 3 rue des Citrons, 06500 Menton, France.');
});

test('a failed payment ends on the error popup, and the order stays payable from the account', async ({
  page,
  context,
  shopper,
  newProduct,
  request,
}) => {
  const [variation] = (await newProduct({ stocks: [3], prices: [25_00] })).product_variations;
  await cartWith(context, variation!.id, 1);

  await page.goto(localizedPath('fr', 'delivery'));
  const checkout = slot(page, 'cart');
  await checkout.getByRole('radio', { name: t.checkout.method.pickup }).check();
  await expect(checkout.getByTestId('order-total')).toHaveText(euros(25_00));
  await checkout.getByRole('checkbox').check();
  // A double click places one order.
  await checkout.getByRole('button', { name: t.checkout.pay.submit }).dblclick();

  await expect(page).toHaveURL(/\/api\/payments\/test\/LC-/);
  await page.getByRole('button', { name: payment.fail }).click();
  await expect(page).toHaveURL(/^[^?]+\/fr\?order=error&reference=LC-/);
  const failure = page.getByRole('dialog', { name: shell.orderPopup.error.title });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('link', { name: /service client/ })).toHaveAttribute('href', localizedPath('fr', 'contact'));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/fr');

  const order = await theOrder(page);
  await expect(order).toContainText(accountTexts.orders.statuses.new);
  await order.getByRole('button', { name: accountTexts.orders.payNow }).click();
  await expect(page).toHaveURL(/\/api\/payments\/test\/LC-/);
  await page.getByRole('button', { name: payment.succeed }).click();
  await expect(page.getByRole('dialog', { name: shell.orderPopup.success.title })).toBeVisible();
  await expect(await theOrder(page)).toContainText(accountTexts.orders.statuses.paid);
  expect((await nthMailTo(request, shopper.email)).subject).toMatch(/^Votre commande LC-\w+ est confirmée$/);
});
