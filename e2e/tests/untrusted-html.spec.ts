import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// A description that tries everything: it must show as text and formatting, and run nothing.
const hostile = [
  '<p>Texte sûr <strong>en gras</strong>.</p>',
  '<script>window.__pwned = "script"</script>',
  '<img src="/nothing.png" onerror="window.__pwned = \'onerror\'">',
  '<p onmouseover="window.__pwned = \'handler\'">Survolez-moi</p>',
  '<a href="javascript:window.__pwned=\'link\'">Cliquez-moi</a>',
  '<iframe src="javascript:parent.__pwned=\'frame\'"></iframe>',
].join('');

/** The description shows its safe text and formatting; hovering and clicking what it holds runs nothing. */
async function expectInert(page: Page, dialogs: string[]) {
  const description = page.locator('article').getByText('Texte sûr');
  await expect(description).toBeVisible();
  await page.getByText('Survolez-moi').hover();
  await page.getByText('Cliquez-moi').click();

  const article = page.locator('main article').first();
  await expect(article.locator('script, iframe, img[onerror], [onmouseover]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test('a product description with scripts, event handlers or javascript: links renders inert, drawn by the server or by the browser', async ({
  page,
  newProduct,
}) => {
  const product = await newProduct({ description: hostile });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const sanitiserLoads: string[] = [];
  page.on('request', (sent) => sent.url().includes('/page-part-sanitize-html.') && sanitiserLoads.push(sent.url()));
  // The server draws it sanitised, and the browser takes it over as it is, without the sanitiser.
  await page.goto(`/fr/produit/${product.slug.fr}`);
  await expectInert(page, dialogs);
  expect(sanitiserLoads).toEqual([]);

  // Back to it from another page: the browser draws it itself, sanitised with the same rules.
  await page.getByRole('link', { name: 'L’Atelier du Citron, accueil' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.label.fr);
  await expectInert(page, dialogs);
  expect(sanitiserLoads).toHaveLength(1);
});
