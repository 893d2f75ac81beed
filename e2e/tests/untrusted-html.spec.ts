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

test('a product description with scripts, event handlers or javascript: links renders inert', async ({ page, newProduct }) => {
  const product = await newProduct({ description: hostile });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/fr/produit/${product.slug.fr}`);
  const description = page.locator('article').getByText('Texte sûr');
  await expect(description).toBeVisible();
  await page.getByText('Survolez-moi').hover();
  await page.getByText('Cliquez-moi').click();

  const article = page.locator('main article').first();
  await expect(article.locator('script, iframe, img[onerror], [onmouseover]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
