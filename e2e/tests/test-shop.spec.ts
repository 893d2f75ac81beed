import { expect, test } from '../support/fixtures';
import { expectShownBy, openMenu } from '../support/shop-page';
import { texts } from '../support/translations';

// The browser tests run a test shop (PAYMENTS=test): every page says, in its language, that no payment is taken.
const notice = {
  fr: 'Boutique de test : aucun paiement n’est encaissé.',
  en: 'Test shop: no payment is taken.',
  it: 'Negozio di prova: nessun pagamento viene addebitato.',
};

test.describe('a test shop', () => {
  test('says on every page, in the page’s language, that no payment is taken', async ({ page }) => {
    for (const [address, locale] of [
      ['/fr', 'fr'],
      ['/en/panier', 'en'],
      ['/it/contact', 'it'],
      ['/reset-password', 'fr'],
    ] as const) {
      await page.goto(address);
      const shown = page.getByText(notice[locale], { exact: true });
      await expect(shown, address).toBeInViewport();
      // One language at a time.
      for (const other of Object.values(notice).filter((text) => text !== notice[locale]))
        await expect(page.getByText(other, { exact: true }), address).toBeHidden();
      // Above the header: nothing covers it, and it covers nothing.
      const [noticeBox, headerBox] = [await shown.boundingBox(), await page.getByRole('banner').boundingBox()];
      expect(noticeBox!.y + noticeBox!.height, address).toBeLessThanOrEqual(headerBox!.y + 0.5);
    }
  });

  test('follows the shopper’s change of language', async ({ page }) => {
    await page.goto('/fr/a-propos');
    await expectShownBy(page, 'content', texts('fr').pages.about.title);
    await expect(page.getByText(notice.fr, { exact: true })).toBeVisible();
    await openMenu(page, 'fr');
    await page.getByRole('dialog').getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL('/it/a-propos');
    await expect(page.getByText(notice.it, { exact: true })).toBeVisible();
    await expect(page.getByText(notice.fr, { exact: true })).toBeHidden();
  });
});
