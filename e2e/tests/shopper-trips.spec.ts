// What new shoppers tripped on, tried as they shop: on a phone and on a computer, in the shop's three languages,
// each asserted as the shopper sees it (on screen, not only in the page).
import { callAddress } from '@lemon/shared';
import { localeNames, locales } from '@lemon/shared/locales';
import { localizedPath } from '@lemon/shared/routes';
import type { Category } from '@lemon/catalog-contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatPrice } from '../../shop-format/src/price';
import { shop } from '../../kit/src/shop/shop-identity';
import { seedCategories, seedProducts, seedRecipes } from '../../api/src/database/seed/catalogue-data';
import { testPaymentTexts } from '../../api/src/payments/test-payment-texts';
import { expect, test } from '../support/fixtures';
import { nthMailTo } from '../support/mail';
import { cartWith } from '../support/shop-api';
import { header, openMenu, slot } from '../support/shop-page';
import { fill, texts } from '../support/translations';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `locator` is drawn, or a failure naming it when it is not drawn at all. */
async function boxOf(locator: Locator, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} is drawn`).not.toBeNull();
  return box!;
}

/** `locator` lies wholly inside the page's visible width. */
async function expectWithinWidth(page: Page, locator: Locator, what: string) {
  const box = await boxOf(locator, what);
  const width = page.viewportSize()!.width;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(width);
}

test.describe('the account on the narrowest phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const locale of locales) {
    test(`shows every section's tab on screen, and the orders tab opens the orders (${locale})`, async ({
      page,
      shopper: _loggedIn,
    }, testInfo) => {
      const { account } = texts(locale).account;
      await page.goto(localizedPath(locale, 'account'));
      const tabs = page.getByRole('tablist', { name: account.tabsLabel });
      await expect(tabs.getByRole('tab')).toHaveCount(Object.keys(account.tabs).length);
      for (const name of Object.values(account.tabs)) {
        const tab = tabs.getByRole('tab', { name });
        await expect(tab).toBeInViewport({ ratio: 1 });
        await expectWithinWidth(page, tab, name);
      }
      // Nothing of the list scrolls sideways out of sight.
      expect(await tabs.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
      await testInfo.attach(`account-phone-${locale}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

      await tabs.getByRole('tab', { name: account.tabs.orders }).click();
      await expect(page.getByRole('tabpanel', { name: account.tabs.orders })).toBeVisible();
    });
  }
});

/** A day inside the festival the shop announces by default (its next one: from 17 February to 3 March). */
const festivalDay = new Date(`${new Date().getFullYear() + 1}-02-20T10:00:00+01:00`);

/**
 * Every visible control of the page that something else is drawn over at its middle: what a tap there would miss.
 * `scrolledUnderHeader`: the page has scrolled under a header held at the top, so what lies under the header
 * has scrolled out of sight as any page's content does (the header's own controls must still be uncovered).
 */
function coveredControls(page: Page, { scrolledUnderHeader = false } = {}) {
  return page.evaluate(
    (scrolled) =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')]
        .filter((control) => {
          const box = control.getBoundingClientRect();
          const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
          const onScreen =
            box.width > 0 && box.height > 0 && middle.y >= 0 && middle.y < innerHeight && middle.x >= 0 && middle.x < innerWidth;
          // Not seen, not covered: hidden, or inside a closed <details> (which keeps its content's boxes, unpainted).
          if (!onScreen || !control.checkVisibility({ visibilityProperty: true })) return false;
          const top = document.elementFromPoint(middle.x, middle.y);
          if (scrolled && top?.closest('header') && !control.closest('header')) return false;
          return top !== null && !control.contains(top) && !top.contains(control);
        })
        .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName),
    scrolledUnderHeader,
  );
}

test.describe('the festival notice, in festival season', () => {
  const drinks = seedCategories.find((category) => category.key === 'drinks')!;
  const liqueur = seedProducts[0]!;
  const pages = [
    localizedPath('fr', 'home'),
    localizedPath('fr', 'category', { slug: drinks.slug.fr }),
    localizedPath('fr', 'product', { slug: liqueur.slug.fr }),
    localizedPath('fr', 'cart'),
  ];

  for (const viewport of [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`covers no control and is covered by none, on every kind of page, ${viewport.width} px wide`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.clock.install({ time: festivalDay });
      for (const path of pages) {
        await page.goto(path);
        const notice = page.getByTestId('festival-notice');
        await expect(notice).toBeInViewport();
        await expect(page.getByRole('banner').getByRole('link', { name: texts('fr').shell.header.home })).toBeInViewport();
        expect(await coveredControls(page), path).toEqual([]);
        if (path === pages[0]) {
          await testInfo.attach(`home-festival-${viewport.width}`, { body: await page.screenshot(), contentType: 'image/png' });
          // Just scrolled enough for home's header to hold at the top: the notice's end may still be in sight.
          await page.mouse.wheel(0, 130);
          await expect(page.getByRole('banner')).toHaveAttribute('data-placement', 'floating');
          expect(await coveredControls(page, { scrolledUnderHeader: true }), `${path}, scrolled`).toEqual([]);
        }
      }
    });
  }
});

test.describe('the test page', () => {
  for (const locale of locales) {
    test(`shows a logged-in shopper who they are, their languages and this session (${locale})`, async ({ page, shopper }) => {
      const { test: t, account } = texts(locale).account;
      await page.goto(localizedPath(locale, 'test'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      const fact = (term: string) => page.getByRole('definition').and(page.locator(`dt:text-is("${term}") + dd`));
      await expect(fact(t.loggedInAs)).toHaveText(new RegExp(`^\\S.* \\(${escapeRegExp(shopper.email)}\\)$`));
      await expect(fact(t.pageLanguage)).toHaveText(localeNames[locale]);
      // The test shopper chose French for their e-mails, whatever the page's language.
      await expect(fact(t.mailLanguage)).toHaveText(localeNames.fr);
      const session = new RegExp(
        `^${escapeRegExp(t.session).replace('\\{\\{device\\}\\}', '.+').replace('\\{\\{moment\\}\\}', `.+${new Date().getFullYear()}.+`)}$`,
      );
      await expect(fact(t.thisSession)).toHaveText(session);

      await page.getByRole('link', { name: t.seeDevices }).click();
      await expect(page.getByRole('tab', { name: account.tabs.sessions })).toHaveAttribute('aria-selected', 'true');
    });
  }
});

test.describe('the payment’s outcome', () => {
  for (const locale of locales) {
    test(`a failed payment’s popup names the order and pays it again at once; the success popup says what comes next (${locale})`, async ({
      page,
      context,
      shopper: _loggedIn,
      newProduct,
    }) => {
      const { cart, shell } = texts(locale);
      const [variation] = (await newProduct({ stocks: [3], prices: [25_00] })).product_variations;
      await cartWith(context, variation!.id, 1);
      await page.goto(localizedPath(locale, 'delivery'));
      const checkout = slot(page, 'cart');
      await checkout.getByRole('radio', { name: cart.checkout.method.pickup }).check();
      await checkout.getByRole('checkbox').check();
      await checkout.getByRole('button', { name: cart.checkout.pay.submit }).click();
      await expect(page).toHaveURL(/\/api\/payments\/test\/LC-/);
      const paymentPage = page.url();
      const reference = new URL(paymentPage).pathname.split('/').pop()!;
      await page.getByRole('button', { name: testPaymentTexts[locale].fail }).click();

      const failure = page.getByRole('dialog', { name: shell.orderPopup.error.title });
      await expect(failure.getByText(fill(shell.orderPopup.reference, { reference }))).toBeVisible();
      await failure.getByRole('button', { name: shell.orderPopup.error.payAgain }).click();
      // Straight to paying the same order: no detour through the account.
      await expect(page).toHaveURL(new RegExp(`/api/payments/test/${reference}\\?`));
      await page.getByRole('button', { name: testPaymentTexts[locale].succeed }).click();

      const success = page.getByRole('dialog', { name: shell.orderPopup.success.title });
      await expect(success.getByText(fill(shell.orderPopup.reference, { reference }))).toBeVisible();
      const { street, postalCode, city } = shop.address;
      await expect(success.getByText(fill(shell.orderPopup.success.pickup, { address: `${street}, ${postalCode} ${city}` }))).toBeVisible();
      await expect(success.getByRole('button', { name: shell.orderPopup.error.payAgain })).toHaveCount(0);
    });
  }
});

test.describe('the cookie banner', () => {
  test.use({ consentChoice: null });

  for (const width of [320, 390, 1024, 1366]) {
    test(`keeps its buttons and links inside its box, within the screen, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localizedPath('fr', 'home'));
      const banner = page.getByRole('dialog', { name: texts('fr').shell.cookies.consent.title });
      await expect(banner.getByRole('button')).toHaveCount(3);
      const outside = await banner.evaluate((box) => {
        const style = getComputedStyle(box);
        const edges = box.getBoundingClientRect();
        const left = edges.left + parseFloat(style.paddingLeft);
        const right = edges.right - parseFloat(style.paddingRight);
        return [...box.querySelectorAll('button, a')]
          .filter((control) => {
            const { left: start, right: end } = control.getBoundingClientRect();
            return start < left - 0.5 || end > right + 0.5;
          })
          .map((control) => control.textContent)
          .concat(edges.left < 0 || edges.right > innerWidth || edges.bottom > innerHeight ? ['the box itself'] : []);
      });
      expect(outside).toEqual([]);
    });
  }
});

