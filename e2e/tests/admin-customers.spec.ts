import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from '../../api/src/test-support/zip-reading';
import { seriousViolations } from '../support/accessibility';
import { adminMenu } from '../support/back-office';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mail';
import { paidOrder } from '../support/paid-orders';
import { ownerScreens } from '../support/screens';
import { slot } from '../support/shop-page';
import { fill, texts } from '../support/translations';

// A customer writes to the shop for their data, then for their account to be erased: the owner finds them in the back
// office, downloads their data, erases the account once their order is delivered; the journal and the order say so.
const t = texts('fr').admin;
const admin = (page: Page) => slot(page, 'admin');

for (const { name, screen } of ownerScreens)
  test.describe(`the owner on a ${name}`, () => {
    test.use(screen);

    test('finds a customer, downloads their data, erases their account once their order is delivered', async ({
      page,
      request,
      owner,
      shopDatabase,
    }, testInfo) => {
      test.setTimeout(90_000);
      const { order, customer } = await paidOrder(request, shopDatabase, 'pickup');
      const lastName = `Cedro${randomUUID().slice(0, 6)}`;
      await shopDatabase.updateTable('users').set({ first_name: 'Ottavia', last_name: lastName }).where('id', '=', customer.id).execute();
      const customerName = `Ottavia ${lastName}`;

      await page.goto(localizedPath('fr', 'adminCustomers'));
      await expect(admin(page).getByRole('heading', { level: 1 })).toHaveText(t.customers.title);
      await admin(page).getByRole('searchbox', { name: t.customers.search }).fill(lastName.toUpperCase());
      await admin(page).getByRole('button', { name: t.customers.searchAction }).click();
      const card = admin(page).getByRole('list', { name: t.customers.list }).getByRole('listitem', { name: customerName });
      await expect(card).toContainText(customer.email);
      await expect(card).toContainText(fill(t.customers.orders_one, { moment: '' }).trim());
      await testInfo.attach(`The customers page on a ${name}`, { body: await page.screenshot(), contentType: 'image/png' });
      expect(await seriousViolations(page)).toEqual([]);

      // Their data, as the ZIP they would download themselves.
      const download = page.waitForEvent('download');
      await card.getByRole('button', { name: fill(t.customers.downloadLabel, { name: customerName }) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^mes-donnees-atelier-du-citron-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(await readFile((await file.path())!));
      expect(strFromU8(files['mes-donnees.json']!)).toContain(customer.email);

      // Their order is on its way: the erasure waits, and says which order.
      await card.getByRole('button', { name: fill(t.customers.eraseLabel, { name: customerName }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(t.customers.eraseTitle, { name: customerName }) });
      await expect(dialog).toContainText(t.customers.eraseKept);
      await dialog.getByLabel(fill(t.customers.confirmEmail, { email: customer.email })).fill(customer.email);
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: t.customers.eraseConfirm }).click();
      await expect(dialog.getByRole('alert')).toHaveText(fill(t.customers.refusals.orders_in_progress, { references: order.reference }));

      // Collected in the shop: now it goes.
      const headers = { authorization: `Bearer ${owner.token}` };
      for (const move of ['ready', 'done'])
        expect((await request.post(`/api/staff/orders/${order.reference}/${move}`, { headers, data: {} })).status()).toBe(200);
      await dialog.getByRole('button', { name: t.customers.eraseConfirm }).click();
      await expect(
        admin(page)
          .getByRole('status')
          .filter({ hasText: fill(t.customers.erased, { name: customerName }) }),
      ).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(admin(page).getByText(t.customers.noMatch)).toBeVisible();
      await expect
        .poll(async () => (await mailTo(request, customer.email)).map((mail) => mail.subject))
        .toContain('Votre compte a été supprimé');

      // The journal says who took the data and who erased the account.
      await page.goto(`${localizedPath('fr', 'adminJournal')}?subject_type=customer`);
      const record = fill(t.journal.records.customer, { id: customer.id });
      // Every test account is named so (`createTestUser`).
      const actor = 'Camille Martin';
      await expect(admin(page).getByText(fill(t.journal.actions.customer.exported, { actor, record }))).toBeVisible();
      await expect(admin(page).getByText(fill(t.journal.actions.customer.erased, { actor, record }))).toBeVisible();

      // Their order stays, kept for the accounts, without their name.
      await page.goto(localizedPath('fr', 'adminOrder', { reference: order.reference }));
      await expect(admin(page).getByTestId('order-customer')).toContainText(t.orders.erasedAccount);
      await expect(admin(page).getByTestId('order-customer')).not.toContainText(customer.email);
    });
  });

test('a helper sees no customers in the menu, nor their calls', async ({ page, helper: _loggedIn }) => {
  await page.goto(localizedPath('fr', 'adminToday'));
  await expect(adminMenu(page).getByRole('link')).toHaveText([t.today.title, t.orders.title, t.stock.title, t.messages.title]);
  expect((await page.request.get('/api/staff/customers')).status()).toBe(403);
});
