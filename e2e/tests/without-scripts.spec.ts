import type { Locale } from '@lemon/shared/locales';
import type { Page } from '@playwright/test';
import { contactMailTexts } from '../../api/src/contacts/contact-mails';
import { liveProduct } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { nthMailTo } from '../support/mail';
import { ownClientHeaders } from '../support/test-server';
import { header, openMenu } from '../support/shop-page';
import { texts } from '../support/translations';

// A shopper whose page never runs its scripts (blocked, failed, or a phone that has not started them yet): the
// shop still adds to the cart, shows it, and takes them everywhere from its menu.
test.use({ javaScriptEnabled: false });

/** The lines of the cart page, by product name. */
const cartLines = (page: Page, locale: Locale) => page.getByRole('list', { name: texts(locale).cart.cart.lines }).getByRole('listitem');

test('a shopper adds to the cart from a product page and from a category page, sees the cart and changes it', async ({ page, request }) => {
  const t = texts('fr');
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  await page.goto(`/fr/produit/${liqueur.slug.fr}`);
  await page.getByTestId('product-details').getByRole('button', { name: t.catalog.card.addToCart }).click();
  await expect(page).toHaveURL(/\/fr\/panier$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.cart.cart.title);
  await expect(cartLines(page, 'fr')).toHaveCount(1);
  await expect(cartLines(page, 'fr').first()).toContainText(liqueur.label.fr);

  await page.goto('/fr/categorie/boissons');
  const card = page
    .getByTestId('product-card')
    .filter({ hasNot: page.getByText(liqueur.label.fr, { exact: true }) })
    .first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: t.catalog.card.addToCart }).click();
  await expect(page).toHaveURL(/\/fr\/panier$/);
  await expect(cartLines(page, 'fr')).toHaveCount(2);
  await expect(page.getByRole('list', { name: t.cart.cart.lines })).toContainText(name);

  // The cart is the page's own: a reload shows it again, and no shared cache may keep it.
  const reloaded = await page.reload();
  expect(reloaded!.headers()['cache-control']).toBe('private, no-cache');
  await expect(cartLines(page, 'fr')).toHaveCount(2);

  // Its lines change too: one more, one less, the whole line away.
  const line = cartLines(page, 'fr').filter({ hasText: liqueur.label.fr });
  const quantity = line.getByTestId('quantity');
  await line.getByRole('button', { name: t.cart.cart.increase.replace('{{name}}', liqueur.label.fr) }).click();
  await expect(quantity).toHaveText('2');
  await line.getByRole('button', { name: t.cart.cart.decrease.replace('{{name}}', liqueur.label.fr) }).click();
  await expect(quantity).toHaveText('1');
  await line.getByRole('button', { name: t.cart.cart.remove.replace('{{name}}', liqueur.label.fr) }).click();
  await expect(cartLines(page, 'fr')).toHaveCount(1);
  await expect(cartLines(page, 'fr').first()).toContainText(name);
  await expect(page).toHaveURL(/\/fr\/panier$/);
});

test('an add the stock cannot cover changes nothing and says why, in the shopper’s language', async ({ page, newProduct, setStock }) => {
  const t = texts('en');
  const product = await newProduct({ stocks: [1] });
  await page.goto(`/en/produit/${product.slug.en}`);
  // The last one goes while the page is open.
  await setStock(product.product_variations[0]!.id, 0);
  await page.getByTestId('product-details').getByRole('button', { name: t.catalog.card.addToCart }).click();
  await expect(page).toHaveURL(/\/en\/panier\?refused=stock$/);
  await expect(page.getByRole('alert')).toHaveText(t.cart.cart.refused.stock);
  await expect(page.getByText(t.cart.cart.empty)).toBeVisible();
});

test('the menu opens and reaches every public page, and the other languages', async ({ page }) => {
  const t = texts('fr');
  await page.goto('/fr');
  const categories: string[] = [];
  await openMenu(page, 'fr');
  for (const link of await page.getByRole('dialog').getByTestId('menu-categories').getByRole('link').all())
    categories.push((await link.textContent())!.trim());
  expect(categories.length).toBeGreaterThanOrEqual(4);
  // Closed by its button, as by a tap outside it.
  await page.getByRole('dialog').getByRole('button', { name: t.shell.menu.close }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const reached = async (name: string, heading: string | RegExp) => {
    await openMenu(page, 'fr');
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('dialog')).toBeHidden();
  };
  for (const category of categories) await reached(category, category);
  await reached(t.shell.menu.about, /./);
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await reached(t.shell.menu.recipes, t.catalog.recipes.title);
  await reached(t.shell.menu.contact, /./);
  await expect(page).toHaveURL(/\/fr\/contact$/);

  // The other languages: the same page in each.
  await openMenu(page, 'fr');
  await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await openMenu(page, 'en');
  await page.getByRole('dialog').getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/it\/contact$/);

  // Home, the cart, and the pages the footer holds.
  await header(page)
    .getByRole('link', { name: texts('it').shell.header.home })
    .click();
  await expect(page).toHaveURL(/\/it$/);
  await header(page)
    .getByRole('link', { name: new RegExp(texts('it').shell.header.cart) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('it').cart.cart.title);
  for (const name of [texts('it').shell.footer.legal, texts('it').shell.footer.cgv, texts('it').shell.footer.privacy]) {
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a product page’s other languages show the same product at its own address there', async ({ page, request }) => {
  const liqueur = await liveProduct(request, 'liqueur-citron-menton');
  await page.goto(`/it/produit/${liqueur.slug.it}`);
  await openMenu(page, 'it');
  await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`/en/produit/${liqueur.slug.en}`);
  await expect(page.getByTestId('product-details').getByRole('heading', { level: 1 })).toHaveText(liqueur.label.en);
});

test('a message refused comes back with all that was typed and why; corrected, it is sent and acknowledged', async ({ page, request }) => {
  const { content, common } = texts('it');
  const form = content.contact.form;
  const sender = `giulia-${Date.now()}@example.it`;
  const message = 'Buongiorno, vorrei venti bottiglie di limoncello per il mio ristorante.';
  // Its messages count for a client of its own.
  await page.setExtraHTTPHeaders(ownClientHeaders());
  await page.goto('/it/contact');
  await page.getByLabel(form.name).fill('Giulia Rossi');
  await page.getByLabel(form.email).fill('giulia@');
  await page.getByLabel(form.subject).selectOption('professional');
  await page.getByLabel(form.message, { exact: true }).fill(message);
  const [refused] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/forms/contact')),
    page.getByRole('button', { name: form.send }).click(),
  ]);
  expect(refused.status()).toBe(422);
  expect(refused.headers()['cache-control']).toBe('no-store');
  await expect(page.getByText(form.notSent)).toBeVisible();
  await expect(page.getByLabel(form.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(common.validation.errors.email)).toBeVisible();
  await expect(page.getByLabel(form.name)).toHaveValue('Giulia Rossi');
  await expect(page.getByLabel(form.subject)).toHaveValue('professional');
  await expect(page.getByLabel(form.message, { exact: true })).toHaveValue(message);

  await page.getByLabel(form.email).fill(sender);
  await page.getByRole('button', { name: form.send }).click();
  await expect(page).toHaveURL(/\/it\/contact\?sent=1$/);
  await expect(page.getByRole('status').filter({ hasText: form.sent })).toBeVisible();
  const acknowledgement = await nthMailTo(request, sender);
  expect(acknowledgement.subject).toBe(contactMailTexts.it.acknowledgement.subject);
});
