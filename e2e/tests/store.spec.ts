import { expect, test } from '../support/fixtures';
import { cartWith } from '../support/shop-api';
import { expectShownBy, header, openMenu, slot } from '../support/shop-page';
import { texts } from '../support/translations';

test('one store: a change in a feature app moves the shell’s badge, and a change in the shell shows in the app', async ({
  page,
  context,
  newProduct,
}) => {
  const [variation] = (await newProduct({ stocks: [5] })).product_variations;
  const cart = await cartWith(context, variation!.id, 2);
  const productName = cart.cart_items[0]!.product.label;
  const cartReads: string[] = [];
  page.on('request', (request) => request.url().includes('/api/carts/') && cartReads.push(request.url()));

  await page.goto('/fr/panier');
  const fr = texts('fr').cart.cart;
  await expectShownBy(page, 'cart', fr.title);
  const badge = header(page).getByTestId('cart-badge');
  await expect(badge).toHaveText('2');
  const line = slot(page, 'cart').getByTestId('cart-line');
  await expect(line.getByRole('link', { name: productName.fr })).toBeVisible();
  // The cart app shows the cart the shell loaded: one read for the whole page.
  await expect.poll(() => cartReads.length).toBe(1);

  // In the cart app, the shopper changes quantities: the shell's badge follows.
  await line.getByRole('button', { name: fr.increase.replace('{{name}}', productName.fr) }).click();
  await expect(line.getByTestId('quantity')).toHaveText('3');
  await expect(badge).toHaveText('3');
  await line.getByRole('button', { name: fr.decrease.replace('{{name}}', productName.fr) }).click();
  await expect(badge).toHaveText('2');

  // In the shell, the shopper switches to English: the cart app speaks English, on the same page load.
  await page.evaluate(() => ((window as unknown as { samePageLoad: boolean }).samePageLoad = true));
  await openMenu(page, 'fr');
  await page.getByRole('dialog').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/panier');
  await expectShownBy(page, 'cart', texts('en').cart.cart.title);
  await expect(line.getByRole('link', { name: productName.en })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePageLoad?: boolean }).samePageLoad)).toBe(true);

  await line.getByRole('button', { name: texts('en').cart.cart.remove.replace('{{name}}', productName.en) }).click();
  await expect(slot(page, 'cart')).toContainText(texts('en').cart.cart.empty);
  await expect(badge).toBeHidden();
});
