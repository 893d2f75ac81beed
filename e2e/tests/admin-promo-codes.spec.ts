import { randomUUID } from 'node:crypto';
import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { slot } from '../support/shop-page';
import { fill, texts } from '../support/translations';
import { fromTheShop } from '../support/shop-api';

// The owner's promo codes: written in euros and days, read back in words, switched off, deleted.
const t = texts('fr').admin.promoCodes;
const common = texts('fr').common;
const admin = (page: Page) => slot(page, 'admin');
const cardOf = (page: Page, code: string) =>
  admin(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: code, exact: true }) });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const newCode = () => `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;

test('creates a code, reads it in words, edits it, switches it off (a cart no longer takes it) and deletes it', async ({
  page,
  owner: _loggedIn,
  newProduct,
}) => {
  const code = newCode();
  const [sixtyEuros] = (await newProduct({ stocks: [20], prices: [6000] })).product_variations;
  await page.goto(localizedPath('fr', 'adminPromoCodes'));
  await admin(page).getByRole('button', { name: t.new }).click();
  const form = admin(page).getByRole('form', { name: t.form.newTitle });
  await form.getByRole('button', { name: t.form.create }).click();
  await expect(form.getByText(common.validation.errors.required)).toHaveCount(2);

  await form.getByLabel(t.form.code).fill(code.toLowerCase());
  await form.getByLabel(t.form.valuePercent).fill('10');
  await form.getByLabel(t.form.minimum).fill('50');
  await form.getByLabel(t.form.endsOn).fill('2036-12-31');
  await form.getByRole('button', { name: t.form.create }).click();
  await expect(toast(page, fill(t.saved, { code }))).toBeVisible();
  const card = cardOf(page, code);
  await expect(card).toContainText('10 % dès 50 €, jusqu’au 31 décembre 2036');
  await expect(card).toContainText(fill(t.uses_other, { count: 0 }));
  await expect(card).toContainText(t.states.active);

  await card.getByRole('button', { name: fill(t.editCode, { code }) }).click();
  const editForm = admin(page).getByRole('form', { name: fill(t.form.editTitle, { code }) });
  await editForm.getByLabel(t.form.kind).selectOption('fixed');
  await editForm.getByLabel(t.form.valueEuros).fill('5');
  await editForm.getByRole('button', { name: t.form.save }).click();
  await expect(cardOf(page, code)).toContainText('5 € dès 50 €, jusqu’au 31 décembre 2036');

  // Switched off, a shopper's cart refuses it.
  await cardOf(page, code)
    .getByRole('button', { name: fill(t.disableCode, { code }) })
    .click();
  await expect(toast(page, fill(t.disabled, { code }))).toBeVisible();
  await expect(cardOf(page, code)).toContainText(t.states.disabled);
  const cart = (await (
    await page.request.post('/api/add-to-cart', { data: { product_variation_id: sixtyEuros!.id, quantity: 1 }, headers: fromTheShop })
  ).json()) as {
    data: { uuid: string };
  };
  expect((await page.request.post(`/api/carts/${cart.data.uuid}/promo`, { data: { promo_id: code }, headers: fromTheShop })).status()).toBe(
    422,
  );
  await cardOf(page, code)
    .getByRole('button', { name: fill(t.enableCode, { code }) })
    .click();
  await expect(cardOf(page, code)).toContainText(t.states.active);
  expect((await page.request.post(`/api/carts/${cart.data.uuid}/promo`, { data: { promo_id: code }, headers: fromTheShop })).status()).toBe(
    200,
  );

  await cardOf(page, code)
    .getByRole('button', { name: fill(t.deleteCode, { code }) })
    .click();
  await cardOf(page, code).getByRole('button', { name: t.confirmDeleteYes }).click();
  await expect(toast(page, fill(t.deleted, { code }))).toBeVisible();
  await expect(cardOf(page, code)).toHaveCount(0);
});

test('on a phone: the form and the list fit the screen in big targets, with no serious accessibility violation', async ({
  page,
  owner: _loggedIn,
  newPromo,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const code = await newPromo({ kind: 'percentage', value: 15 });
  await page.goto(localizedPath('fr', 'adminPromoCodes'));
  const card = cardOf(page, code);
  await expect(card).toContainText('15 %');
  for (const button of await card.getByRole('button').all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await admin(page).getByRole('button', { name: t.new }).click();
  await expect(admin(page).getByRole('form', { name: t.form.newTitle })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
