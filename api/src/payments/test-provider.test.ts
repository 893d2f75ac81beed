import { formatPrice } from '@lemon/shop-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMailingTestApp, mailsTo, type MailingTestApp } from '../test-support/test-accounts';
import { addToCart, cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall, stockOf, type TestCustomer } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { createTestPromo } from '../test-support/test-promos';

describe.each(testEngines)('the built-in test payment provider on %s', (engine) => {
  let shop: MailingTestApp;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());

  /** A customer who placed an order for 2 units (of 5), and its payment page. */
  async function orderAwaitingPayment(locale = 'fr') {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5], prices: [60_00] })).variationIds as [number];
    const customer = await customerWithCart(shop.app, [{ variationId, quantity: 2 }], { locale });
    const { order, paymentUrl } = placedOrder(await placeOrderCall(shop.app, customer, { locale: locale as 'fr' }));
    return { customer, order, paymentUrl, variationId, token: new URL(paymentUrl, 'https://shop.example').searchParams.get('token')! };
  }

  const choose = (reference: string, token: string, outcome: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/payments/test/${reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, outcome }).toString(),
    });
  const statusOf = async (reference: string) =>
    await shop.app.db.selectFrom('orders').select(['status', 'paid_at']).where('reference', '=', reference).executeTakeFirstOrThrow();
  const cartLinesOf = async (customer: TestCustomer) =>
    cartOf(await call(shop.app, 'GET', `/api/carts/${customer.cartId}`, { token: customer.token })).cart_items.map((line) => line.quantity);

  it('shows the order and its amount in the order’s language, only with the link’s secret', async () => {
    const { order, paymentUrl } = await orderAwaitingPayment('it');
    const page = await shop.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain(`Ordine ${order.reference}`);
    expect(page.body).toContain('120,00');
    expect(page.body).toMatch(/Paga \(pagamento riuscito\)/);
    const wrong = await shop.app.inject({ method: 'GET', url: `/api/payments/test/${order.reference}?token=guess` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain(order.reference);
  });

  it('a successful payment marks the order paid once, empties the cart of it and e-mails the confirmation', async () => {
    const { customer, order, token, variationId } = await orderAwaitingPayment();
    // Added after ordering: stays in the cart.
    cartOf(await addToCart(shop.app, { variationId, quantity: 1, cartId: customer.cartId, token: customer.token }));

    const paid = await choose(order.reference, token, 'success');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/fr?order=success&reference=${order.reference}`);
    const { status, paid_at } = await statusOf(order.reference);
    expect(status).toBe('paid');
    expect(await cartLinesOf(customer)).toEqual([1]);

    // The same page sent again: no second payment, no second mail.
    const again = await choose(order.reference, token, 'success');
    expect(again.headers.location).toBe(`/fr?order=error&reference=${order.reference}`);
    expect((await statusOf(order.reference)).paid_at).toEqual(paid_at);
    expect(await stockOf(shop.app.db, variationId)).toBe(3);

    const mails = await mailsTo(shop, customer.email);
    expect(mails).toHaveLength(1);
    const [confirmation] = mails;
    expect(confirmation!.subject).toBe(`Votre commande ${order.reference} est confirmée`);
    expect(confirmation!.text).toContain('2 × Citron d’essai');
    expect(confirmation!.text).toContain(`Total TTC: ${formatPrice(120_00)}`);
    expect(confirmation!.text).toContain('Retrait en boutique: Offerte');
    expect(confirmation!.text).toMatch(/À retirer à la boutique, 12 rue Saint-Michel, 06500 Menton, tous les jours de 10:00 à 19:00\./);
    expect(confirmation!.html).toContain(order.reference);
  });

  it('a failed payment returns to the error popup and leaves the order payable', async () => {
    const { customer, order, token } = await orderAwaitingPayment('en');
    const failed = await choose(order.reference, token, 'failure');
    expect(failed.headers.location).toBe(`/en?order=error&reference=${order.reference}`);
    expect((await statusOf(order.reference)).status).toBe('new');
    expect(await cartLinesOf(customer)).toEqual([2]);
    expect(await mailsTo(shop, customer.email)).toEqual([]);
    // Paid later from the account: the same page.
    expect((await choose(order.reference, token, 'success')).headers.location).toBe(`/en?order=success&reference=${order.reference}`);
  });

  it('takes the used promo code off the cart once paid', async () => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5] })).variationIds as [number];
    const promo = await createTestPromo(shop.app.db);
    const customer = await customerWithCart(shop.app, [{ variationId }]);
    cartOf(
      await call(shop.app, 'POST', `/api/carts/${customer.cartId}/promo`, { payload: { promo_id: promo.code }, token: customer.token }),
    );
    const { order, paymentUrl } = placedOrder(await placeOrderCall(shop.app, customer));
    await choose(order.reference, new URL(paymentUrl, 'https://shop.example').searchParams.get('token')!, 'success');
    const cart = cartOf(await call(shop.app, 'GET', `/api/carts/${customer.cartId}`, { token: customer.token }));
    expect(cart).toMatchObject({ cart_items: [], promo: null });
  });

  it('refuses a choice without the link’s secret, or not one of the two', async () => {
    const { order, token } = await orderAwaitingPayment();
    expect((await choose(order.reference, 'guess', 'success')).statusCode).toBe(404);
    const maybe = await choose(order.reference, token, 'maybe');
    expect(maybe.statusCode, maybe.body).toBe(422);
    expect((await statusOf(order.reference)).status).toBe('new');
  });
});
