import { randomUUID } from 'node:crypto';
import type { Locale } from '@lemon/shared/locales';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import { issueCreditNote } from '../invoices/invoices.repository';
import { createTestPromo } from './test-promos';
import { addAddressOf, customerWithCart, placedOrder, placeOrderCall, type TestCustomer } from './test-orders';
import { createTestProduct } from './test-products';

/** A line to order: a product of its own at this price (cents, VAT included) and VAT rate. */
export interface LineToOrder {
  price: number;
  vatRate: number;
  quantity?: number;
}

/** The test provider's payment of an order, as the person clicking "Pay" on its page sends it. */
export async function payWithTestProvider(app: FastifyInstance, reference: string, paymentUrl: string): Promise<void> {
  const token = new URL(paymentUrl, 'https://shop.example').searchParams.get('token')!;
  const response = await app.inject({
    method: 'POST',
    url: `/api/payments/test/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, outcome: 'success' }).toString(),
  });
  expect(response.headers.location).toMatch(/order=success/);
}

/**
 * A customer of their own who ordered these lines (shipped to Menton, or picked up), with a promo code of
 * `discountPercent` % when given, and paid with the test provider: the order has its invoice.
 */
export async function paidOrderOf(
  app: FastifyInstance,
  lines: LineToOrder[],
  {
    method = 'shipping',
    locale = 'fr',
    discountPercent,
    buyer,
  }: { method?: 'shipping' | 'pickup'; locale?: Locale; discountPercent?: number; buyer?: { first_name: string; last_name: string } } = {},
) {
  const variations = [];
  for (const line of lines) {
    const [variationId] = (await createTestProduct(app.db, { stocks: [100], prices: [line.price], vatRate: line.vatRate }))
      .variationIds as [number];
    variations.push({ variationId, quantity: line.quantity ?? 1 });
  }
  const customer: TestCustomer = await customerWithCart(app, variations, { locale });
  // The name the invoice is issued to (it keeps it as issued).
  if (buyer) await app.db.updateTable('users').set(buyer).where('id', '=', customer.id).execute();
  if (discountPercent !== undefined) {
    const promo = await createTestPromo(app.db, { value: discountPercent });
    await app.db.updateTable('carts').set({ promo_code_id: promo.id }).where('uuid', '=', customer.cartId).execute();
  }
  const address_id = method === 'shipping' ? await addAddressOf(app.db, customer.id) : undefined;
  const { order, paymentUrl } = placedOrder(await placeOrderCall(app, customer, { delivery_method: method, address_id, locale }));
  await payWithTestProvider(app, order.reference, paymentUrl);
  return { order, customer, variations };
}

/** A PDF's text, its pages joined, every run of spaces (no-break ones too) as one space. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A refund of the order that succeeded (as the refunds' code records one), of `amount` and these lines (by index), and its credit note. */
export function creditNoteFor(
  app: FastifyInstance,
  orderReference: string,
  amount: number,
  lines: { index: number; quantity: number; amount: number }[] = [],
) {
  return app.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select('id').where('reference', '=', orderReference).executeTakeFirstOrThrow();
    const orderLines = await trx.selectFrom('order_lines').select('id').where('order_id', '=', order.id).orderBy('id').execute();
    const refund = await trx
      .insertInto('refunds')
      .values({
        order_id: order.id,
        amount,
        reason: 'Pot arrivé fêlé',
        provider: 'test',
        provider_reference: `test-refund-${randomUUID()}`,
        idempotency_key: randomUUID(),
        status: 'succeeded',
        settled_at: new Date(),
        created_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (lines.length)
      await trx
        .insertInto('refund_lines')
        .values(
          lines.map((line) => ({
            refund_id: refund.id,
            order_line_id: orderLines[line.index]!.id,
            quantity: line.quantity,
            amount: line.amount,
          })),
        )
        .execute();
    return issueCreditNote(trx, refund.id, new Date());
  });
}