test.describe('the back-to-top button on a phone', () => {
  for (const width of [320, 390]) {
    test(`never lies over the footer's text, all the way down (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(localizedPath('fr', 'home'));
      const backToTop = page.getByRole('button', { name: texts('fr').shell.backToTop });
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      for (let top = 800; ; top = Math.min(top + 120, bottom)) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        // Stuck to the window's bottom until the footer comes; then parked above it, moving up with the page.
        if (await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top > innerHeight))
          await expect(backToTop, `scrolled to ${top}`).toBeInViewport();
        const overlaps = await backToTop.evaluate((button) => {
          const { left, right, top: buttonTop, bottom: buttonBottom } = button.getBoundingClientRect();
          const footer = document.querySelector('footer')!;
          const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
          const hidden: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects())
              if (rect.left < right && rect.right > left && rect.top < buttonBottom && rect.bottom > buttonTop)
                hidden.push(node.textContent.trim());
          }
          return hidden;
        });
        expect(overlaps, `scrolled to ${top}`).toEqual([]);
        if (top === bottom) break;
      }
      // At the very end, it is parked above the footer.
      expect((await boxOf(backToTop, 'back to top')).y + 48).toBeLessThanOrEqual((await boxOf(page.locator('footer'), 'footer')).y);
    });
  }
});

/** The cards of a grid as the shopper sees them: how many on each row, top to bottom. */
/** A grid's cards row by row: how many each row shows, how many the grid holds, and how centred its last row is. */
async function rowsOf(grid: Locator): Promise<{ rows: number[]; cards: number; lastRowOffCentre: number }> {
  return grid.evaluate((element) => {
    const rows = new Map<number, DOMRect[]>();
    for (const card of element.children) {
      const box = card.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    }
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, boxes]) => boxes);
    const last = ordered.at(-1) ?? [];
    const gridBox = element.getBoundingClientRect();
    const left = Math.min(...last.map((box) => box.left)) - gridBox.left;
    const right = gridBox.right - Math.max(...last.map((box) => box.right));
    return { rows: ordered.map((boxes) => boxes.length), cards: element.children.length, lastRowOffCentre: Math.abs(left - right) };
  });
}

// Every card of a short selection shows (the owner's five best sellers are five): full rows, then a short last
// row centred under them.
test.describe('short selections show every card, a short last row centred', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 700, height: 900 },
    { width: 1024, height: 900 },
    { width: 1366, height: 900 },
  ]) {
    test(`best sellers and “you may also like”, ${viewport.width} px wide`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(localizedPath('fr', 'home'));
      const bestSellers = page.getByTestId('best-sellers');
      await expect(bestSellers.getByRole('article').first()).toBeVisible();
      const related = async () => {
        await page.goto(localizedPath('fr', 'product', { slug: seedProducts[0]!.slug.fr }));
        const section = page.getByRole('region', { name: texts('fr').catalog.product.related });
        await expect(section.getByRole('article').first()).toBeVisible();
        return rowsOf(section.getByRole('article').first().locator('..'));
      };
      for (const { rows, cards, lastRowOffCentre } of [await rowsOf(bestSellers), await related()]) {
        const seen = JSON.stringify(rows);
        expect(
          rows.reduce((sum, row) => sum + row, 0),
          seen,
        ).toBe(cards);
        // Every row but the last as full as the first, the last no fuller.
        expect(new Set(rows.slice(0, -1).concat(rows[0]!)).size, seen).toBe(1);
        expect(rows.at(-1)!, seen).toBeLessThanOrEqual(rows[0]!);
        expect(lastRowOffCentre, seen).toBeLessThan(2);
      }
    });
  }
});

test('an e-mail reads at a phone’s width, not shrunk from a computer’s', async ({ browser, request, account }) => {
  const response = await request.post('/api/forgot-password', { data: { email: account.email } });
  expect(response.ok()).toBe(true);
  const mail = await nthMailTo(request, account.email);
  // A phone's browser lays a page without a viewport out 980 px wide, then shrinks it to the screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.setContent(mail.html);
  expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});

test.describe('a sold-out product', () => {
  for (const locale of ['fr', 'it'] as const) {
    test(`is said to be out of stock in words that need no gender (${locale})`, async ({ page, newProduct }) => {
      const { catalog } = texts(locale);
      const product = await newProduct({ stocks: [0] });
      await page.goto(localizedPath(locale, 'category', { slug: String(product.product_category_id) }));
      const details = page
        .getByTestId('product-card')
        .filter({ has: page.getByRole('heading', { name: product.label[locale], exact: true }) });
      await expect(details.getByTestId('out-of-stock-overlay')).toHaveText(catalog.card.outOfStock);
      await details.getByRole('button', { name: catalog.card.notifyMe }).click();
      const popup = page.getByRole('dialog');
      await expect(popup).toContainText(catalog.notify.intro.split('{{name}}')[1]!);
      // "épuisé", "esaurito" agree with a masculine product only: "la liqueur est épuisée", "la marmellata è esaurita".
      const shown = `${await details.getByTestId('out-of-stock-overlay').textContent()} ${await popup.textContent()}`;
      expect(shown).not.toMatch(/épuisée?|esaurit[oa]/i);
    });
  }
});

test.describe('a refused add to cart', () => {
  for (const locale of locales) {
    test(`says how many are left, at the button, and adds nothing (${locale})`, async ({ page, newProduct }) => {
      const { catalog } = texts(locale);
      const product = await newProduct({ stocks: [7] });
      const name = product.label[locale];
      await page.goto(localizedPath(locale, 'category', { slug: String(product.product_category_id) }));
      const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
      for (let quantity = 1; quantity < 12; quantity++)
        await card.getByRole('button', { name: fill(catalog.card.increase, { name }) }).click();
      await card.getByRole('button', { name: catalog.card.addToCart }).click();
      await expect(card.getByRole('alert')).toHaveText(fill(catalog.cart.onlyLeft, { count: 7 }));
      await expect(card.getByRole('alert')).toBeInViewport();
      await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveCount(0);
    });
  }
});

test.describe('a refused change of a cart line', () => {
  for (const locale of locales) {
    test(`says why on the line (${locale})`, async ({ page, context, newProduct, setStock }) => {
      const { cart, common } = texts(locale);
      const product = await newProduct({ stocks: [5] });
      const [variation] = product.product_variations;
      await cartWith(context, variation!.id, 2);
      await page.goto(localizedPath(locale, 'cart'));
      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      // Sold in the shop meanwhile: two left, both in this cart.
      await setStock(variation!.id, 2);
      await line.getByRole('button', { name: fill(cart.cart.increase, { name: product.label[locale] }) }).click();
      await expect(line.getByRole('alert')).toHaveText(common.validation.errors.stock);
      await expect(line.getByRole('alert')).toBeInViewport();
    });
  }
});

test.describe('a refused promo code', () => {
  for (const locale of locales) {
    test(`says why at the field: the minimum it needs, that it ended (${locale})`, async ({ page, context, newProduct, newPromo }) => {
      const { cart, common } = texts(locale);
      const product = await newProduct({ stocks: [10], prices: [12_50] });
      await cartWith(context, product.product_variations[0]!.id, 2);
      const fromFifty = await newPromo({ kind: 'percentage', value: 10, minimum_amount: 50_00 });
      const ended = await newPromo({ kind: 'fixed', value: 5_00, ends_at: new Date(Date.now() - 60_000).toISOString() });
      await page.goto(localizedPath(locale, 'cart'));

      const field = page.getByLabel(cart.promo.label);
      const refusal = page.locator('form').filter({ has: field }).getByRole('alert');
      await field.fill(fromFifty);
      await page.getByRole('button', { name: cart.promo.apply }).click();
      await expect(refusal).toHaveText(fill(cart.promo.underMinimum, { amount: formatPrice(50_00) }));
      await expect(refusal).toBeInViewport();
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      await field.fill(ended);
      await page.getByRole('button', { name: cart.promo.apply }).click();
      await expect(refusal).toHaveText(common.validation.errors.promo_ended);
      await expect(page.getByText(fill(cart.promo.applied, { code: ended }))).toHaveCount(0);
    });
  }
});

test.describe('a throttled back-in-stock sign-up', () => {
  // A client of its own (the shop trusts the local proxy's X-Forwarded-For): its limit is used up, nobody else's.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` } });

  test('says to wait, in the popup, at the field', async ({ page, request, newProduct }) => {
    const { catalog, common } = texts('fr');
    const product = await newProduct({ stocks: [0] });
    const variationId = product.product_variations[0]!.id;
    await page.goto(localizedPath('fr', 'category', { slug: String(product.product_category_id) }));
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product.label.fr, exact: true }) });
    await card.getByRole('button', { name: catalog.card.notifyMe }).click();
    const popup = page.getByRole('dialog');
    await popup.getByLabel(catalog.notify.email).fill('anna@example.com');

    // The same client signs up for as much as the shop allows in a minute.
    let status = 200;
    while (status !== 429) {
      status = (
        await request.post('/api/stock_notifications', { data: { email: 'anna@example.com', product_variation_id: variationId } })
      ).status();
    }
    await popup.getByRole('button', { name: catalog.notify.confirm }).click();
    await expect(popup.getByRole('alert')).toHaveText(common.errors.tooManyAttempts);
    await expect(popup.getByRole('alert')).toBeInViewport();
    await expect(popup.getByLabel(catalog.notify.email)).toHaveValue('anna@example.com');
  });
});

