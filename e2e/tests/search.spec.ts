import { productListSchema, searchResultsSchema } from '@lemon/catalog-contract';
import type { Locale } from '@lemon/shared/locales';
import { localizedPath } from '@lemon/shared/routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { seedCategories } from '../../api/src/database/seed/catalogue-data';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { header, slot } from '../support/shop-page';
import { desktop, phone } from '../support/screens';
import { fill, texts } from '../support/translations';

// The search's results page and a category's filters (issue 54), as a shopper uses them on a phone and on a
// computer, in the three languages: the address holds the words, the filters and the order, so a page of results
// comes back on reload, by back and forward, and opened from a shared link.

/** What a shopper searches for in each language, and finds with and without alcohol. */
const words: Record<Locale, string> = { fr: 'citron', en: 'lemon', it: 'limone' };

/** The names the API gives for this search, in its order: what the page must show. */
async function namesFound(request: APIRequestContext, locale: Locale, query: string) {
  const response = await request.get(`/api/search?${query}&locale=${locale}&include=facets`);
  expect(response.status()).toBe(200);
  const { data, meta } = searchResultsSchema.parse(await response.json());
  return { names: data.map((product) => product.label[locale]), total: meta.total };
}

const cardNames = (page: Page) => slot(page, 'catalog').getByTestId('product-card').getByRole('heading');

/** Opens the filters (closed until then) and makes a choice by its label. */
async function choose(page: Page, label: string | RegExp) {
  const filters = slot(page, 'catalog').locator('details');
  if (!(await filters.evaluate((details: HTMLDetailsElement) => details.open))) await filters.locator('summary').click();
  await filters.getByLabel(label).check();
}

