import { localizedPath } from '@lemon/shared/routes';
import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { paidOrder } from '../support/paid-orders';
import { phone } from '../support/screens';
import { slot } from '../support/shop-page';

// The back office on the owner's phone: the frame leaves the screen to the page (the first row of a list in the
// first screen), and no control fixed to the screen covers another one.
test.use(phone);

const admin = (page: Page) => slot(page, 'admin');

/**
 * The controls of the page that something fixed to the screen covers (a floating button, a banner): "fixed thing →
 * covered control". What is stuck in the page's flow while it scrolls (the header, a form's save bar) is part of
 * the page: what passes under it comes out again with the scroll.
 */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const floating = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      const { position, display, visibility } = getComputedStyle(element);
      return position === 'fixed' && display !== 'none' && visibility !== 'hidden';
    });
    const controls = [
      ...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select, main textarea'),
    ].filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden');
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    return floating.flatMap((fixed) =>
      controls
        .filter((control) => !fixed.contains(control) && !control.contains(fixed))
        .filter((control) => overlap(fixed.getBoundingClientRect(), control.getBoundingClientRect()))
        .map((control) => `${name(fixed)} → ${name(control)}`),
    );
  });

async function expectNothingCovered(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await coveredControls(page), 'at the top').toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // After the scroll, what shows on scrolling (a back-to-top button) has had the time to show.
  await page.waitForTimeout(300);
  expect(await coveredControls(page), 'at the bottom').toEqual([]);
}

const pages = [
  'adminToday',
  'adminOrders',
  'adminStock',
  'adminMessages',
  'adminProducts',
  'adminCategories',
  'adminRecipes',
  'adminHomePage',
  'adminSearchSynonyms',
  'adminPromoCodes',
  'adminAccounting',
  'adminJournal',
  'adminTeam',
  'adminCustomers',
] as const;

const attachScreenshot = async (page: Page, testInfo: TestInfo, name: string) =>
  testInfo.attach(`${name} on a phone`, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });

test('every back-office page: no fixed control covers a button, at the top or the bottom of the page', async ({
  page,
  owner: _loggedIn,
}, testInfo) => {
  test.setTimeout(120_000);
  // No call fails on the way (a staff member without a cart was once answered a 404 on every page).
  const failedCalls: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) failedCalls.push(`${response.status()} ${url.pathname}`);
  });
  for (const route of pages) {
    await page.goto(localizedPath('fr', route));
    await expect(admin(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectNothingCovered(page);
    if (route === 'adminToday' || route === 'adminTeam') {
      await page.evaluate(() => window.scrollTo(0, 0));
      await attachScreenshot(page, testInfo, route === 'adminToday' ? 'Today' : 'The team page');
    }
  }
  await page.goto(localizedPath('fr', 'adminProduct', { id: 'nouveau' }));
  await expect(admin(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expectNothingCovered(page);
  expect(await seriousViolations(page), 'adminProduct').toEqual([]);
  expect(failedCalls).toEqual([]);
});

test('the first row of the orders and of the stock shows in the first screen, an order’s next step too', async ({
  page,
  request,
  owner: _loggedIn,
  shopDatabase,
}, testInfo) => {
  const { order } = await paidOrder(request, shopDatabase, 'pickup');
  const inFirstScreen = async (locator: ReturnType<Page['locator']>) => {
    await expect(locator).toBeVisible();
    expect((await locator.boundingBox())!.y + 44).toBeLessThanOrEqual(phone.viewport.height);
  };
  await page.goto(localizedPath('fr', 'adminOrders'));
  await inFirstScreen(admin(page).getByTestId('order-row').first());
  await page.goto(localizedPath('fr', 'adminStock'));
  await inFirstScreen(admin(page).getByRole('list', { name: 'Stock', exact: true }).getByRole('listitem').first());
  await attachScreenshot(page, testInfo, 'The stock list');
  await page.goto(localizedPath('fr', 'adminOrder', { reference: order.reference }));
  await inFirstScreen(admin(page).getByTestId('next-step').getByRole('button').first());
  await attachScreenshot(page, testInfo, 'An order');
});