/**
 * Every category, in the shop's order, as the menu asks for them. The shop keeps that answer until the catalogue
 * changes through it: the categories other tests make straight in its database show in both, or in neither.
 */
async function shopCategories(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get(callAddress({ path: '/api/product_categories', query: { sort: 'order', perPage: 100 } }));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Category[] }).data;
}

test.describe('every category within reach', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    for (const locale of locales) {
      test(`the menu reaches every category, sub-categories under theirs (${locale}, ${viewport.width} px)`, async ({ page, request }) => {
        const { shell } = texts(locale);
        await page.setViewportSize(viewport);
        const categories = await shopCategories(request);
        expect(categories.some((category) => !category.is_main && category.parent_id === null)).toBe(true);
        await page.goto(localizedPath(locale, 'about'));
        await openMenu(page, locale);
        const menu = page.getByRole('dialog', { name: shell.menu.title });
        await expect(menu.getByRole('heading', { name: shell.menu.selections })).toBeVisible();
        for (const category of categories) {
          const link = menu.getByRole('link', { name: category.label[locale], exact: true });
          await link.scrollIntoViewIfNeeded();
          await expect(link, category.label[locale]).toBeInViewport();
          await expect(link).toHaveAttribute('href', localizedPath(locale, 'category', { slug: category.slug[locale] }));
          const parent = categories.find((candidate) => candidate.id === category.parent_id);
          if (parent) {
            // Drawn under its parent's link, in the parent's item.
            const parentItem = menu
              .getByRole('listitem')
              .filter({ has: page.getByRole('link', { name: parent.label[locale], exact: true }) });
            await expect(parentItem.getByRole('link', { name: category.label[locale], exact: true })).toBeVisible();
          }
        }
      });
    }
  }

  test('a computer shows the main categories in the header without the menu; a phone keeps them in the menu', async ({ page, request }) => {
    const main = (await shopCategories(request)).filter((category) => category.is_main);
    const nav = header(page).getByRole('navigation', { name: texts('fr').shell.header.categories });
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const path of [localizedPath('fr', 'home'), localizedPath('fr', 'recipes')]) {
      await page.goto(path);
      for (const category of main) await expect(nav.getByRole('link', { name: category.label.fr, exact: true })).toBeInViewport();
      expect(await coveredControls(page), path).toEqual([]);
    }
    await nav.getByRole('link', { name: main[1]!.label.fr, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(main[1]!.label.fr);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    await expect(header(page).getByRole('button', { name: texts('fr').shell.header.openMenu })).toBeInViewport();
  });

  test('the festival notice leads to the festival’s products while it shows', async ({ page }) => {
    const festival = seedCategories.find((category) => category.key === 'lemon-festival')!;
    await page.clock.install({ time: festivalDay });
    for (const locale of locales) {
      await page.goto(localizedPath(locale, 'recipes'));
      const link = page.getByTestId('festival-notice').getByRole('link', {
        name: fill(texts(locale).shell.festivalNotice.seeCategory, { name: festival.label[locale] }),
      });
      await expect(link).toBeInViewport();
      await link.click();
      await expect(page).toHaveURL(localizedPath(locale, 'category', { slug: festival.slug[locale] }));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(festival.label[locale]);
    }
  });

  for (const locale of locales) {
    test(`a category page says where it sits and lists what it holds (${locale})`, async ({ page }) => {
      const { catalog } = texts(locale);
      const giftIdeas = seedCategories.find((category) => category.key === 'gift-ideas')!;
      const boxes = seedCategories.find((category) => category.key === giftIdeas.parent)!;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(localizedPath(locale, 'category', { slug: boxes.slug[locale] }));
      const held = page.getByRole('navigation', { name: catalog.category.subCategories });
      await expect(held.getByRole('link', { name: giftIdeas.label[locale] })).toBeInViewport();
      await held.getByRole('link', { name: giftIdeas.label[locale] }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(giftIdeas.label[locale]);
      const breadcrumb = page.getByRole('navigation', { name: catalog.category.breadcrumb });
      await expect(breadcrumb).toBeInViewport();
      await expect(breadcrumb.getByRole('listitem')).toHaveText([catalog.category.home, boxes.label[locale], giftIdeas.label[locale]]);
      await expect(breadcrumb.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
      await breadcrumb.getByRole('link', { name: boxes.label[locale] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(boxes.label[locale]);
      await expect(page.getByRole('navigation', { name: catalog.category.breadcrumb }).getByRole('listitem')).toHaveText([
        catalog.category.home,
        boxes.label[locale],
      ]);
    });
  }
});

test.describe('the product of the month’s recipe', () => {
  for (const locale of locales) {
    test(`keeps its list’s items apart in the excerpt (${locale})`, async ({ page }) => {
      const monthly = seedProducts.find((product) => product.isMonthly)!;
      const recipe = seedRecipes.find((candidate) => candidate.key === monthly.recipes[0])!;
      const items = [...recipe.instructions[locale].matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) => item!.replace(/<[^>]+>/g, ''));
      await page.goto(localizedPath(locale, 'home'));
      const excerpt = page.locator('#produit-du-mois').getByTestId('monthly-recipe-excerpt');
      await excerpt.scrollIntoViewIfNeeded();
      await expect(excerpt).toContainText(`${items[0]}, ${items[1]}, ${items[2]}`);
    });
  }
});
