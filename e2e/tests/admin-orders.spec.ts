import { shop } from '../../kit/src/shop/shop-identity';
import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { expect, logInWith, test } from '../support/fixtures';
import { mailTo, nthMailTo } from '../support/mail';
import { paidOrder } from '../support/paid-orders';
import { ownerScreens } from '../support/screens';
import { slot } from '../support/shop-page';
import { fill, texts } from '../support/translations';

// The owner runs the day's orders from the back office: finds a paid order, sends it with its tracking
// number (the customer's e-mail links to the carrier's tracking), makes a pickup order ready (its e-mail says
// where and when), on a computer and on a phone.
const { admin: t, account: accountTexts } = texts('fr');
const trackingNumber = '6A12345678901';
const trackingLink = `https://www.laposte.fr/outils/suivre-vos-envois?code=${trackingNumber}`;

/** Every button and link of the back office's page is big enough for a thumb, and nothing scrolls sideways. */
async function expectBigTargets(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  const admin = slot(page, 'admin');
  for (const target of await admin.locator('main a:visible, main button:visible, [data-testid="order-row"]').all()) {
    const box = (await target.boundingBox())!;
    expect(box.height, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
}

for (const screen of [
  { name: 'a computer', viewport: { width: 1280, height: 800 } },
  { name: 'a phone', viewport: { width: 390, height: 844 } },
])
  test.describe(`the owner’s orders on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('finds a paid order by filters, marks it sent with a tracking number, and the customer’s mail links to it', async ({
      page,
      browser,
      request,
      owner: _loggedIn,
      shopDatabase,
    }) => {
      // The owner's whole journey, then the customer's page: longer than one step.
      test.setTimeout(60_000);
      const { order, customer } = await paidOrder(request, shopDatabase, 'shipping');
      // The shop heard of it first.
      const shopMailAbout = async (reference: string) =>
        (await mailTo(request, shop.email)).find((mail) => mail.subject.includes(reference))?.text ?? '';
      await expect.poll(() => shopMailAbout(order.reference)).toContain(`/fr/gestion/commandes/${order.reference}`);

      await page.goto(localizedPath('fr', 'adminOrders'));
      const admin = slot(page, 'admin');
      await expect(admin.getByRole('heading', { level: 1 })).toHaveText(t.orders.title);
      await admin.getByRole('button', { name: t.orders.status.paid, exact: true }).click();
      await expect(page).toHaveURL(/status=paid/);
      await admin.getByLabel(t.orders.filters.delivery).selectOption('shipping');
      await admin.getByRole('searchbox').fill(customer.email);
      await admin.getByRole('button', { name: t.orders.filters.search }).click();
      await expect(page).toHaveURL(/status=paid&delivery_method=shipping&q=/);
      const rows = admin.getByTestId('order-row');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(order.reference);
      await expect(rows).toContainText(t.orders.status.paid);
      expect(await seriousViolations(page)).toEqual([]);
      await expectBigTargets(page);

      await rows.click();
      await expect(page).toHaveURL(localizedPath('fr', 'adminOrder', { reference: order.reference }));
      const nextStep = admin.getByTestId('next-step');
      await expect(nextStep.getByRole('heading', { level: 2 })).toHaveText(t.orders.status.paid);
      await expect(admin.getByTestId('order-customer').getByRole('link', { name: customer.email })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:${customer.email.replace(/[.]/g, '\\.')}`),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await expectBigTargets(page);

      await nextStep.getByRole('button', { name: t.order.moves.send }).click();
      await nextStep.getByLabel(t.order.send.carrier).selectOption({ label: 'La Poste Colissimo' });
      await nextStep.getByLabel(t.order.send.trackingNumber).fill(trackingNumber);
      expect(await seriousViolations(page)).toEqual([]);
      await nextStep.getByRole('button', { name: t.order.moves.send }).click();
      await expect(nextStep.getByRole('heading', { level: 2 })).toHaveText(t.orders.status.sent);
      await expect(page.getByText(fill(t.order.moved.send, { reference: order.reference }))).toBeVisible();
      await expect(admin.getByRole('link', { name: t.order.delivery.track })).toHaveAttribute('href', trackingLink);
      await expect(admin.getByTestId('order-history')).toContainText(`${t.order.history.sent}`);
      await expect(nextStep.getByRole('button', { name: t.order.moves.done })).toBeVisible();

      // The confirmation first, then the sent mail with the carrier and its tracking link.
      const sentMail = await nthMailTo(request, customer.email, 2);
      expect(sentMail.subject).toBe(`Votre commande ${order.reference} est en route`);
      expect(sentMail.text).toContain(`Elle voyage avec La Poste Colissimo, numéro de suivi ${trackingNumber}.`);
      expect(sentMail.text).toContain(trackingLink);
      expect(sentMail.html).toContain(`href="${trackingLink}"`);

      // The customer's order page follows the parcel too.
      const customerPage = await (await browser.newContext({ viewport: screen.viewport })).newPage();
      await logInWith(customerPage.context(), await issueAccessToken(shopDatabase, customer.id));
      await customerPage.goto(`${localizedPath('fr', 'account')}?tab=orders`);
      const card = customerPage.getByTestId('order').filter({ hasText: order.reference });
      await card.getByRole('button', { name: new RegExp(order.reference) }).click();
      await expect(card.getByText(fill(accountTexts.orders.details.trackingNumber, { number: trackingNumber }))).toBeVisible();
      await expect(card.getByRole('link', { name: accountTexts.orders.details.track })).toHaveAttribute('href', trackingLink);
      expect(await seriousViolations(customerPage)).toEqual([]);
      await customerPage.context().close();
    });

    test('makes a pickup order ready, and its mail says where and when', async ({ page, request, owner: _loggedIn, shopDatabase }) => {
      const { order, customer } = await paidOrder(request, shopDatabase, 'pickup');
      await page.goto(`${localizedPath('fr', 'adminOrders')}?delivery_method=pickup&q=${order.reference}`);
      const admin = slot(page, 'admin');
      await admin.getByTestId('order-row').filter({ hasText: order.reference }).click();
      const nextStep = admin.getByTestId('next-step');
      await expect(nextStep).toContainText(t.order.next.paid_pickup);
      await nextStep.getByRole('button', { name: t.order.moves.ready }).click();
      await expect(nextStep.getByRole('heading', { level: 2 })).toHaveText(t.orders.status.ready);
      await expect(page.getByText(fill(t.order.moved.ready, { reference: order.reference }))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const readyMail = await nthMailTo(request, customer.email, 2);
      expect(readyMail.subject).toBe(`Votre commande ${order.reference} vous attend en boutique`);
      expect(readyMail.text).toContain(
        `vous attend à la boutique, ${shop.address.street}, ${shop.address.postalCode} ${shop.address.city}, tous les jours de ${shop.openingHours.opens} à ${shop.openingHours.closes}.`,
      );
    });
  });

