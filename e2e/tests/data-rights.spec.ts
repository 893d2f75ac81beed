// A customer's rights over their data, from the account page: a copy of everything, then the account erased.
import { readFile } from 'node:fs/promises';
import { locales } from '@lemon/shared/locales';
import { accountMailTexts } from '../../api/src/accounts/account-mails';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { exportTexts } from '../../api/src/privacy/export-labels';
import { expect, logInWith, test } from '../support/fixtures';
import { mailTo } from '../support/mail';
import { paidOrder } from '../support/paid-orders';
import { fromTheShop } from '../support/shop-api';
import { header } from '../support/shop-page';
import { ownClientHeaders } from '../support/test-server';
import { fill, texts } from '../support/translations';

for (const locale of locales) {
  test(`a customer downloads their data and deletes their account from the account page (${locale})`, async ({
    page,
    request,
    shopDatabase,
  }) => {
    const { account, common, shell } = texts(locale);
    const { myData } = account;
    const { order, customer } = await paidOrder(request, shopDatabase, 'pickup');
    await shopDatabase.updateTable('users').set({ locale }).where('id', '=', customer.id).execute();
    const invoice = await shopDatabase.selectFrom('invoices').select('number').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    await logInWith(page.context(), await issueAccessToken(shopDatabase, customer.id));

    await page.goto(`/${locale}/mon-compte`);
    await page.getByRole('tab', { name: account.account.tabs.data }).click();
    const panel = page.getByRole('tabpanel', { name: account.account.tabs.data });

    // The copy: a ZIP in their language, with the invoice of their order.
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: myData.download.action }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${exportTexts[locale].fileName}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // A ZIP names its files in the clear.
    expect(zip.includes(`${exportTexts[locale].invoices}/${invoice.number}.pdf`)).toBe(true);
    expect(zip.includes(exportTexts[locale].data)).toBe(true);
    await expect(panel.getByText(myData.download.ready)).toBeVisible();

    // The order is paid and not yet collected: the shop asks them to wait, and the account stays.
    const password = panel.getByLabel(myData.erase.password);
    await password.fill(customer.password);
    await panel.getByRole('button', { name: myData.erase.action }).click();
    await page.getByRole('dialog').getByRole('button', { name: myData.erase.confirm.confirm }).click();
    await expect(panel.getByRole('alert')).toHaveText(fill(common.validation.errors.orders_in_progress, { references: order.reference }));

    // Once collected, the account goes.
    await shopDatabase.updateTable('orders').set({ status: 'done', done_at: new Date() }).where('id', '=', order.id).execute();
    await panel.getByRole('button', { name: myData.erase.action }).click();
    await page.getByRole('dialog').getByRole('button', { name: myData.erase.confirm.confirm }).click();
    await expect(page.getByRole('heading', { name: myData.farewell.title })).toBeVisible();
    await expect(header(page).getByRole('link', { name: shell.header.login })).toBeVisible();
    await expect
      .poll(async () => (await mailTo(request, customer.email)).map((mail) => mail.subject))
      .toContain(accountMailTexts[locale].accountErased.subject);

    // Nothing of the account answers any more: its password opens nothing (asked as a client of its own, whose login
    // limit the suite's other logins have not used up).
    const login = await request.post('/api/login', {
      headers: { ...fromTheShop, ...ownClientHeaders() },
      data: { email: customer.email, password: customer.password },
    });
    expect(await login.json()).toMatchObject({ errors: { email: ['invalid_credentials'] } });
    await page.getByRole('link', { name: myData.farewell.home }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(header(page).getByRole('link', { name: shell.header.login })).toBeVisible();
  });
}
