import { randomUUID } from 'node:crypto';
import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { signUp } from '../../api/src/stock-notifications/stock-notifications.repository';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { mailTo, nthMailTo } from '../support/mail';
import { ownerScreens } from '../support/screens';
import { slot } from '../support/shop-page';
import { fill, texts } from '../support/translations';

// The stock screen, as the owner uses it between customers: find an item, count it in, and the customers
// waiting for it hear that it is back.
const t = texts('fr').admin.stock;
const admin = (page: Page) => slot(page, 'admin');
const rowOf = (page: Page, product: string, variation: string) =>
  admin(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: product }) })
    .filter({ hasText: variation });
const firstRow = (page: Page) => admin(page).getByRole('list', { name: t.title, exact: true }).getByRole('listitem').first();
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('restocking from zero e-mails the waiting list once; −, + and "set to" change the count', async ({
  page,
  owner: _loggedIn,
  newProduct,
  shopDatabase,
}) => {
  const product = await newProduct({ stocks: [0, 5] });
  const [soldOut, inStock] = product.product_variations;
  const waiting = [`waiting-${randomUUID().slice(0, 8)}@example.com`, `waiting-${randomUUID().slice(0, 8)}@example.com`];
  await signUp(shopDatabase, { email: waiting[0]!, variationId: soldOut!.id, locale: 'fr' });
  await signUp(shopDatabase, { email: waiting[1]!, variationId: soldOut!.id, locale: 'en' });

  // Found by a word of its name, from the address the search writes.
  await page.goto(localizedPath('fr', 'adminStock'));
  await admin(page).getByLabel(t.search).fill(product.label.fr);
  await admin(page).getByRole('button', { name: t.searchAction }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(product.label.fr).replace(/%20/g, '(%20|\\+)')}`));
  const soldOutRow = rowOf(page, product.label.fr, soldOut!.label.fr);
  await expect(soldOutRow).toContainText(fill(t.units_other, { count: 0 }));
  await expect(soldOutRow).toContainText(t.levelBadge.out);
  await expect(soldOutRow).toContainText(fill(t.waiting_other, { count: 2 }));
  const item = `${product.label.fr} (${soldOut!.label.fr})`;
  await expect(soldOutRow.getByRole('button', { name: fill(t.remove, { item }) })).toBeDisabled();

  // Restocking tells the waiting list: the shop says how many it will tell, and nothing happens until she agrees.
  await soldOutRow.getByRole('button', { name: fill(t.add, { item }) }).click();
  const question = page.getByRole('dialog', { name: fill(t.restock.title, { item }) });
  await expect(question).toContainText(fill(t.restock.text_other, { item, count: 2 }));
  await question.getByRole('button', { name: t.restock.back }).click();
  await expect(question).toBeHidden();
  await expect(soldOutRow).toContainText(fill(t.units_other, { count: 0 }));
  expect(await mailTo(page.request, waiting[0]!)).toHaveLength(0);
  await soldOutRow.getByRole('button', { name: fill(t.add, { item }) }).click();
  await question.getByRole('button', { name: fill(t.restock.confirm_other, { count: 2 }) }).click();
  await expect(toast(page, fill(t.notified_other, { item, count: 2 }))).toBeVisible();
  await expect(soldOutRow).toContainText(fill(t.units_one, { count: 1 }));
  await expect(soldOutRow).not.toContainText(fill(t.waiting_other, { count: 2 }));
  expect((await nthMailTo(page.request, waiting[0]!)).subject).toBe(`${product.label.fr} est de retour`);
  expect((await nthMailTo(page.request, waiting[1]!)).subject).toBe(`${product.label.en} is back`);

  // Not from zero: nobody is e-mailed again.
  await soldOutRow.getByRole('button', { name: fill(t.add, { item }) }).click();
  await expect(toast(page, fill(t.saved, { item, stock: 2 }))).toBeVisible();
  expect(await mailTo(page.request, waiting[0]!)).toHaveLength(1);
  expect(await mailTo(page.request, waiting[1]!)).toHaveLength(1);

  const inStockRow = rowOf(page, product.label.fr, inStock!.label.fr);
  const other = `${product.label.fr} (${inStock!.label.fr})`;
  await inStockRow.getByRole('button', { name: fill(t.remove, { item: other }) }).click();
  await expect(inStockRow).toContainText(fill(t.units_other, { count: 4 }));
  await inStockRow.getByRole('spinbutton', { name: t.setTo }).fill('24');
  await inStockRow.getByRole('button', { name: t.setToAction }).click();
  await expect(toast(page, fill(t.saved, { item: other, stock: 24 }))).toBeVisible();
  await expect(inStockRow).toContainText(fill(t.units_other, { count: 24 }));

  // The filter lives in the address: a reload shows the same list.
  await admin(page).getByText(t.levels.low, { exact: true }).click();
  await expect(page).toHaveURL(/level=low/);
  await page.reload();
  await expect(rowOf(page, product.label.fr, soldOut!.label.fr)).toContainText(fill(t.units_other, { count: 2 }));
  await expect(rowOf(page, product.label.fr, inStock!.label.fr)).toHaveCount(0);
});

test('on a phone: big buttons, nothing wider than the screen, no serious accessibility violation', async ({
  page,
  owner: _loggedIn,
  newProduct,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await newProduct({ stocks: [0] });
  const [soldOut] = product.product_variations;
  await page.goto(`${localizedPath('fr', 'adminStock')}?q=${encodeURIComponent(product.label.fr)}`);
  const row = rowOf(page, product.label.fr, soldOut!.label.fr);
  const item = `${product.label.fr} (${soldOut!.label.fr})`;
  await expect(row).toBeVisible();
  for (const target of [
    row.getByRole('button', { name: fill(t.add, { item }) }),
    row.getByRole('button', { name: fill(t.remove, { item }) }),
    row.getByRole('spinbutton', { name: t.setTo }),
    row.getByRole('button', { name: t.setToAction }),
    admin(page).getByText(t.levels.out, { exact: true }),
  ])
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const { name, screen } of ownerScreens) {
  test.describe(`on a ${name}`, () => {
    test.use(screen);

    test('two quick taps on a row change its product twice, though the change sorts it elsewhere', async ({
      page,
      owner: _loggedIn,
      newProduct,
    }) => {
      // Two sold-out sizes: once the first has a unit, the list sorts the second (still sold out) first.
      const product = await newProduct({ stocks: [0, 0] });
      const [first, second] = product.product_variations;
      await page.goto(`${localizedPath('fr', 'adminStock')}?q=${encodeURIComponent(product.label.fr)}`);
      const item = `${product.label.fr} (${first!.label.fr})`;
      const firstAdd = rowOf(page, product.label.fr, first!.label.fr).getByRole('button', { name: fill(t.add, { item }) });
      await expect(firstRow(page)).toContainText(first!.label.fr);
      await firstAdd.scrollIntoViewIfNeeded();
      const box = (await firstAdd.boundingBox())!;
      const tapAt = async () => {
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        if (screen.hasTouch) await page.touchscreen.tap(x, y);
        else await page.mouse.click(x, y);
      };

      // The second tap comes after the list was read again, where the finger still is.
      const listReadAgain = page.waitForResponse((response) => /\/api\/staff\/stock\?/.test(response.url()));
      await tapAt();
      await listReadAgain;
      await tapAt();
      await expect(toast(page, fill(t.saved, { item, stock: 2 }))).toBeVisible();
      await expect(rowOf(page, product.label.fr, first!.label.fr)).toContainText(fill(t.units_other, { count: 2 }));
      await expect(rowOf(page, product.label.fr, second!.label.fr)).toContainText(fill(t.units_other, { count: 0 }));
      await expect(firstRow(page)).toContainText(first!.label.fr);

      // Sorted again when she asks.
      await admin(page).getByRole('button', { name: t.resort }).click();
      await expect(firstRow(page)).toContainText(second!.label.fr);
      await expect(admin(page).getByRole('button', { name: t.resort })).toBeHidden();
    });
  });
}
