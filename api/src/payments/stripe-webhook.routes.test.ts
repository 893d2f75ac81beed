import { errorBodySchema } from '@lemon/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailsTo } from '../test-support/test-accounts';
import { cartOf } from '../test-support/test-carts';
import { testEngines } from '../test-support/test-database';
import { customerWithCart, placedOrder, placeOrderCall } from '../test-support/test-orders';
import { createTestProduct } from '../test-support/test-products';
import { checkoutEvent, createStripeTestApp, stripeSignature, type StripeTestApp } from '../test-support/stripe-stand-in';

describe.each(testEngines)('Stripe’s webhook on %s', (engine) => {
  let shop: StripeTestApp;
  beforeAll(async () => {
    shop = await createStripeTestApp(engine);
  });
  afterAll(() => shop.close());

  /** An order of two units waiting for its Stripe payment, and the session it is paid on. */
  const placeOrder = async () => {
    const [variationId] = (await createTestProduct(shop.app.db, { stocks: [5] })).variationIds;
    const customer = await customerWithCart(shop.app, [{ variationId: variationId!, quantity: 2 }]);
    const { order } = placedOrder(await placeOrderCall(shop.app, customer));
    const { payment_reference } = await shop.app.db
      .selectFrom('orders')
      .select('payment_reference')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { order, customer, session: shop.stripe.sessions.get(payment_reference!)! };
  };
  const send = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    return shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined
          ? { 'stripe-signature': stripeSignature(payload) }
          : signature
            ? { 'stripe-signature': signature }
            : {}),
      },
      payload,
    });
  };
  const received = (response: { statusCode: number; body: string; json: () => unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });
  };
  const orderRow = (reference: string) =>
    shop.app.db.selectFrom('orders').select(['status', 'paid_at']).where('reference', '=', reference).executeTakeFirstOrThrow();
  const eventRows = (id: string) => shop.app.db.selectFrom('payment_events').selectAll().where('id', '=', `stripe:${id}`).execute();
  const cartItems = async (customer: { cartId: string; token: string }) =>
    cartOf(await call(shop.app, 'GET', `/api/carts/${customer.cartId}`, { token: customer.token })).cart_items;
  const paidEvent = (session: Parameters<typeof checkoutEvent>[1]) =>
    checkoutEvent('checkout.session.completed', session, { status: 'complete', payment_status: 'paid', url: null });

  it('refuses an event without Stripe’s signature, changing nothing', async () => {
    const { order, session } = await placeOrder();
    const event = paidEvent(session);
    const forged = stripeSignature(JSON.stringify(event), 'whsec_someoneelse');
    for (const signature of [forged, 't=1,v1=00', '']) {
      const response = await send(event, signature);
      expect(response.statusCode, signature).toBe(400);
      expect(errorBodySchema.parse(response.json())).toEqual({ message: expect.any(String) });
    }
    // Signed, but not the body that was signed.
    const tampered = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(JSON.stringify(event)) },
      payload: JSON.stringify({ ...event, id: 'evt_other' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await orderRow(order.reference)).toEqual({ status: 'new', paid_at: null });
    expect(await eventRows(event.id)).toEqual([]);
  });

  it('answers its errors as the rest of the API does', async () => {
    const tooLarge = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(100 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: expect.any(String) });
  });

  it('marks the order paid on a paid completed session: the cart lets go of the units, the confirmation goes out', async () => {
    const { order, customer, session } = await placeOrder();
    expect(await cartItems(customer)).toHaveLength(1);
    const event = paidEvent(session);
    received(await send(event));

    expect(await orderRow(order.reference)).toEqual({ status: 'paid', paid_at: expect.any(Date) });
    expect(await cartItems(customer)).toEqual([]);
    const mails = await mailsTo(shop, customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.reference);
    expect(await eventRows(event.id)).toEqual([
      { id: `stripe:${event.id}`, type: 'checkout.session.completed', order_reference: order.reference, received_at: expect.any(Date) },
    ]);
  });

  it('applies an event once, however often Stripe delivers it', async () => {
    const { order, customer, session } = await placeOrder();
    const event = paidEvent(session);
    received(await send(event));
    const { paid_at } = await orderRow(order.reference);
    received(await send(event));
    // Twice at once too.
    const [one, two] = await Promise.all([send(event), send(event)]);
    received(one);
    received(two);
    expect(await orderRow(order.reference)).toEqual({ status: 'paid', paid_at });
    expect(await eventRows(event.id)).toHaveLength(1);
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);

    // Delivered again after the shop cancelled the order (and refunded it): the order stays cancelled.
    await shop.app.db.updateTable('orders').set({ status: 'cancelled', cancelled_at: new Date() }).where('id', '=', order.id).execute();
    received(await send(event));
    expect(await orderRow(order.reference)).toEqual({ status: 'cancelled', paid_at });
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);
  });

  it('waits, on an unpaid completed session, for the bank payment to succeed', async () => {
    const { order, customer, session } = await placeOrder();
    const completed = checkoutEvent('checkout.session.completed', session, { status: 'complete', payment_status: 'unpaid', url: null });
    received(await send(completed));
    expect(await orderRow(order.reference)).toEqual({ status: 'new', paid_at: null });
    expect(await cartItems(customer)).toHaveLength(1);
    expect(await eventRows(completed.id)).toHaveLength(1);
    expect(await mailsTo(shop, customer.email)).toEqual([]);

    received(
      await send(
        checkoutEvent('checkout.session.async_payment_succeeded', session, { status: 'complete', payment_status: 'paid', url: null }),
      ),
    );
    expect((await orderRow(order.reference)).status).toBe('paid');
    expect(await mailsTo(shop, customer.email)).toHaveLength(1);
  });

  it('records and ignores the events that pay nothing', async () => {
    const { order, session } = await placeOrder();
    const failed = checkoutEvent('checkout.session.async_payment_failed', session, { status: 'complete', payment_status: 'unpaid' });
    const expired = checkoutEvent('checkout.session.expired', session, { status: 'expired', url: null });
    const other = {
      ...checkoutEvent('payment_intent.succeeded', session),
      data: { object: { id: 'pi_test_1', object: 'payment_intent', status: 'succeeded' } },
    };
    for (const event of [failed, expired, other]) received(await send(event));

    expect(await orderRow(order.reference)).toEqual({ status: 'new', paid_at: null });
    expect((await eventRows(failed.id))[0]).toMatchObject({
      type: 'checkout.session.async_payment_failed',
      order_reference: order.reference,
    });
    expect((await eventRows(expired.id))[0]).toMatchObject({ type: 'checkout.session.expired', order_reference: order.reference });
    expect((await eventRows(other.id))[0]).toMatchObject({ type: 'payment_intent.succeeded', order_reference: null });
  });

  it('answers a payment for an order it does not know, recording it', async () => {
    const { session } = await placeOrder();
    const event = checkoutEvent('checkout.session.completed', session, { payment_status: 'paid', client_reference_id: 'LC-UNKNOWN0' });
    received(await send(event));
    expect(await eventRows(event.id)).toHaveLength(1);
  });
});
