import { formatPrice } from '@lemon/shop-format';
import { shop as shopIdentity } from '@lemon/kit/shop';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPayment } from '../payments/apply-payment';
import { reportPayment } from '../payments/report-payment';
import { createMailingTestApp, mailsTo, type MailingTestApp } from '../test-support/test-accounts';
import { createTestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { addAddressOf, customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';

const shopMailbox = 'boutique@example.com';

/** The customer's click on "pay" on the test provider's page. */
const payOnTestPage = (app: FastifyInstance, reference: string, token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/test/${reference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, outcome: 'success' }).toString(),
  });

const euros120 = formatPrice(120_00);
const euros0 = formatPrice(0);

describe.each(testEngines)('the shop’s mail for each new paid order on %s', (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine, { environment: { SHOP_EMAIL: shopMailbox } });
  });
  afterAll(() => shop.close());

  /** An order of 2 units of a 60 € variation placed in English, awaiting its payment on the test provider's page. */
  async function orderAwaitingPayment(method: 'shipping' | 'pickup') {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5], prices: [60_00] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }], { locale: 'en' });
    const address_id = method === 'shipping' ? await addAddressOf(shop.app.db, customer.id) : undefined;
    const { order, paymentUrl } = placedOrder(
      await placeOrderCall(shop.app, customer, { locale: 'en', delivery_method: method, address_id }),
    );
    return { customer, order, token: new URL(paymentUrl, 'https://shop.example').searchParams.get('token')! };
  }
  const pay = (reference: string, token: string) => payOnTestPage(shop.app, reference, token);
  const mailsAbout = async (reference: string) => (await mailsTo(shop, shopMailbox)).filter((mail) => mail.subject.includes(reference));

  it('tells the shop, in French, who ordered what, how it leaves, and links to the order’s page', async () => {
    const { order, customer, token } = await orderAwaitingPayment('pickup');
    expect((await pay(order.reference, token)).statusCode).toBe(303);
    const [mail, ...more] = await mailsAbout(order.reference);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Nouvelle commande ${order.reference} : ${euros120}`);
    expect(mail!.text).toContain(`Camille Martin (${customer.email}) a payé la commande ${order.reference} : ${euros120}.`);
    expect(mail!.text).toMatch(new RegExp(`2 × Citron d’essai \\w+ \\(Format 1\\): ${euros120}`));
    expect(mail!.text).toContain(`Retrait en boutique: ${euros0}`);
    expect(mail!.text).toContain(`Total TTC: ${euros120}`);
    expect(mail!.text).toContain('À retirer en boutique');
    const link = `https://shop.example/fr/gestion/commandes/${order.reference}`;
    expect(mail!.text).toContain(`Ouvrir la commande: ${link}`);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('<html lang="fr">');
    // The customer gets their own confirmation, in their language.
    expect((await mailsTo(shop, customer.email)).map((sent) => sent.subject)).toEqual([`Your order ${order.reference} is confirmed`]);
  });

  it('names the delivery address of a home delivery', async () => {
    const { order, token } = await orderAwaitingPayment('shipping');
    await pay(order.reference, token);
    const [mail] = await mailsAbout(order.reference);
    expect(mail!.text).toContain('À expédier à : Camille Martin, 3 rue des Citrons, 06500 Menton, FR.');
  });

  it('sends it once per order, however often the payment is reported', async () => {
    const { order, token } = await orderAwaitingPayment('pickup');
    await Promise.all([pay(order.reference, token), pay(order.reference, token)]);
    // The provider reporting the same payment again, and a second report racing the first.
    const again = await shop.app.db.transaction().execute((trx) => applyPayment(trx, order.reference));
    expect(again.kind).toBe('already_paid');
    const row = await shop.app.db.selectFrom('orders').selectAll().where('reference', '=', order.reference).executeTakeFirstOrThrow();
    await Promise.all([
      reportPayment(shop.app, { kind: 'paid', order: row }, 'test'),
      reportPayment(shop.app, { kind: 'paid', order: row }, 'test'),
    ]);
    expect(await mailsAbout(order.reference)).toHaveLength(1);
  });

  it('goes to the shop identity’s address unless SHOP_EMAIL says otherwise', async () => {
    const plain = await createTestApp(engine);
    try {
      expect(plain.app.shopEmail).toBe(shopIdentity.email);
    } finally {
      await plain.close();
    }
    expect(shop.app.shopEmail).toBe(shopMailbox);
  });
});

describe.each(testEngines)('a paid order whose shop mail cannot go on %s', (engine) => {
  it('stays paid, and the failure is logged', async () => {
    // Nothing listens on port 9: every message fails.
    const shop = await createTestApp(engine, { smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5] })).variationIds as [number];
      const customer = await customerWithCart(shop.app, [{ variationId, quantity: 1 }]);
      const { order, paymentUrl } = placedOrder(await placeOrderCall(shop.app, customer));
      const response = await payOnTestPage(
        shop.app,
        order.reference,
        new URL(paymentUrl, 'https://shop.example').searchParams.get('token')!,
      );
      expect(response.headers.location).toBe(`/fr?order=success&reference=${order.reference}`);
      await shop.app.mailsInFlight();
      const { status } = await shop.app.db
        .selectFrom('orders')
        .select('status')
        .where('reference', '=', order.reference)
        .executeTakeFirstOrThrow();
      expect(status).toBe('paid');
      expect(shop.logs.find('e-mail not sent', 'error').map((line) => String(line.subject))).toContain(
        `Nouvelle commande ${order.reference} : ${formatPrice(order.total)}`,
      );
    } finally {
      await shop.close();
    }
  });
});
