import { randomUUID } from 'node:crypto';
import { createOrderResponseSchema, orderResponseSchema } from '@lemon/orders-contract';
import { localizedPath } from '@lemon/shared/routes';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createTestUser } from '../../api/src/test-support/test-users';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { seriousViolations } from '../support/accessibility';
import { expect, logInWith, test } from '../support/fixtures';
import { nthMailTo } from '../support/mail';
import { slot } from '../support/shop-page';
import { euros, fill, texts } from '../support/translations';

// The owner refunds part of a paid order from its page in the back office; the customer's e-mail and their
// order say so. (Until the order's page is built, the page shows the refunds section alone.)
const { admin, account: accountTexts } = texts('fr');
const t = admin.refunds;

/** A customer of their own who ordered 2 units of a 12,50 € product for pickup and paid on the test provider's page. */
async function paidOrder(request: APIRequestContext, shopDatabase: Parameters<typeof createTestUser>[0], variationId: number) {
  const customer = await createTestUser(shopDatabase);
  const token = await issueAccessToken(shopDatabase, customer.id);
  const headers = { authorization: `Bearer ${token}` };
  const added = await request.post('/api/add-to-cart', { headers, data: { product_variation_id: variationId, quantity: 2 } });
  expect(added.status()).toBe(200);
  const { data: cart } = (await added.json()) as { data: { uuid: string } };
  const placed = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': randomUUID().replaceAll('-', '') },
    data: { cart_id: cart.uuid, delivery_method: 'pickup', accept_terms: true, locale: 'fr' },
  });
  expect(placed.status()).toBe(201);
  const { data: order, meta } = createOrderResponseSchema.parse(await placed.json());
  const paymentToken = new URL(meta.payment_url, 'http://shop').searchParams.get('token')!;
  const paid = await request.post(`/api/payments/test/${order.reference}`, {
    form: { token: paymentToken, outcome: 'success' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { order, customer: { ...customer, token } };
}

/** The order's refunds section on its page in the back office. */
async function refundsOf(page: Page, reference: string) {
  await page.goto(localizedPath('fr', 'adminOrder', { reference }));
  const section = slot(page, 'admin').getByRole('region', { name: t.title });
  await expect(section.getByText(t.paid)).toBeVisible();
  return section;
}

const amountOf = (section: ReturnType<Page['getByRole']>, label: string) => section.locator('dt', { hasText: label }).locator('+ dd');

test('the owner refunds one unit of a paid order: the customer is e-mailed and their order shows it', async ({
  page,
  browser,
  owner: _loggedIn,
  newProduct,
  shopDatabase,
  request,
}) => {
  const product = await newProduct({ stocks: [10], prices: [12_50] });
  const { order, customer } = await paidOrder(request, shopDatabase, product.product_variations[0]!.id);
  const section = await refundsOf(page, order.reference);
  await expect(amountOf(section, t.paid)).toHaveText(euros(25_00));
  await expect(amountOf(section, t.refundable)).toHaveText(euros(25_00));

  await section.getByRole('button', { name: t.refund }).click();
  await section.getByRole('combobox', { name: new RegExp(product.label.fr) }).selectOption('1');
  await section.getByRole('checkbox', { name: t.form.restock }).check();
  await section.getByLabel(t.form.reasonLabel).fill('Un pot arrivé fêlé');
  await section.getByRole('button', { name: t.form.next }).click();
  await expect(section.getByText(fill(t.form.confirm, { amount: euros(12_50) }))).toBeVisible();
  await section.getByRole('button', { name: fill(t.form.send, { amount: euros(12_50) }) }).click();

  await expect(section.getByRole('status')).toHaveText(fill(t.form.done, { amount: euros(12_50) }));
  await expect(amountOf(section, t.refunded)).toHaveText(euros(12_50));
  await expect(amountOf(section, t.refundable)).toHaveText(euros(12_50));
  await expect(section.getByRole('listitem').filter({ hasText: 'Un pot arrivé fêlé' })).toContainText(t.status.succeeded);

  // The orders list says so before the order is opened.
  await page.goto(`${localizedPath('fr', 'adminOrders')}?q=${encodeURIComponent(customer.email)}`);
  await expect(slot(page, 'admin').getByTestId('order-row')).toContainText(fill(admin.orders.refundedPart, { amount: euros(12_50) }));

  // The customer's mail: the paid order's confirmation, then the refund.
  const mail = await nthMailTo(request, customer.email, 2);
  expect(mail.subject).toBe(`Remboursement de votre commande ${order.reference}`);
  expect(mail.text).toContain(`Nous vous avons remboursé ${euros(12_50)} sur votre commande ${order.reference}.`);
  expect(mail.text).toContain('5 à 10 jours ouvrés');
  // It carries the refund's credit note, the one the customer's order page gives too.
  const [attached, ...more] = mail.attachments;
  expect(more).toEqual([]);
  expect(attached).toMatchObject({ filename: expect.stringMatching(/^A-\d{4}-\d{6}\.pdf$/), contentType: 'application/pdf' });
  const creditNote = attached!.filename.replace(/\.pdf$/, '');
  expect(mail.text).toContain(`Votre avoir ${creditNote} est joint à ce message`);

  // The customer's own order says what was refunded, through the API and on their account page.
  const own = await request.get(`/api/orders/${order.reference}`, { headers: { authorization: `Bearer ${customer.token}` } });
  expect(orderResponseSchema.parse(await own.json()).data).toMatchObject({ status: 'paid', refunded: 12_50 });
  const customerPage = await (await browser.newContext()).newPage();
  await logInWith(customerPage.context(), customer.token);
  await customerPage.goto(`${localizedPath('fr', 'account')}?tab=orders`);
  const card = customerPage.getByTestId('order').filter({ hasText: order.reference });
  await card.getByRole('button', { name: new RegExp(order.reference) }).click();
  await expect(card.locator('dt', { hasText: accountTexts.orders.details.refunded }).locator('+ dd')).toHaveText(`−${euros(12_50)}`);
  await expect(card.getByRole('listitem').filter({ hasText: `${euros(12_50)} remboursés le ` })).toBeVisible();
  const download = customerPage.waitForEvent('download');
  await card
    .getByRole('button', { name: fill(accountTexts.orders.creditNote.downloadLabel, { number: creditNote, reference: order.reference }) })
    .click();
  expect((await download).suggestedFilename()).toBe(`${creditNote}.pdf`);
  expect(await seriousViolations(customerPage)).toEqual([]);
  await customerPage.context().close();
});

test('on a phone, the owner refunds an amount in big enough targets, and the section passes an accessibility scan', async ({
  page,
  owner: _loggedIn,
  newProduct,
  shopDatabase,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await newProduct({ stocks: [10], prices: [12_50] });
  const { order, customer } = await paidOrder(request, shopDatabase, product.product_variations[0]!.id);
  const section = await refundsOf(page, order.reference);

  const open = section.getByRole('button', { name: t.refund });
  expect((await open.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await open.click();
  await section.getByRole('radio', { name: t.form.byAmount }).check();
  const amount = section.getByLabel(t.form.amount);
  // More than was paid: refused before anything is sent.
  await amount.fill('30');
  await section.getByRole('button', { name: t.form.next }).click();
  await expect(section.getByRole('alert')).toHaveText(texts('fr').common.validation.errors.refund_too_much);
  await amount.fill('4,90');
  // Its fields look like every other form of the back office (the team's invitation here).
  const looks = (field: Locator) =>
    field.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.borderColor, style.borderRadius, style.padding, style.minHeight, style.backgroundColor, style.fontSize];
    });
  const refundLooks = [await looks(amount), await looks(section.getByLabel(t.form.reasonLabel))];
  for (const target of [amount, section.getByRole('button', { name: t.form.next }), section.getByRole('button', { name: t.form.cancel })])
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page)).toEqual([]);
  await section.getByRole('button', { name: t.form.next }).click();
  const send = section.getByRole('button', { name: fill(t.form.send, { amount: euros(4_90) }) });
  expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await send.click();
  await expect(amountOf(section, t.refunded)).toHaveText(euros(4_90));
  expect(await seriousViolations(page)).toEqual([]);
  expect((await nthMailTo(request, customer.email, 2)).subject).toBe(`Remboursement de votre commande ${order.reference}`);
  const own = await request.get(`/api/orders/${order.reference}`, { headers: { authorization: `Bearer ${customer.token}` } });
  expect(orderResponseSchema.parse(await own.json()).data.refunded).toBe(4_90);

  await page.goto(localizedPath('fr', 'adminTeam'));
  const invite = slot(page, 'admin').getByRole('form', { name: admin.team.invite.title });
  const [input, textarea] = refundLooks as [string[], string[]];
  expect(input).toEqual(await looks(invite.getByLabel(admin.team.invite.firstName)));
  // A text of several lines differs only by its height.
  expect(textarea.filter((_, index) => index !== 3)).toEqual(input.filter((_, index) => index !== 3));
});
