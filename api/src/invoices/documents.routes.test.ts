import { issuedDocumentListResponseSchema, orderDocumentsResponseSchema } from '@lemon/staff-contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, sessionOf, staffSessionOf } from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { creditNoteFor, paidOrderOf, pdfText } from '../test-support/test-documents';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { refundCall } from '../test-support/test-refunds';
import { createTestUser } from '../test-support/test-users';
import { parisDay } from '@lemon/shared/contract';
import { loadConfig } from '../config/config';
import { takeDocumentNumber } from './document-numbers';
import { recordSellerIdentity } from './seller-identities.repository';

const seller = {
  SELLER_NAME: 'Citrons Réunis',
  SELLER_LEGAL_FORM: 'SAS',
  SELLER_SHARE_CAPITAL: '12 500 €',
  SELLER_ADDRESS: '7 quai Bonaparte, 06500 Menton, France',
  SELLER_SIRET: '123 456 789 00012',
  SELLER_RCS_CITY: 'Nice',
  SELLER_VAT_NUMBER: 'FR32123456789',
};

/** The identity the test shop runs with, as the server reads it from its settings. */
const sellerIdentity = loadConfig({ ...seller, NODE_ENV: 'test' }).seller;

/** Sequence of a number: `F-2026-000042` → 42. */
const sequenceOf = (number: string) => Number(number.slice(-6));
const today = parisDay(new Date());
const year = today.slice(0, 4);