for (const { name, screen } of ownerScreens)
  test.describe(`a double tap on a move, on a ${name}`, () => {
    test.use(screen);

    test('makes the move once: one mail, and the next move’s button, shown where the finger was, takes no tap', async ({
      page,
      request,
      owner: _loggedIn,
      shopDatabase,
    }) => {
      const { order, customer } = await paidOrder(request, shopDatabase, 'pickup');
      await nthMailTo(request, customer.email, 1);
      await page.goto(localizedPath('fr', 'adminOrder', { reference: order.reference }));
      const nextStep = slot(page, 'admin').getByTestId('next-step');
      const ready = nextStep.getByRole('button', { name: t.order.moves.ready });
      const box = (await ready.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // Two taps a third of a second apart, the second after the first was answered.
      const answered = page.waitForResponse((response) => response.url().endsWith(`/${order.reference}/ready`));
      if (screen.hasTouch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);
      await answered;
      await expect(nextStep.getByRole('button', { name: t.order.moves.done })).toBeVisible();
      if (screen.hasTouch) await page.touchscreen.tap(x, y);
      else await page.mouse.click(x, y);

      await expect(nextStep.getByRole('heading', { level: 2 })).toHaveText(t.orders.status.ready);
      // Awake again a moment later, for a tap meant for it.
      await expect(nextStep.getByRole('button', { name: t.order.moves.done })).toBeEnabled();
      const row = await shopDatabase
        .selectFrom('orders')
        .select('status')
        .where('reference', '=', order.reference)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('ready');
      const mails = await mailTo(request, customer.email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        expect.stringContaining(order.reference),
        `Votre commande ${order.reference} vous attend en boutique`,
      ]);
    });
  });