for (const [screenName, screen] of [
  ['phone', phone],
  ['computer', desktop],
] as const) {
  test.describe(`on a ${screenName}`, () => {
    test.use(screen);

    for (const locale of ['fr', 'en', 'it'] as const) {
      test(`in ${locale}: narrows and orders what a search finds, kept by the address through reload, back and a shared link`, async ({
        page,
        browser,
        request,
      }) => {
        const t = texts(locale).catalog;
        const q = words[locale];
        const searchPath = localizedPath(locale, 'search');
        await page.goto(`${searchPath}?q=${q}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(t.search.titleFor, { words: q }));
        expect(await page.title()).toContain(fill(t.search.titleFor, { words: q }));
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        const all = await namesFound(request, locale, `q=${q}`);
        expect(all.total).toBeGreaterThan(3);
        await expect(slot(page, 'catalog').getByTestId('search-count')).toHaveText(fill(t.search.found_other, { count: all.total }));

        await choose(page, t.listing.alcoholWithout);
        await expect(page).toHaveURL(new RegExp(`\\?q=${q}&alcohol=without$`));
        await slot(page, 'catalog').getByLabel(t.listing.sort).selectOption({ label: t.listing.sorts.price });
        await expect(page).toHaveURL(new RegExp(`\\?q=${q}&alcohol=without&sort=price$`));
        const narrowed = await namesFound(request, locale, `q=${q}&filter[contains_alcohol]=false&sort=price`);
        expect(narrowed.total).toBeLessThan(all.total);
        await expect(slot(page, 'catalog').getByTestId('search-count')).toHaveText(fill(t.search.found_other, { count: narrowed.total }));
        await expect(cardNames(page)).toHaveText(narrowed.names.slice(0, 12));

        // Reloaded: the same choices, the same products.
        await page.reload();
        await expect(cardNames(page)).toHaveText(narrowed.names.slice(0, 12));
        await choose(page, t.listing.alcoholWithout); // already chosen: nothing moves
        await expect(page).toHaveURL(new RegExp(`&alcohol=without&sort=price$`));
        await expect(slot(page, 'catalog').getByLabel(t.listing.sort)).toHaveValue('price');

        // Back: the search as it was before the filters.
        await page.goBack();
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`\\?q=${q}$`));
        await expect(slot(page, 'catalog').getByTestId('search-count')).toHaveText(fill(t.search.found_other, { count: all.total }));

        // Shared: another shopper opening the address sees what the first one chose.
        const other = await browser.newPage({ ...screen });
        await other.goto(`${searchPath}?q=${q}&alcohol=without&sort=price`);
        await expect(cardNames(other)).toHaveText(narrowed.names.slice(0, 12));
        await other.close();
      });
    }

    for (const locale of ['fr', 'en', 'it'] as const) {
      test(`in ${locale}: a search with no result says so in words and shows the best sellers`, async ({ page }) => {
        const t = texts(locale).catalog;
        await page.goto(`${localizedPath(locale, 'search')}?q=xylophone`);
        await expect(slot(page, 'catalog').getByTestId('search-nothing')).toHaveText(fill(t.search.nothing, { words: 'xylophone' }));
        await expect(slot(page, 'catalog').getByRole('heading', { name: t.search.bestSellers })).toBeVisible();
        await expect(slot(page, 'catalog').getByTestId('product-card').first()).toBeVisible();
        await expect(slot(page, 'catalog').locator('details')).toHaveCount(0); // nothing to narrow
      });
    }

    test('a misspelt search is answered with the shop’s correction, said in words', async ({ page }) => {
      const t = texts('fr').catalog;
      await page.goto(`${localizedPath('fr', 'search')}?q=limonade+artisnale`);
      await expect(slot(page, 'catalog').getByTestId('search-correction')).toHaveText(
        fill(t.search.corrected, { words: 'limonade artisnale', corrected: 'limonade artisanale' }),
      );
      await expect(cardNames(page).first()).toHaveText('Limonade artisanale au citron');
    });
  });
}

for (const [screenName, screen] of [
  ['a computer', desktop],
  ['a phone', phone],
] as const) {
  test.describe(`on ${screenName}`, () => {
    test.use(screen);

    for (const locale of ['fr', 'en', 'it'] as const)
      test(`in ${locale}: a category narrowed to a price range shows only what its cards price so, and its count`, async ({
        page,
        request,
      }) => {
        const t = texts(locale).catalog;
        const groceries = seedCategories.find((category) => category.key === 'groceries')!;
        const { data: category } = (await (await request.get(`/api/product_categories/${groceries.slug.fr}`)).json()) as {
          data: { id: number };
        };
        await page.goto(localizedPath(locale, 'category', { slug: groceries.slug[locale] }));
        await choose(page, fill(t.listing.priceUnder, { max: 10 }));
        await expect(page).toHaveURL(/\?price=0-10$/);
        const response = await request.get(
          `/api/products?filter[product_category_id]=${category.id}&filter[price_max]=999&sort=order&perPage=12`,
        );
        const { data, meta } = productListSchema.parse(await response.json());
        expect(meta.total).toBeGreaterThan(0);
        await expect(cardNames(page)).toHaveText(data.map((product) => product.label[locale]));
        for (const product of data) expect(product.product_variations.some((variation) => variation.price < 1000)).toBe(true);
        await expect(slot(page, 'catalog').locator('details summary')).toContainText(fill(t.listing.chosen_one, { count: 1 }));

        // Reloaded, the address keeps the list narrowed.
        await page.reload();
        await expect(cardNames(page)).toHaveText(data.map((product) => product.label[locale]));

        // A product's card added to the cart from a narrowed list.
        await slot(page, 'catalog').getByTestId('product-card').first().getByRole('button', { name: t.card.addToCart }).click();
        await expect(header(page).getByTestId('cart-badge')).toHaveText('1');
      });

    test('the results page has no serious or critical accessibility violation, filters open', async ({ page }) => {
      await page.goto(`${localizedPath('fr', 'search')}?q=miel&sort=price`);
      await slot(page, 'catalog').locator('details summary').click();
      await expect(slot(page, 'catalog').getByTestId('product-card').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a form sent by its button, and the results page draws what it asks', async ({ page, request }) => {
    const t = texts('fr').catalog;
    await page.goto(`${localizedPath('fr', 'search')}?q=citron`);
    await page.locator('details summary').click();
    await page.getByLabel(t.listing.alcoholWith).check();
    await page.getByRole('button', { name: t.listing.apply }).click();
    await expect(page).toHaveURL(/alcohol=with/);
    const withAlcohol = await namesFound(request, 'fr', 'q=citron&filter[contains_alcohol]=true');
    await expect(page.getByTestId('search-count')).toHaveText(
      withAlcohol.total === 1 ? fill(t.search.found_one, { count: 1 }) : fill(t.search.found_other, { count: withAlcohol.total }),
    );
    await expect(cardNames(page)).toHaveText(withAlcohol.names.slice(0, 12));
  });
});

/** What a shopper types in each language, and the product the search box's first suggestion is. */
const typed: Record<Locale, { start: string; first: string }> = {
  fr: { start: 'mie', first: 'Miel de fleurs de citronnier' },
  en: { start: 'hone', first: 'Lemon blossom honey' },
  it: { start: 'mie', first: 'Miele di zagara di limone' },
};

test.describe('the search box in the header, on a computer', () => {
  test.use(desktop);

  for (const locale of ['fr', 'en', 'it'] as const) {
    test(`in ${locale}: suggests from the second letter, a suggestion picked with the keyboard opens its page, Enter the results`, async ({
      page,
      request,
    }) => {
      const t = texts(locale).catalog;
      const { start, first } = typed[locale];
      // Any page: the header holds the box (the cart's, another app's page).
      await page.goto(localizedPath(locale, 'cart'));
      const box = header(page).getByRole('combobox', { name: t.search.label });
      await box.click();
      await box.pressSequentially(start, { delay: 50 });
      const suggestions = page.getByRole('listbox', { name: t.search.suggestions });
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const answer = (await (await request.get(`/api/search/suggestions?q=${start}&locale=${locale}`)).json()) as {
        data: { products: { label: Record<Locale, string> }[]; total_products: number };
      };
      expect(answer.data.products[0]!.label[locale]).toBe(first);
      await expect(suggestions.getByRole('option').first()).toContainText(first);
      await expect(suggestions.getByRole('option').last()).toHaveText(
        fill(answer.data.total_products === 1 ? t.search.allResults_one : t.search.allResults_other, { count: answer.data.total_products }),
      );

      // The keyboard: down to the first, which the field names as active; Enter opens it.
      await box.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator(`[id="${active}"]`)).toContainText(first);
      await box.press('Enter');
      await expect(slot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(first);

      // Escape closes the suggestions; Enter with none chosen opens the results page.
      await box.fill('');
      await box.pressSequentially(start, { delay: 50 });
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await box.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/recherche\\?q=${start}$`));
      await expect(slot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(fill(t.search.titleFor, { words: start }));
    });
  }
});

/** What a shopper types on a phone in each language, and the product they pick among the suggestions. */
const typedOnPhone: Record<Locale, { start: string; picked: RegExp }> = {
  fr: { start: 'sav', picked: /^Savon au citron/ },
  en: { start: 'soa', picked: /^Cold-process lemon soap/ },
  it: { start: 'sap', picked: /^Sapone al limone/ },
};

test.describe('the search on a phone', () => {
  test.use(phone);

  for (const locale of ['fr', 'en', 'it'] as const) {
    test(`in ${locale}: the header’s magnifier opens the search, ready to type; a suggestion is picked with the keyboard`, async ({
      page,
    }) => {
      const t = texts(locale).catalog;
      const { start, picked } = typedOnPhone[locale];
      await page.goto(localizedPath(locale, 'about'));
      await header(page).getByRole('link', { name: t.search.title }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/recherche$`));
      const box = slot(page, 'catalog').getByRole('combobox', { name: t.search.label });
      await expect(box).toBeFocused();
      await box.pressSequentially(start, { delay: 50 });
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      const option = page.getByRole('option', { name: picked });
      await expect(option).toBeVisible();
      const wanted = await option.getAttribute('id');
      for (let moves = 0; moves < 12 && (await box.getAttribute('aria-activedescendant')) !== wanted; moves += 1)
        await box.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', wanted!);
      await box.press('Enter');
      await expect(slot(page, 'catalog').getByRole('heading', { level: 1 })).toHaveText(picked);
    });
  }
});
