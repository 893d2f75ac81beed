import { localizedPath } from '@lemon/shared/routes';
import { expect, test } from '../support/fixtures';
import { cartWith } from '../support/shop-api';
import { header, slot } from '../support/shop-page';
import { euros, fill, texts } from '../support/translations';

test('a promo code typed in any case takes its discount off the total, a wrong one is refused, and removing it puts the total back', async ({
  page,
  context,
  newProduct,
  newPromo,
}) => {
  const { cart: t, common } = texts('fr');
  const [variation] = (await newProduct({ stocks: [5], prices: [50_00] })).product_variations;
  await cartWith(context, variation!.id, 1);
  const code = await newPromo({ kind: 'fixed', value: 10_00 });

  await page.goto(localizedPath('fr', 'cart'));
  const cart = slot(page, 'cart');
  await expect(cart.getByTestId('cart-total')).toHaveText(euros(50_00));

  const field = cart.getByLabel(t.promo.label);
  await field.fill('NO-SUCH-CODE');
  await cart.getByRole('button', { name: t.promo.apply }).click();
  await expect(cart.getByRole('alert').filter({ hasText: common.validation.errors.promo_invalid })).toBeVisible();
  await expect(cart.getByTestId('cart-total')).toHaveText(euros(50_00));

  await field.fill(code.toLowerCase());
  await cart.getByRole('button', { name: t.promo.apply }).click();
  await expect(cart.getByText(fill(t.promo.applied, { code }))).toBeVisible();
  await expect(cart.getByTestId('cart-discount')).toHaveText(`−${euros(10_00)}`);
  await expect(cart.getByTestId('cart-total')).toHaveText(euros(40_00));
  await expect(cart.getByText(fill(t.freeDelivery.missing, { amount: euros(59_00) }))).toBeVisible();

  // The cart holds the code: it is still there after a reload.
  await page.reload();
  await expect(cart.getByTestId('cart-total')).toHaveText(euros(40_00));
  await cart.getByRole('button', { name: fill(t.promo.removeCode, { code }) }).click();
  await expect(cart.getByTestId('cart-total')).toHaveText(euros(50_00));
  await expect(cart.getByTestId('cart-discount')).toHaveCount(0);
});

test('a cart started on another device follows the logged-in shopper', async ({ page, playwright, shopper, newProduct }) => {
  const [variation] = (await newProduct({ stocks: [5] })).product_variations;
  // The other device: the shopper adds 3 units there, logged in.
  const otherDevice = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const added = await otherDevice.post('/api/add-to-cart', {
    data: { product_variation_id: variation!.id, quantity: 3 },
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(added.status()).toBe(200);
  await otherDevice.dispose();

  // This browser has no cart cookie: the shopper's cart comes from their account.
  await page.goto(localizedPath('fr', 'cart'));
  await expect(header(page).getByTestId('cart-badge')).toHaveText('3');
  await expect(slot(page, 'cart').getByTestId('cart-line')).toHaveCount(1);
});
