import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parisDay } from '@lemon/shared/contract';
import { createOrderResponseSchema } from '@lemon/orders-contract';
import { localizedPath } from '@lemon/shared/routes';
import type { APIRequestContext, Download } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { issueAccessToken } from '../../api/src/sessions/access-tokens';
import { seriousViolations } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { slot } from '../support/shop-page';
import { fill, texts } from '../support/translations';

// Invoices, the accountant's export and the customer's invoice, across the composed site.
const t = texts('fr');

/** A PDF's text, every run of spaces (no-break ones too) as one space. */
async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** An order of this product placed by the customer (pickup), then paid on the test provider's page: it has its invoice. */
async function paidOrder(request: APIRequestContext, customerToken: string, variationId: number): Promise<string> {
  const authorization = `Bearer ${customerToken}`;
  const added = await request.post('/api/add-to-cart', {
    data: { product_variation_id: variationId, quantity: 1 },
    headers: { authorization },
  });
  expect(added.status()).toBe(200);
  const { data: cart } = (await added.json()) as { data: { uuid: string } };
  const placed = await request.post('/api/orders', {
    data: { cart_id: cart.uuid, delivery_method: 'pickup', accept_terms: true },
    headers: { authorization, 'idempotency-key': randomUUID().replaceAll('-', '') },
  });
  expect(placed.status()).toBe(201);
  const { data: order, meta } = createOrderResponseSchema.parse(await placed.json());
  const token = new URL(meta.payment_url, 'http://shop').searchParams.get('token')!;
  const paid = await request.post(`/api/payments/test/${order.reference}`, { form: { token, outcome: 'success' }, maxRedirects: 0 });
  expect(paid.headers().location).toContain('order=success');
  return order.reference;
}

/** The order's invoice number, as the staff's call for its documents gives it. */
async function invoiceNumberOf(request: APIRequestContext, staffToken: string, reference: string): Promise<string> {
  const answer = await request.get(`/api/staff/orders/${reference}/documents`, { headers: { authorization: `Bearer ${staffToken}` } });
  return ((await answer.json()) as { data: { invoice: { number: string } } }).data.invoice.number;
}

/** What the test's product sells for: 24.90 € at 20 %, 20.75 € and 4.15 € of VAT. */
const price = 24_90;
const vatLine = '20 % 20,75 € 4,15 € 24,90 €';
const today = parisDay(new Date());

for (const [device, viewport] of [
  ['a computer', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('the owner downloads an order’s invoice from its page: its number, VAT lines and total', async ({
      page,
      owner: _loggedIn,
      account,
      shopDatabase,
      staffToken,
      newProduct,
      request,
    }) => {
      const product = await newProduct({ stocks: [5], prices: [price] });
      const customerToken = await issueAccessToken(shopDatabase, account.id);
      const reference = await paidOrder(request, customerToken, product.product_variations[0]!.id);
      const number = await invoiceNumberOf(request, staffToken, reference);

      await page.goto(localizedPath('fr', 'adminOrder', { reference }));
      const documents = slot(page, 'admin').getByRole('region', { name: t.admin.documents.heading });
      const button = documents.getByRole('button', { name: fill(t.admin.documents.invoice, { number }) });
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`${number}.pdf`);
      const text = await pdfText(download);
      expect(text).toContain(`Facture ${number}`);
      expect(text).toContain(`Commande ${reference}`);
      expect(text).toContain(vatLine);
      expect(text).toContain('Total TTC 24,90 €');
      expect(text).toContain('N° de TVA intracommunautaire');
      await expect(documents.getByRole('button', { name: t.admin.documents.packingSlip })).toBeVisible();
    });

    test('the accounting page lists the day’s invoice and its CSV holds the order, with no serious accessibility fault', async ({
      page,
      owner: _loggedIn,
      account,
      shopDatabase,
      staffToken,
      newProduct,
      request,
    }) => {
      const product = await newProduct({ stocks: [5], prices: [price] });
      const reference = await paidOrder(request, await issueAccessToken(shopDatabase, account.id), product.product_variations[0]!.id);
      const number = await invoiceNumberOf(request, staffToken, reference);

      await page.goto(`${localizedPath('fr', 'adminAccounting')}?from=${today}&to=${today}`);
      const accounting = slot(page, 'admin');
      const table = accounting.getByRole('table', { name: t.admin.accounting.documents });
      await expect(table.getByRole('row').filter({ hasText: number })).toContainText(reference);
      expect(await seriousViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        accounting.getByRole('button', { name: t.admin.accounting.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`ventes-${today}-${today}.csv`);
      const rows: Record<string, string>[] = parse(await readFile((await download.path())!), { bom: true, delimiter: ';', columns: true });
      expect(rows.filter((row) => row['Commande'] === reference)).toEqual([
        expect.objectContaining({ Numéro: number, 'Taux de TVA (%)': '20', 'Base HT': '20,75', TVA: '4,15', 'Total TTC': '24,90' }),
      ]);

      // Last month, one tap away: the period moves, the address keeps it.
      await accounting.getByRole('button', { name: t.admin.accounting.lastMonth }).click();
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=/);
      await expect(accounting.getByRole('row').filter({ hasText: number })).toHaveCount(0);
    });

    test('the customer downloads their invoice from their account', async ({ page, shopper, staffToken, newProduct, request }) => {
      const product = await newProduct({ stocks: [5], prices: [price] });
      const reference = await paidOrder(request, shopper.token, product.product_variations[0]!.id);
      const number = await invoiceNumberOf(request, staffToken, reference);

      await page.goto(`${localizedPath('fr', 'account')}?tab=orders`);
      const card = page.getByTestId('order').filter({ hasText: reference });
      await card.getByRole('button', { name: fill(t.account.orders.reference, { reference }) }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: fill(t.account.orders.invoice.downloadLabel, { reference }) }).click(),
      ]);
      const text = await pdfText(download);
      expect(text).toContain(`Facture ${number}`);
      expect(text).toContain('Total TTC 24,90 €');

      // Nobody else gets it from the customer's address, not even the staff (they have their own).
      const staffAsking = await request.get(`/api/orders/${reference}/invoice.pdf`, { headers: { authorization: `Bearer ${staffToken}` } });
      expect(staffAsking.status()).toBe(404);
    });
  });
}
