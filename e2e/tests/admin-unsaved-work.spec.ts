import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { goToSection } from '../support/back-office';
import { expect, test } from '../support/fixtures';
import { ownerScreens } from '../support/screens';
import { slot } from '../support/shop-page';
import { appCode, enrolledStaffLoggedIn, leaveIdle } from '../support/staff-accounts';
import { fill, texts } from '../support/translations';

// What the owner typed survives the edges of a real day: a session that ended while she typed, a menu tapped by
// mistake, a reload, a closed tab.
const t = texts('fr').admin;
const admin = (page: Page) => slot(page, 'admin');
const frenchName = (page: Page) =>
  admin(page).getByRole('group', { name: t.languages.fr, exact: true }).first().getByLabel(t.product.fields.label);
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

for (const { name, screen } of ownerScreens)
  test.describe(`on a ${name}`, () => {
    test.use(screen);

    test('a save made after the session ended is sent once she signs in again in place, with what she typed', async ({
      page,
      shopDatabase,
      newProduct,
    }) => {
      const owner = await enrolledStaffLoggedIn(shopDatabase, page.context(), 'owner');
      const product = await newProduct({ stocks: [3] });
      await page.goto(localizedPath('fr', 'adminProduct', { id: product.id }));
      const renamed = `${product.label.fr} d’hiver`;
      await frenchName(page).fill(renamed);

      await leaveIdle(shopDatabase, owner.id);
      await admin(page).getByRole('button', { name: t.product.save }).click();
      const signIn = page.getByRole('dialog', { name: t.session.title });
      await expect(signIn).toContainText(fill(t.session.who, { email: owner.email }));
      await signIn.getByLabel(t.session.password).fill(owner.password);
      await signIn.getByRole('button', { name: t.session.continue }).click();
      await signIn.getByLabel(t.session.code).fill(appCode(owner.secret));
      await signIn.getByRole('button', { name: t.session.confirm }).click();

      await expect(signIn).toBeHidden();
      await expect(toast(page, fill(t.product.saved, { name: renamed }))).toBeVisible();
      await expect(frenchName(page)).toHaveValue(renamed);
      const saved = await shopDatabase.selectFrom('products').select('label_fr').where('id', '=', product.id).executeTakeFirstOrThrow();
      expect(saved.label_fr).toBe(renamed);
      // The next page opens with the new session: no "check the connection".
      await goToSection(page, t.stock.title);
      await expect(admin(page).getByRole('heading', { level: 1 })).toHaveText(t.stock.title);
    });

    test('leaving a changed form asks first; a reload keeps the product’s changes as a draft', async ({
      page,
      owner: _loggedIn,
      newProduct,
    }) => {
      const product = await newProduct({ stocks: [3] });
      await page.goto(localizedPath('fr', 'adminProduct', { id: product.id }));
      const renamed = `${product.label.fr} de printemps`;
      await frenchName(page).fill(renamed);

      // The menu, by mistake: she stays.
      const questions: string[] = [];
      page.once('dialog', (dialog) => {
        questions.push(dialog.message());
        void dialog.dismiss();
      });
      await goToSection(page, t.stock.title);
      expect(questions).toEqual([t.unsaved.leave]);
      await expect(page).toHaveURL(localizedPath('fr', 'adminProduct', { id: product.id }));
      await expect(frenchName(page)).toHaveValue(renamed);

      // A reload (the browser asks too): the form comes back with her changes, still to save.
      await page.waitForTimeout(600); // the draft is written a moment after the last keystroke
      page.once('dialog', (dialog) => void dialog.accept());
      await page.reload();
      await expect(frenchName(page)).toHaveValue(renamed);
      await expect(admin(page).getByRole('status').filter({ hasText: t.unsaved.discard })).toBeVisible();
      await admin(page).getByRole('button', { name: t.product.save }).click();
      await expect(toast(page, fill(t.product.saved, { name: renamed }))).toBeVisible();

      // Saved: nothing to ask, nothing to take back.
      await goToSection(page, t.stock.title);
      await expect(admin(page).getByRole('heading', { level: 1 })).toHaveText(t.stock.title);
      await page.goto(localizedPath('fr', 'adminProduct', { id: product.id }));
      await expect(frenchName(page)).toHaveValue(renamed);
      await expect(admin(page).getByRole('button', { name: t.unsaved.discard })).toHaveCount(0);
    });
  });

test('a promo code half typed asks before the menu takes it away', async ({ page, owner: _loggedIn }) => {
  await page.goto(localizedPath('fr', 'adminPromoCodes'));
  await admin(page).getByRole('button', { name: t.promoCodes.new }).click();
  await admin(page).getByRole('textbox', { name: t.promoCodes.form.code, exact: true }).fill('NOEL');
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.accept();
  });
  await goToSection(page, t.stock.title);
  expect(questions).toEqual([t.unsaved.leave]);
  await expect(admin(page).getByRole('heading', { level: 1 })).toHaveText(t.stock.title);
});
