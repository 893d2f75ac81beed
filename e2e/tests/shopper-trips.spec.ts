// What new shoppers tripped on, tried as they shop: on a phone and on a computer, in the shop's three languages,
// each asserted as the shopper sees it (on screen, not only in the page).
import { localizedPath } from '@lemon/shared/routes';
import type { Locale } from '@lemon/shared/locales';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { texts } from '../support/translations';

const locales: Locale[] = ['fr', 'en', 'it'];

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