describe.each(testEngines)('invoices, credit notes, packing slips and the export on %s', (engine) => {
  let shop: TestApp;
  let ownerToken: string;
  let staffToken: string;
  beforeAll(async () => {
    shop = await createTestApp(engine, { environment: seller });
    ownerToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    staffToken = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'staff' })).id);
  });
  afterAll(() => shop.close());

  const invoiceOf = (orderReference: string) =>
    shop.app.db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .select(['invoices.number', 'invoices.issued_on'])
      .where('orders.reference', '=', orderReference)
      .executeTakeFirst();
  const download = (url: string, token?: string) => call(shop.app, 'GET', url, { token });

  it('copies each product’s VAT rate to the order’s lines', async () => {
    const { order } = await paidOrderOf(shop.app, [
      { price: 2490, vatRate: 2000 },
      { price: 850, vatRate: 550, quantity: 2 },
    ]);
    const lines = await shop.app.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.vat_rate', 'order_lines.quantity'])
      .where('orders.reference', '=', order.reference)
      .orderBy('order_lines.id')
      .execute();
    expect(lines).toEqual([
      { vat_rate: 2000, quantity: 1 },
      { vat_rate: 550, quantity: 2 },
    ]);
  });

  it('issues an invoice when an order is paid, numbered after the last, and none before', async () => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId }]);
    const { order: unpaid } = placedOrder(await placeOrderCall(shop.app, customer));
    expect(await invoiceOf(unpaid.reference)).toBeUndefined();
    expect((await download(`/api/staff/orders/${unpaid.reference}/invoice.pdf`, staffToken)).statusCode).toBe(404);

    const first = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
    const second = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
    const [a, b] = [(await invoiceOf(first.order.reference))!, (await invoiceOf(second.order.reference))!];
    expect(a.number).toMatch(new RegExp(`^F-${year}-\\d{6}$`));
    expect(sequenceOf(b.number)).toBe(sequenceOf(a.number) + 1);
    expect(a.issued_on).toBe(today);
  });

  it('gives a number back when the transaction that took it fails: no gap', async () => {
    const before = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
    await expect(
      shop.app.db.transaction().execute(async (trx) => {
        await takeDocumentNumber(trx, 'invoice', new Date());
        throw new Error('the payment failed after numbering');
      }),
    ).rejects.toThrow('the payment failed');
    const after = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
    expect(sequenceOf((await invoiceOf(after.order.reference))!.number)).toBe(
      sequenceOf((await invoiceOf(before.order.reference))!.number) + 1,
    );
  });

  it('keeps an issued invoice as it was when the seller’s settings change: the next one takes the new identity', async () => {
    const before = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
    // The shop restarts with a new legal name (recordSellerIdentity runs as the server starts).
    await recordSellerIdentity(shop.app.db, { ...sellerIdentity, name: 'Citrons Réunis et Fils' });
    const after = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
    const textOf = async (reference: string) =>
      pdfText((await download(`/api/staff/orders/${reference}/invoice.pdf`, staffToken)).rawPayload);
    expect(await textOf(before.order.reference)).not.toContain('Citrons Réunis et Fils');
    expect(await textOf(before.order.reference)).toContain('Citrons Réunis');
    expect(await textOf(after.order.reference)).toContain('Citrons Réunis et Fils');
    await recordSellerIdentity(shop.app.db, sellerIdentity);
  });

  it('draws the invoice with the seller’s identity, the lines, the VAT per rate and the total, for the staff and the customer', async () => {
    // 24.90 € at 20 % and 2 × 8.50 € at 5.5 %, 10 % off, delivered to Menton.
    const { order, customer } = await paidOrderOf(
      shop.app,
      [
        { price: 2490, vatRate: 2000 },
        { price: 850, vatRate: 550, quantity: 2 },
      ],
      { discountPercent: 10 },
    );
    const { number } = (await invoiceOf(order.reference))!;
    const response = await download(`/api/staff/orders/${order.reference}/invoice.pdf`, staffToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const mention of [
      `Facture ${number}`,
      'Citrons Réunis',
      'SAS au capital de 12 500 €',
      '7 quai Bonaparte, 06500 Menton, France',
      'SIRET 12345678900012 – SIREN 123456789',
      'RCS Nice 123456789',
      'N° de TVA intracommunautaire : FR32123456789',
      'Camille Martin',
      '3 rue des Citrons',
      `Commande ${order.reference}`,
      'Date de la vente',
      'Facture acquittée le',
    ])
      expect(text).toContain(mention);
    expect(text).not.toMatch(/TVA non applicable/i);

    // Lines: unit prices excluding VAT (24.90 / 1.2 = 20.75; 8.50 / 1.055 = 8.06) and rates.
    expect(text).toMatch(/20,75 € 20 % 24,90 € 24,90 €/);
    expect(text).toMatch(/2 8,06 € 5,5 % 8,50 € 17,00 €/);
    // 41.90 € − 4.19 € (10 %): 24.90 → 2.49 off at 20 %, 17.00 → 1.70 off at 5.5 %; delivery follows the goods.
    const { data } = issuedDocumentListResponseSchema.parse(
      (await call(shop.app, 'GET', `/api/staff/invoices?from=${today}&to=${today}`, { token: ownerToken })).json(),
    );
    const listed = data.find((document) => document.number === number)!;
    expect(listed.total).toBe(order.total);
    expect(listed.vat_lines.reduce((sum, line) => sum + line.included, 0)).toBe(order.total);
    const money = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
    for (const line of listed.vat_lines)
      expect(text).toContain(`${line.rate === 2000 ? '20 %' : '5,5 %'} ${money(line.excluded)} ${money(line.vat)} ${money(line.included)}`);
    expect(text).toContain(`Total TTC ${money(order.total)}`);
    expect(text).toContain(`Remise -4,19 €`);

    // The customer downloads the same invoice; nobody else does.
    const own = await download(`/api/orders/${order.reference}/invoice.pdf`, customer.token);
    expect(own.statusCode).toBe(200);
    expect(await pdfText(own.rawPayload)).toContain(`Facture ${number}`);
    const stranger = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
    expect((await download(`/api/orders/${order.reference}/invoice.pdf`, stranger)).statusCode).toBe(404);
    expect((await download(`/api/orders/${order.reference}/invoice.pdf`, staffToken)).statusCode).toBe(404);
    expect((await download(`/api/orders/${order.reference}/invoice.pdf`)).statusCode).toBe(401);
  });

  it('writes the invoice in the order’s language', async () => {
    const { order } = await paidOrderOf(shop.app, [{ price: 1990, vatRate: 550 }], { locale: 'it', method: 'pickup' });
    const { number } = (await invoiceOf(order.reference))!;
    const text = await pdfText((await download(`/api/staff/orders/${order.reference}/invoice.pdf`, staffToken)).rawPayload);
    expect(text).toContain(`Fattura ${number}`);
    expect(text).toContain('Ritiro in negozio');
    expect(text).toContain('Riepilogo IVA');
    expect(text).toContain('Partita IVA intracomunitaria: FR32123456789');
  });

  it('issues a numbered credit note for a succeeded refund, referring to the invoice', async () => {
    const { order, customer } = await paidOrderOf(shop.app, [
      { price: 2490, vatRate: 2000 },
      { price: 850, vatRate: 550, quantity: 2 },
    ]);
    const invoice = (await invoiceOf(order.reference))!;
    const note = await creditNoteFor(shop.app, order.reference, 850, [{ index: 1, quantity: 1, amount: 850 }]);
    expect(note.number).toMatch(new RegExp(`^A-${year}-\\d{6}$`));
    const second = await creditNoteFor(shop.app, order.reference, 1000);
    expect(sequenceOf(second.number)).toBe(sequenceOf(note.number) + 1);

    const documents = orderDocumentsResponseSchema.parse(
      (await call(shop.app, 'GET', `/api/staff/orders/${order.reference}/documents`, { token: staffToken })).json(),
    ).data;
    expect(documents).toEqual({
      invoice: { number: invoice.number, issued_on: today, total: order.total },
      credit_notes: [
        { number: note.number, issued_on: today, total: 850 },
        { number: second.number, issued_on: today, total: 1000 },
      ],
      packing_slip: true,
    });

    const response = await download(`/api/staff/orders/${order.reference}/credit-notes/${note.number}.pdf`, staffToken);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Avoir ${note.number}`);
    expect(text).toContain(`Se rapporte à la facture ${invoice.number}`);
    expect(text).toContain('Montant remboursé TTC 8,50 €');
    // 8.50 € at 5.5 %: 8.06 € + 0.44 €.
    expect(text).toContain('5,5 % 8,06 € 0,44 € 8,50 €');
    expect(text).toContain('SIRET 12345678900012');

    expect((await download(`/api/orders/${order.reference}/credit-notes/${note.number}.pdf`, customer.token)).statusCode).toBe(200);
    const stranger = await sessionOf(shop.app, (await createTestUser(shop.app.db)).id);
    expect((await download(`/api/orders/${order.reference}/credit-notes/${note.number}.pdf`, stranger)).statusCode).toBe(404);
    // Another order's credit note is not this order's.
    const other = await paidOrderOf(shop.app, [{ price: 1000, vatRate: 2000 }]);
    expect((await download(`/api/staff/orders/${other.order.reference}/credit-notes/${note.number}.pdf`, staffToken)).statusCode).toBe(404);
    expect((await download(`/api/staff/orders/${order.reference}/credit-notes/F-2026-000001.pdf`, staffToken)).statusCode).toBe(404);
  });

  it('numbers a credit note when a refund through the provider succeeds', async () => {
    const { order } = await paidOrderOf(shop.app, [{ price: 2490, vatRate: 2000, quantity: 2 }]);
    const invoice = (await invoiceOf(order.reference))!;
    const response = await refundCall(
      shop.app,
      order.reference,
      { amount: 1000, restock: false, reason: 'Colis abîmé' },
      { token: ownerToken },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { data } = orderDocumentsResponseSchema.parse(
      (await call(shop.app, 'GET', `/api/staff/orders/${order.reference}/documents`, { token: staffToken })).json(),
    );
    expect(data.invoice?.number).toBe(invoice.number);
    expect(data.credit_notes).toEqual([{ number: expect.stringMatching(new RegExp(`^A-${year}-\\d{6}$`)), issued_on: today, total: 1000 }]);
    const text = await pdfText(
      (await download(`/api/staff/orders/${order.reference}/credit-notes/${data.credit_notes[0]!.number}.pdf`, staffToken)).rawPayload,
    );
    // The reason is the staff's note: the customer's document never shows it.
    expect(text).not.toContain('Colis abîmé');
    expect(text).not.toContain('Motif');
    expect(text).toContain('20 % 8,33 € 1,67 € 10,00 €');
  });

  it('draws a packing slip without prices: lines, quantities and where it goes', async () => {
    const { order } = await paidOrderOf(shop.app, [
      { price: 2490, vatRate: 2000, quantity: 3 },
      { price: 850, vatRate: 550 },
    ]);
    const response = await download(`/api/staff/orders/${order.reference}/packing-slip.pdf`, staffToken);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Bon de livraison – ${order.reference}`);
    expect(text).toContain('Livrer à Camille Martin 3 rue des Citrons 06500 Menton FR');
    expect(text).toMatch(/Citron d’essai \w+ – Format 1 3/);
    expect(text).toContain('4 article(s)');
    expect(text).not.toContain('€');

    const pickup = await paidOrderOf(shop.app, [{ price: 990, vatRate: 550 }], { method: 'pickup' });
    expect(
      await pdfText((await download(`/api/staff/orders/${pickup.order.reference}/packing-slip.pdf`, staffToken)).rawPayload),
    ).toContain('Retrait en boutique');
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5] })).variationIds as [number];
    const { order: unpaid } = placedOrder(await placeOrderCall(shop.app, await customerWithCart(shop.app, [{ variationId }])));
    expect((await download(`/api/staff/orders/${unpaid.reference}/packing-slip.pdf`, staffToken)).statusCode).toBe(409);
  });

  it('exports the day’s invoices and credit notes as a French CSV whose totals equal the invoices’', async () => {
    const mixed = await paidOrderOf(
      shop.app,
      [
        { price: 3333, vatRate: 2000 },
        { price: 777, vatRate: 550, quantity: 3 },
      ],
      { discountPercent: 15 },
    );
    await creditNoteFor(shop.app, mixed.order.reference, 1234);
    const response = await download(`/api/staff/exports/orders.csv?from=${today}&to=${today}`, ownerToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ventes-${today}-${today}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: Record<string, string>[] = parse(response.rawPayload, { bom: true, delimiter: ';', columns: true });
    const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

    // Each order's lines: one per VAT rate, adding up to what its invoice charged.
    const { data: listed, meta } = issuedDocumentListResponseSchema.parse(
      (await call(shop.app, 'GET', `/api/staff/invoices?from=${today}&to=${today}`, { token: ownerToken })).json(),
    );
    const invoices = await shop.app.db
      .selectFrom('invoices')
      .innerJoin('orders', 'orders.id', 'invoices.order_id')
      .select(['invoices.number', 'orders.total', 'orders.reference'])
      .where('invoices.issued_on', '=', today)
      .execute();
    expect(invoices.length).toBeGreaterThan(3);
    for (const invoice of invoices) {
      const lines = rows.filter((row) => row['Numéro'] === invoice.number);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => line['Type'] === 'Facture' && line['Commande'] === invoice.reference)).toBe(true);
      expect(lines.reduce((sum, line) => sum + cents(line['Total TTC']!), 0)).toBe(invoice.total);
      for (const line of lines) expect(cents(line['Base HT']!) + cents(line['TVA']!)).toBe(cents(line['Total TTC']!));
    }
    const mixedLines = rows.filter((row) => row['Commande'] === mixed.order.reference && row['Type'] === 'Facture');
    expect(mixedLines.map((line) => line['Taux de TVA (%)'])).toEqual(['20', '5,5']);
    expect(mixedLines[0]!['Total TTC']).toMatch(/^\d+,\d\d$/);
    expect(mixedLines[0]!['Moyen de paiement']).toBe('test');
    expect(mixedLines[0]!['Client']).toBe('Camille Martin');

    // Credit notes: negative lines referring to their invoice.
    const creditLines = rows.filter((row) => row['Type'] === 'Avoir' && row['Commande'] === mixed.order.reference);
    expect(creditLines.reduce((sum, line) => sum + cents(line['Total TTC']!), 0)).toBe(-1234);
    expect(
      creditLines.every((line) => line['Facture d’origine'] === listed.find((d) => d.order_reference === mixed.order.reference)!.number),
    ).toBe(true);

    // The whole CSV adds up to the invoices less the credit notes, as the list says.
    const creditNotes = await shop.app.db
      .selectFrom('credit_notes')
      .innerJoin('refunds', 'refunds.id', 'credit_notes.refund_id')
      .select('refunds.amount')
      .execute();
    const expected = invoices.reduce((sum, invoice) => sum + invoice.total, 0) - creditNotes.reduce((sum, note) => sum + note.amount, 0);
    expect(rows.reduce((sum, row) => sum + cents(row['Total TTC']!), 0)).toBe(expected);
    expect(meta.totals.included).toBe(expected);
    expect(meta.totals.excluded + meta.totals.vat).toBe(expected);

    // Another period holds none of them.
    const empty = await download('/api/staff/exports/orders.csv?from=2020-01-01&to=2020-01-31', ownerToken);
    expect(parse(empty.rawPayload, { bom: true, delimiter: ';', columns: true })).toEqual([]);
  });

  it('writes a customer’s name that starts like a formula as text, and its amounts still as numbers that add up', async () => {
    const names = ['=HYPERLINK("http://x","y")', '+33 1 23', '-2+3', '@SUM(A1)', '\tTab', '\rRetour'];
    const references: string[] = [];
    for (const name of names) {
      const { order } = await paidOrderOf(shop.app, [{ price: 1250, vatRate: 2000 }], {
        method: 'pickup',
        buyer: { first_name: name, last_name: 'Client' },
      });
      references.push(order.reference);
    }
    const response = await download(`/api/staff/exports/orders.csv?from=${today}&to=${today}`, ownerToken);
    const rows: Record<string, string>[] = parse(response.rawPayload, { bom: true, delimiter: ';', columns: true });
    const theirs = references.map((reference) => rows.find((row) => row['Commande'] === reference)!);
    expect(theirs.map((row) => row['Client'])).toEqual(names.map((name) => `'${name} Client`));
    // The amounts stay numbers: no quote before them, and they add up to what was paid.
    const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
    expect(theirs.map((row) => row['Total TTC'])).toEqual(names.map(() => '12,50'));
    expect(theirs.reduce((sum, row) => sum + cents(row['Base HT']!) + cents(row['TVA']!), 0)).toBe(1250 * names.length);
    const credit = await creditNoteFor(shop.app, references[2]!, 250);
    const creditRows: Record<string, string>[] = parse(
      (await download(`/api/staff/exports/orders.csv?from=${today}&to=${today}`, ownerToken)).rawPayload,
      { bom: true, delimiter: ';', columns: true },
    );
    const creditRow = creditRows.find((row) => row['Numéro'] === credit.number);
    expect(creditRow).toMatchObject({ Client: "'-2+3 Client", 'Total TTC': '-2,50' });
  });

  it('refuses a period that ends before it starts or is longer than a year, and is the owner’s only', async () => {
    const refused = await download(`/api/staff/exports/orders.csv?from=2026-02-01&to=2026-01-01`, ownerToken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { from: ['date_order'] } });
    expect((await download(`/api/staff/invoices?from=2024-01-01&to=2026-01-01`, ownerToken)).json()).toMatchObject({
      errors: { from: ['date_range'] },
    });
    expect((await download(`/api/staff/exports/orders.csv?from=${today}&to=${today}`, staffToken)).statusCode).toBe(403);
    // Without a period: this month.
    const { meta } = issuedDocumentListResponseSchema.parse((await download('/api/staff/invoices', ownerToken)).json());
    expect(meta.from).toBe(`${today.slice(0, 7)}-01`);
    expect(meta.to.slice(0, 7)).toBe(today.slice(0, 7));
  });
});
