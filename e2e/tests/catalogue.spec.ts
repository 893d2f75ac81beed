import { recipeProductsPageSize } from '@lemon/catalog-contract';
import { locales } from '@lemon/shared/locales';
import { localizedPath } from '@lemon/shared/routes';
import type { Page } from '@playwright/test';
import { newProductPayload } from '../../api/src/test-support/test-catalogue';
import { liveProduct } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mail';
import { expectShownBy, header, openMenu, slot } from '../support/shop-page';
import { euros, fill, texts } from '../support/translations';

/** The card of a product on the page. */
const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

for (const locale of locales) {
  const t = texts(locale).catalog;

  test.describe(`the catalogue in ${locale}`, () => {
    test('home -> category -> product: choose a variation and a quantity, add to cart, see the badge and a toast', async ({
      page,
      request,
    }) => {
      const liqueur = await liveProduct(request, 'liqueur-citron-menton');
      const name = liqueur.label[locale];
      await page.goto(`/${locale}`);
      await page
        .getByRole('navigation', { name: texts(locale).shell.home.categories })
        .getByRole('link')
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/categorie/`));
      await expect(slot(page, 'catalog').getByRole('heading', { level: 1 })).toBeVisible();
      await card(page, name).getByRole('link', { name }).click();

      await expect(page).toHaveURL(`/${locale}/produit/${liqueur.slug[locale]}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page).toHaveTitle(new RegExp(`^${name} ·`));
      const details = page.getByTestId('product-details');
      const second = liqueur.product_variations[1]!;
      await details.getByRole('radio', { name: second.label[locale] }).click();
      await details.getByRole('button', { name: fill(t.card.increase, { name }) }).click();
      await expect(details.getByTestId('price')).toHaveText(euros(second.price * 2));

      await details.getByRole('button', { name: t.card.addToCart }).click();
      await expect(page.getByRole('alert').filter({ hasText: fill(t.cart.added_other, { name, count: 2 }) })).toBeVisible();
      await expect(header(page).getByTestId('cart-badge')).toHaveText('2');
    });

    test('a variation out of stock shows the overlay and the notify button; signing up twice gets the same answer (it tells nobody who is on the list)', async ({
      page,
      newProduct,
    }) => {
      const product = await newProduct({ stocks: [4, 0, 6] });
      const name = product.label[locale];
      const index = 1;
      const signUps: string[] = [];
      page.on('request', (call) => call.method() === 'POST' && call.url().endsWith('/api/stock_notifications') && signUps.push(call.url()));

      await page.goto(localizedPath(locale, 'category', { slug: String(product.product_category_id) }));
      const productCard = card(page, name);
      await productCard.getByRole('radio').nth(index).click();
      await expect(productCard.getByTestId('out-of-stock-overlay')).toHaveText(t.card.outOfStock);
      await expect(productCard.getByRole('button', { name: t.card.addToCart })).toHaveCount(0);
      await expect(productCard.getByTestId('price')).toHaveCount(0);

      const email = `alert-${locale}-${Date.now()}@example.com`;
      await productCard.getByRole('button', { name: t.card.notifyMe }).click();
      const popup = page.getByRole('dialog');
      await popup.getByLabel(t.notify.email).fill('not-an-address');
      await popup.getByLabel(t.notify.email).press('Enter');
      await expect(popup.getByRole('status')).toHaveCount(0);
      await popup.getByLabel(t.notify.email).fill(email);
      await popup.getByLabel(t.notify.email).press('Enter');
      await expect(popup.getByRole('status')).toHaveText(t.notify.subscribed);
      await expect.poll(() => signUps.length).toBe(1);

      await popup.getByRole('button', { name: t.notify.close }).click();
      await expect(popup).toBeHidden();
      await productCard.getByRole('button', { name: t.card.notifyMe }).click();
      await expect(popup.getByLabel(t.notify.email)).toHaveValue('');
      await popup.getByLabel(t.notify.email).fill(email);
      await popup.getByRole('button', { name: t.notify.confirm }).click();
      await expect(popup.getByRole('status')).toHaveText(t.notify.subscribed);
      await expect.poll(() => signUps.length).toBe(2);
    });

    test('a staff restock sends the back-in-stock e-mail in the language of the sign-up', async ({
      page,
      request,
      newProduct,
      setStock,
    }) => {
      const product = await newProduct({ stocks: [3, 0] });
      const variation = product.product_variations[1]!;
      const email = `restock-${locale}-${Date.now()}@example.com`;

      await page.goto(localizedPath(locale, 'product', { slug: product.slug[locale] }));
      const details = page.getByTestId('product-details');
      const chooseSoldOutVariation = () => details.getByRole('radio', { name: variation.label[locale] }).click();
      await chooseSoldOutVariation();
      await details.getByRole('button', { name: t.card.notifyMe }).click();
      await page.getByRole('dialog').getByLabel(t.notify.email).fill(email);
      await page.getByRole('dialog').getByRole('button', { name: t.notify.confirm }).click();
      await expect(page.getByRole('dialog').getByRole('status')).toHaveText(t.notify.subscribed);

      await setStock(variation.id, 8);
      await expect.poll(async () => (await mailTo(request, email)).length).toBe(1);
      const [mail] = await mailTo(request, email);
      const subjects = { fr: 'est de retour', en: 'is back', it: 'è tornato' };
      expect(mail!.subject).toBe(`${product.label[locale]} ${subjects[locale]}`);
      expect(mail!.text).toContain(`${localizedPath(locale, 'product', { slug: product.slug[locale] })}`);

      // Restocked: the page now sells it.
      await page.reload();
      await chooseSoldOutVariation();
      await expect(details.getByRole('button', { name: t.card.addToCart })).toBeVisible();
    });

    test('a recipe link scrolls to its recipe', async ({ page, request }) => {
      const liqueur = await liveProduct(request, 'liqueur-citron-menton');
      const recipe = liqueur.recipes![0]!;
      await page.goto(localizedPath(locale, 'product', { slug: liqueur.slug[locale] }));
      await page.getByRole('link', { name: recipe.label[locale] }).click();
      await expect(page).toHaveURL(`${localizedPath(locale, 'recipes')}#recette-${recipe.id}`);
      const heading = page.locator(`#recette-${recipe.id}`).getByRole('heading', { level: 2 });
      await expect(heading).toHaveText(recipe.label[locale]);
      await expect(heading).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test('home shows the product of the month with its recipe, and five best sellers', async ({ page }) => {
      await page.goto(`/${locale}`);
      const monthly = page.locator('#produit-du-mois');
      // The shopper scrolls down to it: its controls go live as it nears the screen.
      await monthly.scrollIntoViewIfNeeded();
      await expect(monthly.getByRole('heading', { level: 2 })).toBeVisible();
      // At most 140 characters, a space and the ellipsis; no markup left in the recipe's excerpt.
      await expect(monthly.getByTestId('monthly-summary')).toHaveText(/^.{1,140} …$/s);
      await expect(monthly.getByTestId('monthly-recipe-excerpt')).toHaveText(/^[^<>]{1,142}$/s);
      await expect(page.getByTestId('best-sellers').getByTestId('product-card')).toHaveCount(5);

      const name = (await monthly.getByRole('heading', { level: 2 }).textContent())!;
      await monthly.getByRole('button', { name: fill(t.card.increase, { name }) }).click();
      await expect(monthly.getByTestId('quantity')).toHaveText('2');
      const decrease = monthly.getByRole('button', { name: fill(t.card.decrease, { name }) });
      await decrease.click();
      await expect(monthly.getByTestId('quantity')).toHaveText('1');
      await expect(decrease).toBeDisabled();
      await monthly.getByRole('button', { name: t.card.addToCart }).click();
      await expect(header(page).getByTestId('cart-badge')).toHaveText('1');

      await monthly.getByRole('link', { name: t.home.readRecipe }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/recettes#recette-\\d+$`));
      const anchor = new URL(page.url()).hash.slice(1);
      await expect(page.locator(`[id="${anchor}"] h2`)).toBeInViewport();
    });

    test('an unknown product and an unknown category say so, in the page’s language', async ({ page }) => {
      await page.goto(localizedPath(locale, 'product', { slug: 'no-such-product' }));
      await expect(slot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(t.notFound.product);
      await page.goto(localizedPath(locale, 'category', { slug: 'no-such-category' }));
      await expect(slot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(t.notFound.category);
    });
  });
}

test('switching language on a category moves to its slug in the new language', async ({ page }) => {
  await page.goto('/fr/categorie/boissons');
  await expectShownBy(page, 'catalog', 'Boissons');
  await openMenu(page, 'fr');
  await page.getByRole('dialog').getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL('/it/categorie/bevande');
  await expectShownBy(page, 'catalog', 'Bevande');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Bevande/);
});

test('the notify popup opens with the logged-in shopper’s address, and closing it puts that address back', async ({
  page,
  shopper,
  newProduct,
}) => {
  const t = texts('en').catalog;
  const product = await newProduct({ stocks: [0] });
  await page.goto(localizedPath('en', 'product', { slug: product.slug.en }));
  const details = page.getByTestId('product-details');
  await details.getByRole('button', { name: t.card.notifyMe }).click();
  const email = page.getByRole('dialog').getByLabel(t.notify.email);
  await expect(email).toHaveValue(shopper.email);
  await email.fill('someone-else@example.com');
  await page.keyboard.press('Escape');
  await details.getByRole('button', { name: t.card.notifyMe }).click();
  await expect(email).toHaveValue(shopper.email);

  // Their own address, signed up twice: the second time, they learn they were already on the list.
  const popup = page.getByRole('dialog');
  await popup.getByRole('button', { name: t.notify.confirm }).click();
  await expect(popup.getByRole('status')).toHaveText(t.notify.subscribed);
  await popup.getByRole('button', { name: t.notify.close }).click();
  await details.getByRole('button', { name: t.card.notifyMe }).click();
  await popup.getByRole('button', { name: t.notify.confirm }).click();
  await expect(popup.getByRole('status')).toHaveText(t.notify.alreadySubscribed);
});

test('an add to cart the shop refuses says how many are left as the shop counts them now, and the cart stays as it was', async ({
  page,
  request,
  staffToken,
  newProduct,
}) => {
  const t = texts('fr');
  const product = await newProduct({ stocks: [20] });
  const [variation] = product.product_variations;
  const name = product.label.fr;
  await page.goto(localizedPath('fr', 'product', { slug: product.slug.fr }));
  const details = page.getByTestId('product-details');
  await expect(details.getByRole('button', { name: t.catalog.card.addToCart })).toBeEnabled();
  // Sold meanwhile: the page still holds 20, the shop 3.
  const sold = await request.put(`/api/product_variations/${variation!.id}/stock`, {
    data: { stock: 3 },
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(sold.status()).toBe(200);
  for (let unit = 1; unit <= 3; unit += 1) await details.getByRole('button', { name: fill(t.catalog.card.increase, { name }) }).click();
  await expect(details.getByTestId('quantity')).toHaveText('4');
  await details.getByRole('button', { name: t.catalog.card.addToCart }).click();
  await expect(details.getByRole('alert')).toHaveText(fill(t.catalog.cart.onlyLeft, { count: 3 }));
  await expect(header(page).getByTestId('cart-badge')).toHaveCount(0);
});

test('a recipe many products use shows the first six, and the next ones when the shopper asks for more', async ({
  page,
  request,
  staffToken,
  newCategory,
}) => {
  const t = texts('en').catalog.recipes;
  const recipes = (await (await request.get('/api/recipes?perPage=100')).json()).data as { id: number; label: { en: string } }[];
  const recipe = recipes.at(-1)!;
  const category = await newCategory();
  for (let made = 0; made < recipeProductsPageSize + 1; made += 1) {
    const response = await request.post('/api/staff/products', {
      data: newProductPayload(category.id, { recipe_ids: [recipe.id] }),
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(response.status()).toBe(201);
  }
  const pages = async (page: number) =>
    (await (await request.get(`/api/recipes/${recipe.id}/product_summaries?page=${page}`)).json()) as {
      data: { label: { en: string } }[];
      meta: { total: number };
    };
  const [first, second] = [await pages(1), await pages(2)];
  expect(first.meta.total).toBeGreaterThan(recipeProductsPageSize);

  await page.goto(localizedPath('en', 'recipes'));
  const products = slot(page, 'catalog').getByRole('complementary', { name: fill(t.productsFor, { recipe: recipe.label.en }) });
  // Each link names its product, then its price.
  const named = (list: { label: { en: string } }[]) =>
    list.map((product) => new RegExp(`^${product.label.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(products.getByRole('link')).toHaveText(named(first.data));
  await products.getByRole('button', { name: t.moreProducts }).click();
  await expect(products.getByRole('link')).toHaveText(named([...first.data, ...second.data]));
  // Past the last page, nothing more to ask for.
  const shown = Math.min(first.meta.total, 2 * recipeProductsPageSize);
  await expect(products.getByRole('button', { name: t.moreProducts })).toHaveCount(shown < first.meta.total ? 1 : 0);
});
