// A paid order cancelled from the back office: the owner cancels it by refunding it, and the customer is told once
// what came back; a helper asks her instead, and she finds the request under Today.
import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { createTestUser } from '../../api/src/test-support/test-users';
import { expect, logInWith, storedConsentCookie, test } from '../support/fixtures';
import { nthMailTo } from '../support/mail';
import { paidOrder } from '../support/paid-orders';
import { slot } from '../support/shop-page';
import { baseURL } from '../support/test-server';
import { euros, fill, texts } from '../support/translations';

const { admin } = texts('fr');
const t = admin.order;

const nextStepOf = (page: Page) => slot(page, 'admin').getByTestId('next-step');

for (const viewport of [
  { name: 'computer', size: { width: 1366, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('the owner cancels a paid order by refunding it, and the customer gets one mail saying what came back', async ({
      page,
      owner: _owner,
      request,
      shopDatabase,
    }) => {
      const { order, customer } = await paidOrder(request, shopDatabase, 'pickup');
      await page.goto(localizedPath('fr', 'adminOrder', { reference: order.reference }));
      await nextStepOf(page).getByRole('button', { name: t.moves.cancelAndRefund }).click();
      const dialog = page.getByRole('dialog', { name: fill(t.cancel.title, { reference: order.reference }) });
      await expect(dialog).toContainText(fill(t.cancel.refund, { amount: euros(order.total) }));
      await dialog.getByRole('button', { name: fill(t.cancel.confirmRefund, { amount: euros(order.total) }) }).click();
      await expect(nextStepOf(page).getByRole('heading', { level: 2, name: admin.orders.status.cancelled })).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: fill(t.moved.cancelAndRefund, { reference: order.reference }) }),
      ).toBeVisible();
      // The refund shows among the order's refunds, with its credit note among its papers.
      await expect(slot(page, 'admin').getByRole('region', { name: admin.refunds.title })).toContainText(admin.refunds.fullyRefunded);

      const mail = await nthMailTo(request, customer.email, 2);
      expect(mail.subject).toBe(`Votre commande ${order.reference} est annulée`);
      expect(mail.text).toContain(`Nous vous avons remboursé ${euros(order.total)}`);
    });
  });
}

test('a helper asks the owner to cancel a paid order; she finds it under Today and keeps the order', async ({
  page,
  helper: _helper,
  browser,
  request,
  shopDatabase,
}) => {
  const { order } = await paidOrder(request, shopDatabase, 'pickup');
  await page.goto(localizedPath('fr', 'adminOrder', { reference: order.reference }));
  // A helper may not refund: the button asks the owner.
  await expect(nextStepOf(page).getByRole('button', { name: t.moves.cancelAndRefund })).toHaveCount(0);
  await nextStepOf(page).getByRole('button', { name: t.moves.askToCancel }).click();
  const dialog = page.getByRole('dialog', { name: fill(t.ask.title, { reference: order.reference }) });
  await dialog.getByLabel(t.ask.noteLabel).fill('Le client a commandé deux fois');
  await dialog.getByRole('button', { name: t.ask.confirm }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.ask.sent })).toBeVisible();
  await expect(nextStepOf(page).getByRole('note', { name: t.request.title })).toContainText(t.request.owner);

  // The owner, in her own browser.
  const ownerUser = await createTestUser(shopDatabase, { staffRole: 'owner' });
  await shopDatabase.updateTable('users').set({ second_factor_enrolled_at: new Date() }).where('id', '=', ownerUser.id).execute();
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addCookies([storedConsentCookie(['necessary'], { baseURL })]);
  await logInWith(context, await issueAccessToken(shopDatabase, ownerUser.id, { secondFactor: true }));
  const ownerPage = await context.newPage();
  await ownerPage.goto(localizedPath('fr', 'adminToday'));
  const asked = slot(ownerPage, 'admin').getByRole('region', { name: /Annulations demandées/ });
  await asked.getByRole('link', { name: new RegExp(order.reference) }).click();
  const request_ = nextStepOf(ownerPage).getByRole('note', { name: t.request.title });
  await expect(request_).toContainText('Le client a commandé deux fois');
  await request_.getByRole('button', { name: t.request.dismiss }).click();
  await expect(nextStepOf(ownerPage).getByRole('note', { name: t.request.title })).toHaveCount(0);
  await expect(nextStepOf(ownerPage).getByRole('heading', { level: 2, name: admin.orders.status.paid })).toBeVisible();
  await context.close();
});
